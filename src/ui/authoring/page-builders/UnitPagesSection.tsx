import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import type { PublishState } from '@domain/authoring/authoring.responses';
import { LOADER } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { AuthoringTable } from '../AuthoringTable';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import { pageDraftQueries, useCreateOpener, useCreateTeacherPage } from './page-drafts.queries';
import { openerBuilderPath, openerPreviewPath, overviewBuilderPath, overviewPreviewPath, teacherPageBuilderPath, teacherPagePreviewPath } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings);

/**
 * The unit builder's opener, overview and teacher page: each one's builder (or Create, for the opener
 * and teacher page a unit has none of yet), its publish state, its preview, and the publish of the
 * opener and of the teacher page (the overview goes out with the unit publish above).
 */
export function UnitPagesSection({ unit, unitName }: { readonly unit: AuthoredUnitDetails; readonly unitName: string }) {
  const { t } = useTranslation();
  const { pageAuthoring } = useServices();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const creatingOpener = useCreateOpener(unit.id);
  const creatingPage = useCreateTeacherPage(unit.id);
  const opener = useQuery({ ...pageDraftQueries.opener(pageAuthoring, unit.openerId ?? 0), enabled: unit.openerId !== null });
  const teacherPage = useQuery({ ...pageDraftQueries.teacherPage(pageAuthoring, unit.teacherPageId ?? 0), enabled: unit.teacherPageId !== null });
  const refusals = [creatingOpener.error, creatingPage.error].flatMap((error) => {
    const failure = failureOf(error);
    return failure && failure.kind !== 'unauthorized' ? [failureText(failure)] : [];
  });
  const openerName = t('pbOpenerOf', { unit: unitName });
  const pageName = t('pbTeacherPageOf', { unit: unitName });

  return (
    <Stack gap="sm" component="section" aria-labelledby="unit-pages">
      <Title order={2} id="unit-pages">
        {t('pbUnitPages')}
      </Title>
      {refusals.map((text) => (
        <Alert key={text} color="red" role="alert">
          {text}
        </Alert>
      ))}
      <AuthoringTable caption={t('pbUnitPagesCaption', { unit: unitName })} columns={['pbColPage', 'rbColState', 'rbColActions', 'pbColPublish']} empty="" count={3}>
        <PageRow name={t('pbOpenerKind')} state={unit.openerId === null ? null : opener} publish={opener.data && <PublishControl scope="opener" targetId={opener.data.id} itemName={openerName} />}>
          {unit.openerId === null ? (
            <Button size="xs" onClick={() => creatingOpener.mutate(undefined, { onSuccess: () => navigate(openerBuilderPath(unit.id)) })} loading={creatingOpener.isPending}>
              {t('pbCreateOpenerShort')}
            </Button>
          ) : (
            <PageLinks name={openerName} builder={openerBuilderPath(unit.id)} preview={openerPreviewPath(unit.id)} />
          )}
        </PageRow>
        <PageRow name={t('pbOverviewKind')} state={unit.publishState} publish={<Text size="sm">{t('pbOverviewGoesWithUnit')}</Text>}>
          <PageLinks name={t('pbOverviewOf', { unit: unitName })} builder={overviewBuilderPath(unit.id)} preview={overviewPreviewPath(unit.id)} />
        </PageRow>
        <PageRow name={t('pbTeacherPageKind')} state={unit.teacherPageId === null ? null : teacherPage} publish={teacherPage.data && <PublishControl scope="teacher-page" targetId={teacherPage.data.id} itemName={pageName} />}>
          {unit.teacherPageId === null ? (
            <Button
              size="xs"
              onClick={() => creatingPage.mutate(undefined, { onSuccess: (saved) => navigate(teacherPageBuilderPath(saved.data.id, unit.id)) })}
              loading={creatingPage.isPending}
            >
              {t('pbCreateTeacherPageShort')}
            </Button>
          ) : (
            <PageLinks name={pageName} builder={teacherPageBuilderPath(unit.teacherPageId, unit.id)} preview={teacherPagePreviewPath(unit.teacherPageId)} />
          )}
        </PageRow>
      </AuthoringTable>
    </Stack>
  );
}

/** A page's publish state, its draft's read (opener, teacher page), or null when the unit has none yet. */
type PageStateSource = PublishState | UseQueryResult<{ readonly publishState: PublishState }> | null;

interface PageRowProps {
  readonly name: string;
  readonly state: PageStateSource;
  readonly publish: ReactNode;
  readonly children: ReactNode;
}

function PageRow({ name, state, publish, children }: PageRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <PageState state={state} name={name} />
      </Table.Td>
      <Table.Td>{children}</Table.Td>
      <Table.Td>{publish ?? <Text size="sm">{t('pbNothingToPublish')}</Text>}</Table.Td>
    </Table.Tr>
  );
}

function PageState({ state, name }: { readonly state: PageStateSource; readonly name: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  if (state === null) return <Text size="sm">{t('pbNotCreated')}</Text>;
  if (typeof state === 'string') return <PublishStateCell state={state} publishedAt={null} />;
  if (state.data) return <PublishStateCell state={state.data.publishState} publishedAt={null} />;
  const failure = failureOf(state.error);
  if (failure && failure.kind !== 'unauthorized') return <Text size="sm">{failureText(failure)}</Text>;
  return <Loader color={LOADER.color} size="xs" aria-label={t('pbStateLoading', { name })} role="status" />;
}

function PageLinks({ name, builder, preview }: { readonly name: string; readonly builder: string; readonly preview: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Button component={Link} to={builder} size="xs" variant="default" aria-label={t('rbEditNamed', { name })}>
        {t('rbEdit')}
      </Button>
      <Anchor component={Link} to={preview} size="sm" aria-label={t('lbPreviewNamed', { name })}>
        {t('lbPreview')}
      </Anchor>
    </Group>
  );
}
