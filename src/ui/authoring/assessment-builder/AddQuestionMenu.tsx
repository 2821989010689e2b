import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import { questionTypesAvailable } from '@domain/authoring/assessment-question-types';
import type { QuestionType } from '@domain/assessment/question-types';
import { useAssessmentSave } from './assessment-draft.queries';

const MAX_GROUP = 50;

/**
 * "Add question": the nine types (an essay or a Venn diagram disabled, with the reason, once the
 * assessment has one: §5), and the section to add it to. The new question is selected for editing.
 */
export function AddQuestionMenu({ draft, onAdded }: { readonly draft: AssessmentDraft; readonly onAdded: (questionId: number) => void }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const headingId = useId();
  const options = questionTypesAvailable(draft);
  const firstAvailable = options.find((o) => o.available)?.type ?? 'multiple-choice';
  const [type, setType] = useState<QuestionType>(firstAvailable);
  const [group, setGroup] = useState(String(draft.sections[0]?.groupNumber ?? 1));
  const [error, setError] = useState<string | null>(null);
  const chosen = options.find((o) => o.type === type)?.available ? type : firstAvailable;
  const groups = [...new Set([...draft.sections.map((s) => s.groupNumber), Math.min(MAX_GROUP, Math.max(0, ...draft.sections.map((s) => s.groupNumber)) + 1)])];

  const add = async () => {
    const before = new Set(draft.sections.flatMap((s) => s.questions.map((q) => q.id)));
    const outcome = await save((b, v) => b.addQuestion(draft.id, v, chosen, Number(group)));
    setError(outcome.ok ? null : outcome.text);
    if (!outcome.ok) return;
    const added = outcome.draft.sections.flatMap((s) => s.questions).find((q) => !before.has(q.id));
    if (added) onAdded(added.id);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('abAddQuestion')}
      </Title>
      <Text size="sm">{t('abAddQuestionHint')}</Text>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('abAddQuestionType')}
          value={chosen}
          onChange={(event) => setType(event.currentTarget.value as QuestionType)}
          data={options.map((o) => ({
            value: o.type,
            label: o.available ? t(`abType-${o.type}`) : `${t(`abType-${o.type}`)} (${t('abLimitReached')})`,
            disabled: !o.available,
          }))}
        />
        <NativeSelect label={t('abAddQuestionGroup')} value={group} onChange={(event) => setGroup(event.currentTarget.value)} data={groups.map((n) => ({ value: String(n), label: String(n) }))} />
        <Button onClick={() => void add()}>{t('abAddQuestion')}</Button>
      </Group>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
