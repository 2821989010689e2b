import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import { useServices } from '../../app/services-context';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringQueries } from '../authoring.queries';
import { SaveStatus } from '../lesson-builder/BuilderBar';
import { lessonBuilderPath } from '../lesson-builder/lesson-builder-paths';
import { lessonDraftQueries } from '../lesson-builder/lesson-draft.queries';
import { PublishControl } from '../publish/PublishControl';
import { PublishStateCell } from '../PublishStateCell';
import type { SaveState } from '../serial-saver';
import { assessmentPreviewPath } from './assessment-builder-paths';
import { AssessmentEditor } from './AssessmentEditor';

/**
 * /back-office/assessment-builder/unit/{unitId}/lesson/{lessonId}/assessment, the mid-unit and the
 * performance assessment builders (issue 15): the lesson's assessment with its bar. The assessment
 * reaches students with the lesson's publish (part 1's publish workflow).
 */
export function AssessmentBuilderPage({ unitId, lessonId }: { readonly unitId: number; readonly lessonId: number }) {
  const { t } = useTranslation();
  const { lessonContent, authoring } = useServices();
  const labels = useAuthoringLabels();
  const loaded = useQuery(lessonDraftQueries.lesson(lessonContent, lessonId)).data;
  const lesson = loaded?.lesson;
  const name = lesson ? labels.lesson(lesson) : '';
  const unit = loaded ? labels.unit({ name: loaded.document.unitTitle, number: loaded.document.unitNumber, specialUnitAcronym: null }) : '';
  // Mid-unit and performance lessons are their assessment; the others have components of their own to go back to.
  const ownComponents = lesson && lesson.lessonTypeId !== 5 && lesson.lessonTypeId !== 6;
  // A literacy unit's lessons have the skill unit's builder: the link waits for the unit to know which.
  const belongsTo = useQuery({ ...authoringQueries.unit(authoring, unitId), enabled: Boolean(ownComponents) }).data?.belongsTo;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="md">
          <Anchor component={Link} to={`/back-office/unit-builder/unit/${unitId}`} size="sm">
            {t('lbBackToUnit', { unit })}
          </Anchor>
          {ownComponents && belongsTo && (
            <Anchor component={Link} to={lessonBuilderPath({ id: unitId, belongsTo }, lesson)} size="sm">
              {t('abBackToLesson', { lesson: name })}
            </Anchor>
          )}
        </Group>
        <Title order={1}>{t('abTitle', { lesson: name })}</Title>
        {lesson && <Text size="sm">{labels.otherLanguage(lesson.title)}</Text>}
      </Stack>
      <AssessmentEditor source={{ lessonId }} bar={(draft, saveState) => <AssessmentBuilderBar draft={draft} saveState={saveState} itemName={name} />} />
    </Stack>
  );
}

/** The bar (the lesson builder's): publish state, save state, Preview, and the lesson's publish (which publishes its assessment). */
function AssessmentBuilderBar({ draft, saveState, itemName }: { readonly draft: AssessmentDraft; readonly saveState: SaveState; readonly itemName: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group gap="lg" align="flex-start">
          <PublishStateCell state={draft.publishState} publishedAt={null} />
          <SaveStatus state={saveState} />
          <Anchor component={Link} to={assessmentPreviewPath(draft.unitId, draft.lessonId, draft.lessonTypeId)} aria-label={t('lbPreviewNamed', { name: itemName })}>
            {t('lbPreview')}
          </Anchor>
        </Group>
        <PublishControl scope="lesson" targetId={draft.lessonId} itemName={itemName} />
      </Stack>
    </Paper>
  );
}
