import { Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ComponentDraft } from '@application/authoring/lesson-content.use-cases';
import { draftOwnerOf } from '@domain/authoring/draft-owner';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ComponentCatalogue } from './ComponentCatalogue';
import { ComponentOutline } from './ComponentOutline';
import { useComponentName } from './component-names';
import { DraftSaverProvider, useDraftSaver, type SaveState } from './draft-saver';
import { lessonBuilderStrings } from './lesson-builder.locale';
import { PartLoader } from '../../common/PartLoader';
import { lazyAskedAtOnce } from '../../common/lazy-asked-at-once';

registerLocaleBundle(lessonBuilderStrings);

// The properties panel (every component's editors, about 9 KB) shows once a component is selected: asked
// for as soon as the builder loads, it is there by then, and the builder's first paint does not wait for it.
const ComponentProperties = lazyAskedAtOnce(() => import('./properties/ComponentProperties').then((m) => m.ComponentProperties));

/**
 * The builder of a lesson's or a unit story's components (issue 14): the owner's bar (`bar`, given
 * the save state), a stale-draft notice, the component catalogue, the components in order and the
 * selected one's properties. Every change goes through one line of changes to the owner's draft.
 * Texts that name the owner ("Components of the lesson") take its kind as their i18next context.
 */
export function ComponentBuilder({
  draft,
  bar,
  ownerPanel,
}: {
  readonly draft: ComponentDraft;
  readonly bar: (saveState: SaveState) => ReactNode;
  /** The owner's own fields above the components (a lesson's overview), saved through the same line of changes. */
  readonly ownerPanel?: ReactNode;
}) {
  const { t } = useTranslation();
  const owner = draftOwnerOf(draft);
  const saver = useDraftSaver(owner, owner.unitId);
  const nameOf = useComponentName();
  const propertiesId = useId();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const components = draft.document.components;
  // A component someone else removed (a stale reload) is no longer selected.
  const selected = components.find((c) => c.id === selectedId) ?? null;

  return (
    <DraftSaverProvider value={saver.save}>
      <Stack gap="lg">
        {bar(saver.state)}
        {saver.stale && (
          <Alert color="yellow" role="alert" title={t('lbStale', { context: owner.kind })} withCloseButton closeButtonLabel={t('close')} onClose={saver.dismissStale}>
            {saver.stale}
          </Alert>
        )}
        {ownerPanel}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ComponentCatalogue owner={owner} components={components} selected={selected} onAdded={setSelectedId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ComponentOutline ownerKind={owner.kind} components={components} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" component="section" aria-labelledby={propertiesId}>
              <Title order={2} size="h4" id={propertiesId}>
                {selected ? t('lbPropertiesOf', { name: nameOf(selected) }) : t('lbProperties')}
              </Title>
              {selected ? (
                <Suspense fallback={<PartLoader />}>
                  <ComponentProperties key={selected.id} component={selected} />
                </Suspense>
              ) : (
                <Text size="sm">{t('lbNoSelection')}</Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </DraftSaverProvider>
  );
}
