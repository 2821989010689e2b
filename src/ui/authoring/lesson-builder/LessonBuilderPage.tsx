import { useId, useState } from 'react';
import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { BuilderBar } from './BuilderBar';
import { ComponentCatalogue } from './ComponentCatalogue';
import { ComponentOutline } from './ComponentOutline';
import { useComponentName } from './component-names';
import { DraftSaverProvider, useDraftSaver } from './draft-saver';
import { lessonBuilderStrings } from './lesson-builder.locale';
import { lessonDraftQueries } from './lesson-draft.queries';
import { ComponentProperties } from './properties/ComponentProperties';

registerLocaleBundle(lessonBuilderStrings);

/**
 * /back-office/lesson-builder/unit/{unitId}/lesson/{lessonId} and the other lesson-type builder paths
 * (issue 14): the lesson's draft with its bar, the component catalogue, the components in order and
 * the selected one's properties. An unknown lesson is a generic error, never a redirect (§2).
 */
export function LessonBuilderPage({ lessonId }: { readonly lessonId: number }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.lesson(lessonContent, lessonId));
  return (
    <QueryStatus query={draft} texts={{ loading: t('lbLoading'), failed: t('lbLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => <LessonBuilder draft={loaded} />}
    </QueryStatus>
  );
}

function LessonBuilder({ draft }: { readonly draft: LessonDraft }) {
  const { t } = useTranslation();
  const saver = useDraftSaver(draft.lesson.id, draft.lesson.unitId);
  const nameOf = useComponentName();
  const propertiesId = useId();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const components = draft.document.components;
  // A component someone else removed (a stale reload) is no longer selected.
  const selected = components.find((c) => c.id === selectedId) ?? null;

  return (
    <DraftSaverProvider value={saver.save}>
      <Stack gap="lg">
        <BuilderBar draft={draft} saveState={saver.state} />
        {saver.stale && (
          <Alert color="yellow" role="alert" title={t('lbStale')} withCloseButton closeButtonLabel={t('close')} onClose={saver.dismissStale}>
            {saver.stale}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ComponentCatalogue lessonId={draft.lesson.id} components={components} selected={selected} onAdded={setSelectedId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ComponentOutline components={components} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" component="section" aria-labelledby={propertiesId}>
              <Title order={2} size="h4" id={propertiesId}>
                {selected ? t('lbPropertiesOf', { name: nameOf(selected) }) : t('lbProperties')}
              </Title>
              {selected ? <ComponentProperties key={selected.id} component={selected} /> : <Text size="sm">{t('lbNoSelection')}</Text>}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </DraftSaverProvider>
  );
}
