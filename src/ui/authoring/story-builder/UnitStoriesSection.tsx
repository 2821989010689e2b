import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { useDialogOpener } from '../../common/use-dialog-opener';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { useAuthoringLabels } from '../authoring-labels';
import { AuthoringNotices } from '../AuthoringNotices';
import { AuthoringRowHeader, AuthoringTable } from '../AuthoringTable';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import { RemoveButton, RenameButton } from '../RowDialogButton';
import { useAuthoringFeedback } from '../use-authoring-feedback';
import { useItemDialog } from '../use-item-dialog';
import { useRemoveDialog } from '../use-remove-dialog';
import { storyBuilderStrings } from './story-builder.locale';
import { useCreateStory, useRemoveStory, useRenameStory } from './story-drafts.queries';
import { StoryNameDialog } from './StoryNameDialog';
import { storyBuilderPath, storyPreviewPath } from './story-paths';

registerLocaleBundle(lessonBuilderStrings, storyBuilderStrings);

type Story = AuthoredUnitDetails['unitStories'][number];

/**
 * The unit builder's stories (product-spec §3 Unit story): each with its publish state, to edit,
 * rename, preview, publish on its own or remove after confirming (a published one leaves students
 * with the next unit publish, said so). A new story opens in its builder at once.
 */
export function UnitStoriesSection({ unit, unitName }: { readonly unit: AuthoredUnitDetails; readonly unitName: string }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const navigate = useNavigate();
  const feedback = useAuthoringFeedback();
  const dialog = useDialogOpener();
  const adding = useCreateStory(unit.id);
  const removal = useRemoveStory(unit.id);
  const removing = useRemoveDialog<Story>({
    dialog,
    feedback,
    failedKey: 'sbFailedToRemoveStory',
    remove: (story, handlers) => removal.mutate(story.id, handlers),
  });
  const renameDialog = useItemDialog<Story>(dialog);
  const stories = [...unit.unitStories].sort((a, b) => a.order - b.order);

  const add = () =>
    adding.mutate(undefined, {
      onSuccess: (saved) => navigate(storyBuilderPath(unit.id, saved.data.story.id)),
      onError: (error) => feedback.failed('sbFailedToCreateStory', error),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="unit-stories">
      <Group justify="space-between">
        <Title order={2} id="unit-stories" ref={dialog.headingRef} tabIndex={-1}>
          {t('sbStories')}
        </Title>
        <Button onClick={add} loading={adding.isPending}>
          {t('sbAddStory')}
        </Button>
      </Group>
      <AuthoringNotices notice={feedback.notice} onDismiss={feedback.dismissNotice} announcement="" />
      <AuthoringTable
        caption={t('sbStoriesCaption', { unit: unitName, count: stories.length })}
        columns={['sbColStory', 'authoringColState', 'authoringColActions', 'authoringColPublish']}
        empty={t('sbStoriesEmpty')}
        count={stories.length}
      >
        {stories.map((story) => {
          const name = labels.text(story.name);
          return (
            <Table.Tr key={story.id}>
              <AuthoringRowHeader otherLanguage={labels.otherLanguage(story.name)}>{name}</AuthoringRowHeader>
              <Table.Td>
                <PublishStateCell state={story.publishState} publishedAt={null} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button component={Link} to={storyBuilderPath(unit.id, story.id)} size="xs" variant="default" aria-label={t('sbEditNamed', { name })}>
                    {t('sbEdit')}
                  </Button>
                  <RenameButton id={story.id} name={name} onOpen={() => renameDialog.open(story)} />
                  <Anchor component={Link} to={storyPreviewPath(unit.id, story.id)} size="sm" aria-label={t('lbPreviewNamed', { name })}>
                    {t('lbPreview')}
                  </Anchor>
                  <RemoveButton name={name} onOpen={() => removing.open(story)} />
                </Group>
              </Table.Td>
              <Table.Td>
                <PublishControl scope="story" targetId={story.id} itemName={name} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AuthoringTable>
      {renameDialog.item && (
        <StoryRenameDialog
          unitId={unit.id}
          story={renameDialog.item}
          title={t('authoringRenameNamed', { name: labels.text(renameDialog.item.name) })}
          onClose={() => renameDialog.close()}
          onSaved={(message) => {
            feedback.saved(message);
            renameDialog.close();
          }}
        />
      )}
      <ConfirmRemoveModal
        name={removing.removing ? labels.text(removing.removing.name) : null}
        onClose={() => removing.close()}
        onConfirm={removing.confirm}
        busy={removal.isPending}
        error={removing.error}
      />
    </Stack>
  );
}

function StoryRenameDialog({ unitId, story, title, onClose, onSaved }: { readonly unitId: number; readonly story: Story; readonly title: string; readonly onClose: () => void; readonly onSaved: (message: string) => void }) {
  const rename = useRenameStory(unitId, story.id);
  return <StoryNameDialog name={story.name} title={title} rename={rename} onClose={onClose} onSaved={onSaved} />;
}
