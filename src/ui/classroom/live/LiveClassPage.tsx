// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Table.layer.css';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { classroom } from '../../i18n/locales/classroom';
import { classroomDetails } from '../../i18n/locales/classroom-details';
import { liveClass } from '../../i18n/locales/live-class';
import { management } from '../../i18n/locales/management';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { useChosenClassroom } from '../use-chosen-classroom';
import { ClassroomPicker } from '../details/ClassroomPicker';
import { LiveClassTable } from './LiveClassTable';
import { LiveStatus, LiveSummaryRegion } from './LiveStatus';
import { liveClassQueries } from './live-class.queries';
import { useLiveClassEvents } from './use-live-class-events';

// Table words (caption count, Try again) are the management screens'; the picker's the details page's.
registerLocaleBundle(management, classroom, classroomDetails, liveClass);

/**
 * /class-room/live (district teachers, campus managers; issue 12): a classroom's students as they
 * work — current lesson, page, status, answers saved and submitted, last activity — updating in
 * place over the notification hub, with a polite spoken summary at most every few seconds.
 */
export default function LiveClassPage() {
  const { t } = useTranslation();
  const { classrooms } = useServices();
  const { classroomId, schoolId, choices, choose } = useChosenClassroom();
  const live = useQuery({ ...liveClassQueries.of(classrooms, classroomId ?? 0), enabled: classroomId !== null });
  const { connection, summary } = useLiveClassEvents(classroomId);

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('liveClassTitle')}</Title>
      <ClassroomPicker classrooms={choices.data ?? []} value={classroomId} loading={choices.isFetching} onChange={choose} />
      {classroomId === null && <Text size="sm">{t('liveClassChooseHint')}</Text>}

      {classroomId !== null && (
        <QueryStatus query={live} texts={{ loading: t('loading'), failed: t('liveClassLoadFailed'), tryAgain: t('retry') }}>
          {(data) => (
            <Stack gap="md">
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
        </QueryStatus>
      )}
    </Stack>
  );
}
