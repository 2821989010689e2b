import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Classroom } from '@application/classroom/classroom.use-cases';
import type { TeacherGroup } from '@application/classroom/campus-classrooms.use-cases';
import { useServices, useSession } from '../app/services-context';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { campusClassrooms } from '../i18n/locales/campus-classrooms';
import { classroom } from '../i18n/locales/classroom';
import { legends } from '../i18n/locales/legends';
import { useListView } from '../management/list-view';
import { ManagementTable } from '../management/ManagementTable';
import { campusClassroomQueries } from './campus-classrooms.queries';
import { classroomDetailsQueries } from './classroom-details.queries';

registerLocaleBundle(classroom, legends, campusClassrooms);

interface TeacherRow {
  readonly id: number;
  readonly name: string;
}

/** Every teacher of the school (those without a classroom too), then any classroom's teacher the list lacks. */
function teachersOf(groups: readonly TeacherGroup[], classrooms: readonly Classroom[], schoolId: number): TeacherRow[] {
  const listed: TeacherRow[] = groups.filter((g) => g.schoolId === schoolId).flatMap((g) => g.teachers.map((t) => ({ id: t.id, name: t.name })));
  const known = new Set(listed.map((t) => t.id));
  for (const c of classrooms) {
    if (known.has(c.teacherUserId)) continue;
    known.add(c.teacherUserId);
    listed.push({ id: c.teacherUserId, name: c.teacherName });
  }
  return listed;
}

/**
 * The campus manager's classrooms section (product-spec §6 "CampusManager: users, classrooms,
 * reporting"): the school's teachers, each with a captioned table of their classrooms, and a way into
 * each classroom's details (students' progress, unit locks) and to the legend of the icons. The
 * lists are the classroom screens' own calls (`GetBySchoolId`, `teachers/{schoolId}`).
 */
export function CampusClassroomsSection() {
  const { t } = useTranslation();
  const { classrooms } = useServices();
  const { profile } = useSession();
  const schoolId = profile?.schoolId ?? null;
  const rooms = useListView(useQuery({ ...classroomDetailsQueries.ofSchool(classrooms, schoolId ?? 0), enabled: schoolId !== null }));
  const groups = useListView(useQuery({ ...campusClassroomQueries.teachers(classrooms, schoolId ?? 0), enabled: schoolId !== null }));

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;
  const failed = rooms.status === 'failed' ? rooms : groups.status === 'failed' ? groups : null;
  if (failed)
    return (
      <Alert color="red" role="alert" title={t('loadFailedTitle')}>
        <Text size="sm" mb="sm">
          {failed.error}
        </Text>
        <Button size="xs" variant="default" onClick={failed.retry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const loaded = rooms.items.length > 0 || groups.items.length > 0;
  if (!loaded && (rooms.status === 'loading' || groups.status === 'loading'))
    return (
      <Center py="xl">
        <span role="status">
          <Loader aria-hidden />
          <span className="visually-hidden">{t('loading')}</span>
        </span>
      </Center>
    );

  const school = groups.items.find((g) => g.schoolId === schoolId)?.schoolName ?? rooms.items[0]?.schoolName ?? t('campusClassroomsSchool');
  const teachers = teachersOf(groups.items, rooms.items, schoolId);
  const headers = [t('colName'), t('colPeriod'), t('colStudentCount'), t('actions')];
  return (
    <Stack data-testid="campus-classrooms">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('campusClassroomsTitle', { school })}</Title>
        <Anchor component={Link} to="/class-room/legends">
          {t('legendsLink')}
        </Anchor>
      </Group>
      <Text>{t('campusClassroomsIntro')}</Text>
      {teachers.length === 0 && <Text>{t('campusNoTeachers')}</Text>}
      {teachers.map((teacher) => {
        const mine = rooms.items.filter((c) => c.teacherUserId === teacher.id);
        return (
          <section key={teacher.id} aria-labelledby={`campus-teacher-${teacher.id}`} data-testid={`campus-teacher-${teacher.id}`}>
            <Title order={3} size="h4" id={`campus-teacher-${teacher.id}`} mb="xs">
              {teacher.name}
            </Title>
            <ManagementTable
              what={t('campusClassroomsOfTeacher', { name: teacher.name })}
              headers={headers}
              total={mine.length}
              status={rooms.status}
              error={rooms.error}
              onRetry={rooms.retry}
              emptyText={t('campusTeacherHasNoClassrooms', { name: teacher.name })}
              minWidth={520}
              rows={mine.map((c) => ({
                key: c.id,
                cells: [
                  c.name,
                  c.period ?? t('notSet'),
                  c.numberOfStudents,
                  <Anchor key="open" component={Link} to={`/class-room/details?classroomId=${c.id}`} aria-label={t('campusOpenClassroomNamed', { name: c.name })}>
                    {t('campusOpenClassroom')}
                  </Anchor>,
                ],
              }))}
            />
          </section>
        );
      })}
    </Stack>
  );
}
