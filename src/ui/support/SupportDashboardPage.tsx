// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { SearchableSelect } from '../common/SearchableSelect';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useFailureText } from '../common/use-failure-text';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportStrings } from '../i18n/locales/support';
import { SupportAuditTable } from './SupportAuditTable';
import { TeacherChatsSection } from '../support-chat/TeacherChatsSection';
import { supportQueries, useActForTeacher, useStopActing } from './support.queries';

registerLocaleBundle(supportStrings);

const NO_PLACE: PlaceValue = { stateId: null, districtId: null, schoolId: null };

/** Set by the acting gate when a /support/… screen was opened while acting for nobody. */
export interface SupportDashboardState {
  readonly notice?: 'notActing';
}

/**
 * /support-dashboard (product-spec §2 "Support", §6 "SupportRole loads for the teacher it supports at
 * the chosen campus"): choose a campus and one of its teachers, act for them (their screens open under
 * /support/…), stop, and read every change made while acting.
 */
export default function SupportDashboardPage() {
  const { t } = useTranslation();
  const { support } = useServices();
  const failureText = useFailureText();
  const location = useLocation();
  const notice = (location.state as SupportDashboardState | null)?.notice;
  const [place, setPlace] = useState<PlaceValue>(NO_PLACE);
  const [teacherId, setTeacherId] = useState<number | null>(null);

  const acting = useQuery(supportQueries.acting(support));
  const teachers = useQuery(supportQueries.teachersOf(support, place.schoolId));
  const actFor = useActForTeacher();
  const stop = useStopActing();
  const chosen = teachers.data?.find((teacher) => teacher.id === teacherId) ?? null;
  const actingFailure = failureOf(actFor.error) ?? failureOf(stop.error);

  const start = () => {
    if (place.schoolId === null || !chosen) return;
    actFor.mutate(
      { campusId: place.schoolId, teacherId: chosen.id },
      { onSuccess: (saved) => showSnackbar({ color: 'green', message: saved.message }) },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('supportTitle')}</Title>
      {notice === 'notActing' && !acting.data && (
        <Alert color="yellow" role="status">
          {t('supportNotActingNotice')}
        </Alert>
      )}

      <Card withBorder component="section" aria-labelledby="support-acting-title">
        <Title order={2} size="h3" id="support-acting-title">
          {t('supportActingTitle')}
        </Title>
        {acting.isPending && <Loader size="sm" aria-label={t('loading')} />}
        {acting.isError && failureOf(acting.error)?.kind !== 'unauthorized' && (
          <Alert color="red" role="alert">
            {failureText(failureOf(acting.error)!)}
          </Alert>
        )}
        {acting.isSuccess && acting.data === null && <Text>{t('supportActingNobody')}</Text>}
        {acting.data && (
          <Stack gap="xs" mt="xs">
            <Text fw={700}>{t('supportActingBar', { teacher: acting.data.teacherName, school: acting.data.schoolName })}</Text>
            <Text size="sm">
              {t('supportActingSince')}: <CentralAndLocalTime at={acting.data.startedAt} />
            </Text>
            <Group>
              <Anchor component={Link} to="/support/class-room/management">
                {t('supportOpenClassrooms', { teacher: acting.data.teacherName })}
              </Anchor>
              <Button variant="light" color="red" loading={stop.isPending} onClick={() => stop.mutate()}>
                {t('supportStopActingFor', { teacher: acting.data.teacherName })}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>

      <Stack component="section" aria-labelledby="support-choose-title" gap="sm" maw={560}>
        <Title order={2} id="support-choose-title">
          {t('supportChooseTitle')}
        </Title>
        <Text size="sm">{t('supportChooseHelp')}</Text>
        <PlaceSelects
          value={place}
          onChange={(next) => {
            setPlace(next);
            setTeacherId(null);
          }}
          levels={['state', 'district', 'school']}
          required={false}
        />
        <SearchableSelect
          label={t('supportTeacher')}
          placeholder={t('selectPlaceholder')}
          data={(teachers.data ?? []).map((teacher) => ({ value: String(teacher.id), label: teacher.name }))}
          value={teacherId === null ? null : String(teacherId)}
          onChange={(value) => setTeacherId(value ? Number(value) : null)}
          disabled={place.schoolId === null}
        />
        {teachers.isSuccess && teachers.data.length === 0 && <Text size="sm">{t('supportNoTeachers')}</Text>}
        {teachers.isError && failureOf(teachers.error)?.kind !== 'unauthorized' && (
          <Alert color="red" role="alert">
            {failureText(failureOf(teachers.error)!)}
          </Alert>
        )}
        {actingFailure && actingFailure.kind !== 'unauthorized' && (
          <Alert color="red" role="alert">
            {failureText(actingFailure)}
          </Alert>
        )}
        <Group>
          <Button onClick={start} disabled={!chosen} loading={actFor.isPending}>
            {chosen ? t('supportActFor', { name: chosen.name }) : t('supportActForNobody')}
          </Button>
        </Group>
      </Stack>

      <TeacherChatsSection />
      <SupportAuditTable />
    </Stack>
  );
}
