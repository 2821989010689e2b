import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import { useAuthoringLabels } from '../authoring-labels';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import type { SaveState } from './draft-saver';
import { lessonPreviewPath } from './lesson-builder-paths';

/**
 * The lesson builder's bar: the lesson and its unit, whether the last changes are saved (a refusal
 * with the server's message as received, §8.1), its publish state, the preview and the lesson publish.
 */
export function BuilderBar({ draft, saveState }: { readonly draft: LessonDraft; readonly saveState: SaveState }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const { lesson, document } = draft;
  const name = labels.lesson(lesson);
  const unit = labels.unit({ name: document.unitTitle, number: document.unitNumber, specialUnitAcronym: null });

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Anchor component={Link} to={`/back-office/unit-builder/unit/${lesson.unitId}`} size="sm">
          {t('lbBackToUnit', { unit })}
        </Anchor>
        <Title order={1}>{name}</Title>
        <Text size="sm">{labels.otherLanguage(lesson.title)}</Text>
        <Group gap="lg" align="flex-start">
          <PublishStateCell state={lesson.publishState} publishedAt={lesson.publishedAt} />
          <SaveStatus state={saveState} />
          <Anchor component={Link} to={lessonPreviewPath(lesson.unitId, lesson.id)} aria-label={t('lbPreviewNamed', { name })}>
            {t('lbPreview')}
          </Anchor>
        </Group>
        <PublishControl scope="lesson" targetId={lesson.id} itemName={name} />
      </Stack>
    </Paper>
  );
}

/** How a save state speaks, where a builder says it otherwise than the lesson builder. */
export interface SaveStatusWords {
  /** Says the server's confirmation as received ("Unit Opener Updated", §8.1) instead of "All changes saved". */
  readonly received?: boolean;
  /** What a refusal is called ("Failed to save overview changes!"); "Not saved" otherwise. */
  readonly failedLabel?: string;
}

export interface SaveStatusProps extends SaveStatusWords {
  readonly state: SaveState;
}

/** "Saving…", then "All changes saved" (or the server's confirmation) — or the refusal, announced at once. */
export function SaveStatus({ state, received = false, failedLabel }: SaveStatusProps) {
  const { t } = useTranslation();
  const saved = state.kind === 'saved' ? (received && state.message) || t('lbAllSaved') : '';
  return (
    <>
      <Text size="sm" role="status">
        {state.kind === 'saving' ? t('lbSaving') : saved}
      </Text>
      {state.kind === 'failed' && (
        <Text size="sm" c="red.9" role="alert">
          {failedLabel ? `${failedLabel} ${state.text}` : `${t('lbSaveFailed')}: ${state.text}`}
        </Text>
      )}
    </>
  );
}
