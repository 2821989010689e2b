import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { classroom } from '../../i18n/locales/classroom';
import { classroomDetails } from '../../i18n/locales/classroom-details';
import { liveClass } from '../../i18n/locales/live-class';
import { useTeacherViewed } from '../../support/acting-teacher';
import { management } from '../../i18n/locales/management';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoleId } from '@domain/identity/role';
import { failureOf } from '../../app/server-state/api-result-query';
import { useServices, useSession } from '../../app/services-context';
import { useFailureText } from '../../common/use-failure-text';
import { classroomQueries } from '../classroom.queries';
import { classroomDetailsQueries } from '../classroom-details.queries';
import { ClassroomPicker } from '../details/ClassroomPicker';
import { LiveClassTable } from './LiveClassTable';
import { LiveStatus, LiveSummaryRegion } from './LiveStatus';
import { liveClassQueries } from './live-class.queries';
import { useLiveClassEvents } from './use-live-class-events';

// Table words (caption count, Try again) are the management screens'; the picker's the details page's.
registerLocaleBundle(management, classroom, classroomDetails, liveClass);

/** `?classroomId=` as a classroom id, or null when it is missing or not an id. */
function classroomIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /class-room/live (district teachers, campus managers; issue 12): a classroom's students as they
 * work — current lesson, page, status, answers saved and submitted, last activity — updating in
 * place over the notification hub, with a polite spoken summary at most every few seconds.
 */
export default function LiveClassPage() {
  const { t } = useTranslation();
  const { classrooms } = useServices();
  const { profile } = useSession();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const classroomId = classroomIdOf(params.get('classroomId'));
  // A support user acting for a teacher watches that teacher's classrooms (the server serves them as the teacher).
  const viewed = useTeacherViewed();
  const teacher = profile?.roleId === RoleId.DistrictTeacher || profile?.roleId === RoleId.SupportRole;
  const schoolId = (teacher ? viewed?.schoolId : profile?.schoolId) ?? null;

  // A teacher chooses among their own classrooms, a campus manager among their school's.
  const mine = useQuery({ ...classroomQueries.mine(classrooms, { id: viewed?.id ?? 0, schoolId: schoolId ?? 0 }), enabled: teacher && schoolId !== null });
  const school = useQuery({ ...classroomDetailsQueries.ofSchool(classrooms, schoolId ?? 0), enabled: !teacher && schoolId !== null });
  const choices = teacher ? mine : school;
  const live = useQuery({ ...liveClassQueries.of(classrooms, classroomId ?? 0), enabled: classroomId !== null });
  const { connection, summary } = useLiveClassEvents(classroomId);

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const failure = failureOf(live.error);
  const failed = live.isError && failure?.kind !== 'unauthorized';
  const data = classroomId !== null && !failed ? live.data : undefined;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('liveClassTitle')}</Title>
      <ClassroomPicker classrooms={choices.data ?? []} value={classroomId} loading={choices.isFetching} onChange={(id) => setParams({ classroomId: String(id) })} />
      {classroomId === null && <Text size="sm">{t('liveClassChooseHint')}</Text>}

      {failed && (
        <Alert color="red" role="alert" title={t('liveClassLoadFailed')}>
          <Text size="sm" mb="sm">
            {failure ? failureText(failure) : t('somethingWentWrongAlert')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void live.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {classroomId !== null && !failed && !data && (
        <Center py="xl">
          <span role="status">
            <Loader aria-hidden />
            <span className="visually-hidden">{t('loading')}</span>
          </span>
        </Center>
      )}

      {data && (
        <Stack gap="md" aria-busy={live.isFetching}>
          <Title order={2}>{data.classroom.name}</Title>
          <Group justify="space-between" align="center">
            <LiveStatus connection={connection} />
            {connection !== 'live' && (
              <Button size="xs" variant="default" onClick={() => void live.refetch()}>
                {t('liveClassReload')}
              </Button>
            )}
          </Group>
          <LiveSummaryRegion summary={summary} />
          <LiveClassTable students={data.students} />
        </Stack>
      )}
    </Stack>
  );
}
