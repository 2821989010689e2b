import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SaveStatus } from '../lesson-builder/BuilderBar';
import type { SaveState } from '../lesson-builder/draft-saver';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import type { ReadingDraftSaver } from './reading-draft-saver';
import type { ReadingDraft } from './reading-drafts.queries';

export interface ReadingBuilderBarProps {
  readonly draft: ReadingDraft;
  readonly scope: 'biography' | 'timeline';
  /** The item's name in the creator's language, and the other language's line beneath. */
  readonly name: string;
  readonly otherLanguage: string;
  readonly previewPath: string;
  readonly saver: Pick<ReadingDraftSaver<ReadingDraft>, 'stale' | 'dismissStale'> & { readonly state: SaveState };
}

/**
 * A biography's or timeline's bar: back to its unit, its name, publish state and save state, the
 * preview of the draft and the item's publish; a stale save's notice beneath (the newer draft is shown).
 */
export function ReadingBuilderBar({ draft, scope, name, otherLanguage, previewPath, saver }: ReadingBuilderBarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Anchor component={Link} to={`/back-office/unit-builder/unit/${draft.unitId}`} size="sm">
            {t('rbBackToUnit')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(scope === 'biography' ? 'rbBiographyKind' : 'rbTimelineKind')}
          </Text>
          <Title order={1}>{name}</Title>
          <Text size="sm">{otherLanguage}</Text>
          <Group gap="lg" align="flex-start">
            {/* The draft's document carries the time it was read, not a publish time: none is shown. */}
            <PublishStateCell state={draft.publishState} publishedAt={null} />
            <SaveStatus state={saver.state} />
            <Anchor component={Link} to={previewPath} aria-label={t('lbPreviewNamed', { name })}>
              {t('lbPreview')}
            </Anchor>
          </Group>
          <PublishControl scope={scope} targetId={draft.id} itemName={name} />
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
