import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomDetailsStudent, ClassroomUnit, StudentUnitProgress } from '@application/classroom/classroom-details.use-cases';
import { formatPercent } from '@domain/shared/number-format';
import { matchesSearch, SearchInput } from '../../management/SearchInput';
import { useRolePath } from '../../support/support-paths';
import { CompleteIcon, EmptyCircleIcon, PendingIcon } from './status-icons';
import { useUnitLabels } from './unit-labels';

const fullName = (s: ClassroomDetailsStudent) => [s.firstName, s.middleName, s.lastName, s.secondLastName].filter(Boolean).join(' ');

const FEEDBACK = {
  0: { icon: <EmptyCircleIcon />, text: 'classroomDetailsFeedbackNone', color: 'gray.7' },
  1: { icon: <PendingIcon />, text: 'classroomDetailsFeedbackPending', color: 'orange.8' },
  2: { icon: <CompleteIcon />, text: 'classroomDetailsFeedbackComplete', color: 'teal.9' },
} as const;

/** A student's standing in one unit: lessons, score (blank while anything is unscored) and feedback status in words. */
function UnitCell({ progress }: { readonly progress: StudentUnitProgress }) {
  const { t, i18n } = useTranslation();
  const feedback = FEEDBACK[progress.feedbackStatus];
  return (
    <Stack gap={2}>
      <Text size="sm">{t('classroomDetailsLessons', { completed: progress.lessonsCompleted, total: progress.lessonsTotal })}</Text>
      <Text size="sm">{progress.score === null ? t('classroomDetailsNoScore') : t('classroomDetailsScore', { score: formatPercent(progress.score, i18n.language) })}</Text>
      <Group gap={4} wrap="nowrap">
        {/* Only the icon takes the colour; the words keep the text's contrast. */}
        <Box component="span" c={feedback.color} display="inline-flex">
          {feedback.icon}
        </Box>
        <Text size="sm">{t(feedback.text)}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The classroom's students with their progress per unit, and a search by name or username (on this
 * page, no call). Each name opens the student's report.
 */
export function StudentProgressTable({ students, units }: { readonly students: readonly ClassroomDetailsStudent[]; readonly units: readonly ClassroomUnit[] }) {
  const { t } = useTranslation();
  const labels = useUnitLabels();
  // A support user's links stay under /support/….
  const reportPath = useRolePath('/student-reports/student/');
  const [query, setQuery] = useState('');
  const what = t('classroomDetailsStudentsWhat');
  const shown = students.filter((s) => matchesSearch(query, [fullName(s), s.userName]));
  const columns = units.length + 2;
  return (
    <Stack component="section" aria-labelledby="student-progress-heading" gap="xs">
      <Title order={2} size="h3" id="student-progress-heading">
        {t('classroomDetailsProgressTitle')}
      </Title>
      <SearchInput what={what} hint={t('classroomDetailsSearchHint')} value={query} onChange={setQuery} />
      <Table.ScrollContainer minWidth={240 + units.length * 170}>
        <Table striped captionSide="top" withTableBorder>
          <Table.Caption aria-live="polite">{t('listCount', { what, shown: shown.length, total: students.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('classroomDetailsColStudent')}</Table.Th>
              <Table.Th scope="col">{t('classroomDetailsColUsername')}</Table.Th>
              {units.map((unit) => (
                <Table.Th key={unit.id} scope="col">
                  <Text size="sm" fw={700} span display="block">
                    {labels.short(unit)}
                  </Text>
                  {/* The unit's name under its number, unless the short label already is the name. */}
                  {labels.short(unit) !== labels.name(unit) && (
                    <Text size="xs" fw={400} span display="block">
                      {labels.name(unit)}
                    </Text>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text size="sm">{students.length === 0 ? t('noStudentsInClassroom') : t('noMatches')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              shown.map((student) => (
                <Table.Tr key={student.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={`${reportPath}${student.id}`}>
                      {fullName(student)}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{student.userName}</Table.Td>
                  {student.units.map((progress) => (
                    <Table.Td key={progress.unitId}>
                      <UnitCell progress={progress} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
