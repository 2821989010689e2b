import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { richOf } from './assessment-parts';
import { RichPair, type EditorHeight } from './fields';
import { useQuestionSave } from './use-question-save';

/**
 * The teacher's side of a question a teacher scores (written response, essay): the suggested answer
 * (shown to the student after submission) and the rubric, in editors of the type's height (§9).
 */
export function AnswerKeyEditor({ question, height }: { readonly question: QuestionDraft; readonly height: EditorHeight }) {
  const { t } = useTranslation();
  const saveFields = useQuestionSave(question.id);
  return (
    <Stack gap="md">
      <RichPair
        height={height}
        labels={{ en: t('abSuggestedEn'), es: t('abSuggestedEs') }}
        value={question.suggestedAnswer}
        onSave={(language, html) => saveFields((now) => ({ suggestedAnswer: richOf(withLanguage(now?.suggestedAnswer, language, html)) }))}
      />
      <RichPair
        height={height}
        labels={{ en: t('abRubricEn'), es: t('abRubricEs') }}
        value={question.rubric}
        onSave={(language, html) => saveFields((now) => ({ rubric: richOf(withLanguage(now?.rubric, language, html)) }))}
      />
    </Stack>
  );
}
