// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { classroom } from '../../i18n/locales/classroom';
import { classroomDetails } from '../../i18n/locales/classroom-details';
import { management } from '../../i18n/locales/management';
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { useChosenClassroom } from '../use-chosen-classroom';
import { classroomDetailsQueries } from '../classroom-details.queries';
import { ClassroomPicker } from './ClassroomPicker';
import { StudentProgressTable } from './StudentProgressTable';
import { UnitLocks } from './UnitLocks';

// Table words (caption count, search, Try again) are the management screens'; roster words the classrooms screen's.
registerLocaleBundle(management, classroom, classroomDetails);

/**
 * /class-room/details (district teachers, campus managers; issue 12): one classroom's students with
 * their progress per unit (lessons completed, score, feedback status), a search, and the unit locks.
 * The classroom comes from `?classroomId=`; without one the viewer picks among their classrooms.
 */
export default function ClassroomDetailsPage() {
  const { t } = useTranslation();
  const { classrooms } = useServices();
  const { classroomId, schoolId, choices, choose } = useChosenClassroom();
  const details = useQuery({ ...classroomDetailsQueries.of(classrooms, classroomId ?? 0), enabled: classroomId !== null });

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('classroomDetailsTitle')}</Title>
      <ClassroomPicker
        classrooms={choices.data ?? []}
        value={classroomId}
        loading={choices.isFetching}
        onChange={choose}
      />
      {classroomId === null && choices.isSuccess && choices.data.length === 0 && <Text size="sm">{t('classroomDetailsNoClassrooms')}</Text>}

      {classroomId !== null && (
        <QueryStatus query={details} texts={{ loading: t('loading'), failed: t('classroomDetailsLoadFailed'), tryAgain: t('retry') }}>
          {(data) => (
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2}>{data.classroom.name}</Title>
                <Text size="sm">
                  {t('classroomDetailsSummary', { period: data.classroom.period ?? t('notSet'), teacher: data.classroom.teacherName, school: data.classroom.schoolName })}
                </Text>
                <Text size="sm">{t('classroomDetailsStudentCount', { count: data.classroom.numberOfStudents })}</Text>
              </Stack>
              <UnitLocks classroomId={data.classroom.id} units={data.units} canChange={data.canChangeLocks} />
              <StudentProgressTable students={data.students} units={data.units} />
            </Stack>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
