import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomBenchmark } from '@application/benchmark/benchmark-assignment.use-cases';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useBenchmarkLabels } from './use-benchmark-labels';

/**
 * A classroom's assignments: set, unit and set number, to whom, the period in Central and local time,
 * the students by state; a row opens its students, and is removed only while nobody submitted (the
 * reason shows beside the disabled button).
 */
export function AssignmentsTable({
  classroomName,
  assignments,
  shownId,
  onToggleStudents,
  onRemove,
}: {
  readonly classroomName: string;
  readonly assignments: readonly ClassroomBenchmark[];
  readonly shownId: number | null;
  readonly onToggleStudents: (a: ClassroomBenchmark) => void;
  readonly onRemove: (a: ClassroomBenchmark) => void;
}) {
  const { t } = useTranslation();
  const labels = useBenchmarkLabels();
  if (assignments.length === 0) return <Text size="sm">{t('benchmarksEmpty')}</Text>;
  return (
    // Buttons in every row keep the box in keyboard reach (no extra stop, unlike KeyboardScrollTable).
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{t('benchmarksCaption', { classroom: classroomName, count: assignments.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('benchmarksColSet')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColUnit')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColSetNumber')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColGivenTo')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColOpens')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColCloses')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColStudents')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.map((a) => {
            const name = labels.setName(a);
            const shown = shownId === a.id;
            return (
              <Table.Tr key={a.id}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{labels.unit(a.unitNumber)}</Table.Td>
                <Table.Td>{t('benchmarksSetNumber', { number: a.setNumber })}</Table.Td>
                <Table.Td>{a.wholeClassroom ? t('benchmarksWholeClassroom') : t('benchmarksChosenStudents')}</Table.Td>
                <Table.Td>
                  <CentralAndLocalTime at={a.startsAt} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <CentralAndLocalTime at={a.endsAt} />
                    {a.isClosed && <Text size="xs">{t('benchmarksClosed')}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.students}</Text>
                  <Text size="xs">{t('benchmarksCounts', { assigned: a.assigned, started: a.started, submitted: a.submitted, retake: a.retake })}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Button size="xs" variant="default" aria-expanded={shown} onClick={() => onToggleStudents(a)}>
                      {shown ? t('benchmarksHideStudents', { name }) : t('benchmarksShowStudents', { name })}
                    </Button>
                    <Stack gap={2}>
                      <Button size="xs" color="red.9" variant="outline" disabled={a.hasSubmissions} onClick={() => onRemove(a)} aria-describedby={a.hasSubmissions ? `cannot-remove-${a.id}` : undefined}>
                        {t('benchmarksRemove', { name })}
                      </Button>
                      {a.hasSubmissions && (
                        <Text size="xs" id={`cannot-remove-${a.id}`}>
                          {t('benchmarksCannotRemove')}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
