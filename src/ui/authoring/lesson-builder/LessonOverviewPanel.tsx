import { useId, useRef, useState } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import type { UnitSkills } from '@application/authoring/page-authoring.port';
import type { LessonOverviewChange } from '@domain/authoring/lesson-overview.schemas';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { useSave, type SaveOutcome } from './draft-saver';
import { ChoiceField } from './choice-fields';
import { lessonOverviewStrings } from './lesson-overview.locale';
import { lessonOverviewQueries } from './lesson-overview.queries';
import { EssentialQuestionFields } from './properties/EssentialQuestionEditor';
import { useConfirmedRemoval } from './use-confirmed-removal';

registerLocaleBundle(lessonOverviewStrings);

/**
 * The lesson's own overview in the lesson builder (issue 14; `PUT lesson/{id}/overview`): its essential
 * question (what students read at the top of the lesson) and the unit's teacher page whose skills it
 * practises. Closed, it says what is set; open, each field saves through the builder's one line of
 * changes, like the components.
 */
export function LessonOverviewPanel({ draft }: { readonly draft: LessonDraft }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const lesson = draft.document;
  const summary = t('lbLessonOverviewSummary', {
    question: t(lesson.essentialQuestion ? 'lbLessonOverviewWritten' : 'lbLessonOverviewNone'),
    skills: t(lesson.skillsId === null ? 'lbLessonOverviewNone' : 'lbLessonOverviewLinked'),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          <UnstyledButton ref={toggle} fz="inherit" fw="inherit" aria-expanded={opened} aria-controls={opened ? bodyId : undefined} onClick={() => setOpened((o) => !o)}>
            <span aria-hidden="true">{opened ? '▾ ' : '▸ '}</span>
            {t('lbLessonOverview')}
          </UnstyledButton>
        </Title>
        <Text size="sm">{summary}</Text>
        {opened && <OverviewFields id={bodyId} draft={draft} afterRemoval={() => toggle.current?.focus()} />}
      </Stack>
    </Paper>
  );
}

function OverviewFields({ id, draft, afterRemoval }: { readonly id: string; readonly draft: LessonDraft; readonly afterRemoval: () => void }) {
  const { t } = useTranslation();
  const save = useSave();
  const removal = useConfirmedRemoval();
  const { pageAuthoring } = useServices();
  const lesson = draft.document;
  const skills = useQuery(lessonOverviewQueries.unitSkills(pageAuthoring, lesson.unitId));
  const saveOverview = (change: LessonOverviewChange) => save((content, version) => content.saveLessonOverview(lesson.id, version, change));
  const removeQuestion = () =>
    // The remove button goes with the question: focus returns to the panel's toggle.
    removal.ask(t('lbLessonQuestionName'), (content, version) => content.saveLessonOverview(lesson.id, version, { essentialQuestion: null }), afterRemoval);

  return (
    <Stack id={id} gap="md">
      <Text size="sm">{t('lbLessonOverviewHint')}</Text>
      <EssentialQuestionFields owner="lesson" question={lesson.essentialQuestion} onSave={(question, audio) => saveOverview({ essentialQuestion: { question, audio } })} />
      {lesson.essentialQuestion && (
        <Group>
          <Button variant="outline" color="red.9" onClick={removeQuestion}>
            {t('lbRemoveLessonQuestion')}
          </Button>
        </Group>
      )}
      <QueryStatus query={skills} texts={{ loading: t('lbLessonSkillsLoading'), failed: t('lbLessonSkillsFailed'), tryAgain: t('retry') }}>
        {(unit) => <SkillsChoice unit={unit} skillsId={lesson.skillsId} onSave={(skillsId) => saveOverview({ skillsId })} />}
      </QueryStatus>
      {removal.dialog}
    </Stack>
  );
}

/** The unit's teacher page to link the lesson to (or none), with the skills it lists. */
function SkillsChoice({ unit, skillsId, onSave }: { readonly unit: UnitSkills; readonly skillsId: number | null; readonly onSave: (skillsId: number | null) => Promise<SaveOutcome<unknown>> }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const listId = useId();
  const page = unit.teacherPage;
  if (!page) return <Text size="sm">{t('lbLessonSkillsNoPage')}</Text>;
  const pageName = labels.text(page.title);
  return (
    <Stack gap="xs">
      <ChoiceField
        label={t('lbLessonSkills')}
        description={t('lbLessonSkillsHint')}
        value={skillsId === null ? null : String(skillsId)}
        options={[{ value: String(page.id), label: pageName }]}
        emptyLabel={t('lbLessonSkillsNone')}
        onSave={(chosen) => onSave(chosen === null ? null : Number(chosen))}
      />
      {unit.skills.length === 0 ? (
        <Text size="sm">{t('lbLessonSkillsEmpty')}</Text>
      ) : (
        <>
          <Text size="sm" id={listId}>
            {t('lbLessonSkillsOnPage', { page: pageName })}
          </Text>
          <List size="sm" aria-labelledby={listId}>
            {unit.skills.map((skill) => (
              <List.Item key={skill.id}>{labels.text(skill.name)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
