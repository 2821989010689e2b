import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublishState } from '@domain/authoring/authoring.responses';
import { SaveStatus, type SaveStatusWords } from '../lesson-builder/BuilderBar';
import type { SaveState } from '../lesson-builder/draft-saver';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import type { ReadingDraftSaver } from './reading-draft-saver';
import type { ReadingDraft } from './reading-drafts.queries';

/** What a bar reads of its builder's line of changes: the save state and a stale save's notice. */
export type BarSaver = Pick<ReadingDraftSaver<ReadingDraft>, 'stale' | 'dismissStale'> & { readonly state: SaveState };

export interface ReadingBuilderBarProps {
  readonly draft: ReadingDraft;
  readonly scope: 'biography' | 'timeline';
  /** The item's name in the creator's language, and the other language's line beneath. */
  readonly name: string;
  readonly otherLanguage: string;
  readonly previewPath: string;
  readonly saver: BarSaver;
}

/** A biography's or timeline's bar: back to its unit, and the item's own publish. */
export function ReadingBuilderBar({ draft, scope, name, otherLanguage, previewPath, saver }: ReadingBuilderBarProps) {
  const { t } = useTranslation();
  return (
    <DraftBuilderBar
      back={{ path: `/back-office/unit-builder/unit/${draft.unitId}`, label: t('rbBackToUnit') }}
      kind={t(scope === 'biography' ? 'rbBiographyKind' : 'rbTimelineKind')}
      name={name}
      otherLanguage={otherLanguage}
      publishState={draft.publishState}
      previewPath={previewPath}
      saver={saver}
      publish={<PublishControl scope={scope} targetId={draft.id} itemName={name} />}
    />
  );
}

export interface DraftBuilderBarProps {
  readonly back: { readonly path: string; readonly label: string };
  /** What the item is ("Biography", "Unit opener"). */
  readonly kind: string;
  readonly name: string;
  readonly otherLanguage: string;
  readonly publishState: PublishState;
  readonly previewPath: string;
  readonly saver: BarSaver;
  /** How the item is published: its own publish control, or a word on the publish it goes out with. */
  readonly publish: ReactNode;
  /** How the save state speaks (the server's confirmation as received, a refusal's name). */
  readonly status?: SaveStatusWords;
}

/**
 * The bar of a builder of one draft (biography, timeline, opener, teacher page…): the way back, the
 * item's name, publish state and save state, the preview of the draft and its publish; a stale save's
 * notice beneath (the newer draft is shown).
 */
export function DraftBuilderBar({ back, kind, name, otherLanguage, publishState, previewPath, saver, publish, status }: DraftBuilderBarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Anchor component={Link} to={back.path} size="sm">
            {back.label}
          </Anchor>
          <Text size="sm" c="dimmed">
            {kind}
          </Text>
          <Title order={1}>{name}</Title>
          <Text size="sm">{otherLanguage}</Text>
          <Group gap="lg" align="flex-start">
            {/* The draft's document carries the time it was read, not a publish time: none is shown. */}
            <PublishStateCell state={publishState} publishedAt={null} />
            <SaveStatus state={saver.state} {...status} />
            <Anchor component={Link} to={previewPath} aria-label={t('lbPreviewNamed', { name })}>
              {t('lbPreview')}
            </Anchor>
          </Group>
          {publish}
        </Stack>
      </Paper>
      {saver.stale && (
        <Alert color="yellow" role="alert" title={t('rbStale')} withCloseButton closeButtonLabel={t('close')} onClose={saver.dismissStale}>
          {saver.stale}
        </Alert>
      )}
    </Stack>
  );
}
