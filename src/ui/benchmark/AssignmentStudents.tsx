import { Alert, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BenchmarkStudentRow } from '@domain/assessment/benchmark-assignment.responses';
import { formatPercent } from '@domain/shared/number-format';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useFailureText } from '../common/use-failure-text';
import { benchmarkQueries } from './benchmark.queries';
import { useBenchmarkLabels } from './use-benchmark-labels';

/**
 * One assignment's students: state (assigned, started, submitted, retake), attempt and score. A
 * submitted student may be given a retake; one who never submitted may have the benchmark taken back.
 */
export function AssignmentStudents({
  classroomId,
  classroomBenchmarkId,
  onAllowRetake,
  onRemoveStudent,
  retakeBusyFor,
}: {
  readonly classroomId: number;
  readonly classroomBenchmarkId: number;
  readonly onAllowRetake: (student: BenchmarkStudentRow, assessmentId: number) => void;
  readonly onRemoveStudent: (student: BenchmarkStudentRow, name: string) => void;
  readonly retakeBusyFor: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { benchmarks } = useServices();
  const failureText = useFailureText();
  const labels = useBenchmarkLabels();
  const query = useQuery(benchmarkQueries.students(benchmarks, classroomId, classroomBenchmarkId));
  const failure = failureOf(query.error);

  if (query.isError && failure?.kind !== 'unauthorized') {
    return (
      <Alert color="red" role="alert" title={t('benchmarksLoadFailed')}>
        <Text size="sm" mb="sm">
          {failure ? failureText(failure) : t('somethingWentWrongAlert')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="md">
        <span role="status">
          <Loader aria-hidden size="sm" />
          <span className="visually-hidden">{t('loading')}</span>
        </span>
      </Center>
    );
  }
  const { assignment, assessmentId, students } = query.data;
  const setName = labels.setName(assignment);
  if (students.length === 0) return <Text size="sm">{t('benchmarksStudentsEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder captionSide="top" aria-busy={query.isFetching}>
        <Table.Caption>{t('benchmarksStudentsCaption', { name: setName, count: students.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('benchmarksColStudent')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColState')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColAttempt')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColScore')}</Table.Th>
            <Table.Th scope="col">{t('benchmarksColActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => {
            const name = `${s.firstName} ${s.lastName}`;
            return (
              <Table.Tr key={s.benchmarkStudentId}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{labels.state(s.state)}</Table.Td>
                <Table.Td>{s.retakeRound}</Table.Td>
                <Table.Td>{s.state !== 'submitted' ? '' : s.score === null ? t('benchmarksScorePending') : formatPercent(s.score, i18n.language)}</Table.Td>
                <Table.Td>
                  {s.state === 'submitted' && (
                    <Button size="xs" variant="default" loading={retakeBusyFor === s.studentId} onClick={() => onAllowRetake(s, assessmentId)}>
                      {t('benchmarksAllowRetake', { name })}
                    </Button>
                  )}
                  {!s.hasSubmitted && (
                    <Button size="xs" color="red.9" variant="outline" onClick={() => onRemoveStudent(s, name)}>
                      {t('benchmarksRemoveStudent', { name })}
                    </Button>
                  )}
                  {s.hasSubmitted && s.state !== 'submitted' && <Text size="xs">{t('benchmarksStudentSubmitted')}</Text>}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
