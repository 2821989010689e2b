import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoryDraft } from '@application/authoring/lesson-content.use-cases';
import { useDialogOpener } from '../../common/use-dialog-opener';
import { useAuthoringLabels } from '../authoring-labels';
import { SaveStatus } from '../lesson-builder/BuilderBar';
import { useSave, type SaveState } from '../lesson-builder/draft-saver';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import { RenameButton } from '../RowDialogButton';
import { savedFrom } from './story-drafts.queries';
import { StoryNameDialog } from './StoryNameDialog';
import { storyPreviewPath } from './story-paths';

/**
 * The story builder's bar: back to its unit, the story's name (renamed in a dialog, as one change in
 * the builder's line of changes), its publish state and save state, the preview of the draft and the
 * story's own publish (product-spec §4: a story publishes alone; the unit's list changes with a unit publish).
 */
export function StoryBuilderBar({ draft, saveState }: { readonly draft: StoryDraft; readonly saveState: SaveState }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const save = useSave();
  const dialog = useDialogOpener();
  const [renaming, setRenaming] = useState(false);
  const { story } = draft;
  const name = labels.text(story.name);
  const close = () => {
    setRenaming(false);
    dialog.closing();
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Anchor component={Link} to={`/back-office/unit-builder/unit/${story.unitId}`} size="sm">
          {t('sbBackToUnit')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('sbKind')}
        </Text>
        <Group gap="sm" align="center">
          <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
            {name}
          </Title>
          <RenameButton
            id={story.id}
            name={name}
            onOpen={() => {
              dialog.opening();
              setRenaming(true);
            }}
          />
        </Group>
        <Text size="sm">{labels.otherLanguage(story.name)}</Text>
        <Group gap="lg" align="flex-start">
          {/* The draft's document carries the time it was read, not a publish time: none is shown. */}
          <PublishStateCell state={story.publishState} publishedAt={null} />
          <SaveStatus state={saveState} />
          <Anchor component={Link} to={storyPreviewPath(story.unitId, story.id)} aria-label={t('lbPreviewNamed', { name })}>
            {t('lbPreview')}
          </Anchor>
        </Group>
        <PublishControl scope="story" targetId={story.id} itemName={name} />
      </Stack>
      {renaming && (
        <StoryNameDialog
          name={story.name}
          title={t('authoringRenameNamed', { name })}
          rename={(value) => savedFrom(save((content, version) => content.renameStory(story.id, version, value)))}
          onClose={close}
          onSaved={(message) => {
            showSnackbar({ color: 'green', message: message || t('changesSaved') });
            close();
          }}
        />
      )}
    </Paper>
  );
}
