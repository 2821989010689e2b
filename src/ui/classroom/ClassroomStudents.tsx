import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Classroom, RosterStudent } from '@application/classroom/classroom.use-cases';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { liveClass } from '../i18n/locales/live-class';
import { useRolePath } from '../support/support-paths';

// The roster's link to the classroom's live view (issue 12) uses the live view's words.
registerLocaleBundle(liveClass);

export const studentName = (s: RosterStudent) => [s.firstName, s.middleName, s.lastName, s.secondLastName].filter(Boolean).join(' ');

export interface ClassroomStudentsProps {
  readonly classroom: Classroom;
  /** The panel's id, named by its row's "View students" button (`aria-controls`). */
  readonly id: string;
  readonly onAddStudent: () => void;
  readonly onResetPassword: (student: RosterStudent) => void;
  readonly onRemoveStudent: (student: RosterStudent) => void;
}

/**
 * One classroom's roster, shown under its row: name and username, with per-student actions whose
 * accessible names start with their visible words and name the student (WCAG 2.5.3).
 */
export function ClassroomStudents({ classroom, id, onAddStudent, onResetPassword, onRemoveStudent }: ClassroomStudentsProps) {
  const { t } = useTranslation();
  const what = t('studentsOf', { name: classroom.name });
  const headingId = `${id}-heading`;
  const livePath = useRolePath('/class-room/live');
  return (
    <Stack id={id} gap="xs" role="region" aria-labelledby={headingId} py="xs">
      <Group justify="space-between">
        <Title order={3} size="h5" id={headingId}>
          {what}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" component={Link} to={`${livePath}?classroomId=${classroom.id}`} aria-label={t('liveClassLinkNamed', { name: classroom.name })}>
            {t('liveClassLink')}
          </Button>
          <Button size="xs" variant="light" onClick={onAddStudent} aria-label={t('addStudentNamed', { name: classroom.name })}>
            {t('addStudent')}
          </Button>
        </Group>
      </Group>
      {classroom.students.length === 0 ? (
        <Text size="sm">{t('noStudentsInClassroom')}</Text>
      ) : (
        <Table captionSide="top" withTableBorder>
          <Table.Caption>{t('listCount', { what, shown: classroom.students.length, total: classroom.students.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colStudentName')}</Table.Th>
              <Table.Th scope="col">{t('colStudentUsername')}</Table.Th>
              <Table.Th scope="col">{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classroom.students.map((student) => {
              const name = studentName(student);
              return (
                <Table.Tr key={student.id}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td>{student.userName}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onResetPassword(student)} aria-label={t('resetPasswordNamed', { name: `${name} (${student.userName})` })}>
                        {t('resetPassword')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => onRemoveStudent(student)}
                        aria-label={t('removeFromClassroomNamed', { name: `${name} (${student.userName})`, classroom: classroom.name })}
                      >
                        {t('removeStudent')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
