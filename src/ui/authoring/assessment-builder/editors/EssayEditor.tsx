import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { withLanguage, withRecording } from '../../lesson-builder/draft-parts';
import { NarrationFields } from '../../lesson-builder/properties/NarrationFields';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import { useAssessmentSave } from '../assessment-draft.queries';
import { plainOf, questionIn, richOf } from './assessment-parts';
import { AddPartForm, RichPair, ShortPair } from './fields';
import { AnswerKeyEditor } from './WrittenEditor';

type Step = QuestionDraft['steps'][number];
type StepFields = { title: { en: string; es: string }; content: { en: string; es: string } | null; stepAudio: ReturnType<typeof audioChoiceOf> };

/**
 * An essay (product-spec §3): the topics a student picks from, the steps that guide the writing
 * (title, guidance in a 168 px editor (§9), narration), and its suggested answer and rubric.
 */
export function EssayEditor({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  return (
    <Stack gap="md">
      <Fieldset legend={t('abTopics')}>
        <Stack gap="md">
          {question.topics.map((topic) => (
            <Group key={topic.id} align="flex-end" gap="xs">
              <ShortPair
                labels={{ en: t('abTopicEn', { number: topic.order }), es: t('abTopicEs', { number: topic.order }) }}
                value={topic.title}
                field="title"
                onSave={(language, text) =>
                  save((b, v, latest) => {
                    const now = questionIn(latest, question.id)?.topics.find((x) => x.id === topic.id) ?? topic;
                    return b.editPart('essay-topic', topic.id, v, { title: withLanguage(now.title, language, text) });
                  })
                }
              />
              <Button variant="default" onClick={() => void save((b, v) => b.removePart('essay-topic', topic.id, v))}>
                {t('abRemoveTopic', { number: topic.order })}
              </Button>
            </Group>
          ))}
          <AddPartForm labels={{ en: t('abNewTopicEn'), es: t('abNewTopicEs') }} addLabel={t('abAddTopic')} onAdd={(title) => save((b, v) => b.addEssayTopic(question.id, v, title))} />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('abSteps')}>
        <Stack gap="lg">
          {question.steps.map((step) => (
            <EssayStepRow key={step.id} questionId={question.id} step={step} />
          ))}
          <AddPartForm labels={{ en: t('abNewStepEn'), es: t('abNewStepEs') }} addLabel={t('abAddStep')} onAdd={(title) => save((b, v) => b.addEssayStep(question.id, v, title))} />
        </Stack>
      </Fieldset>
      <AnswerKeyEditor question={question} height={168} />
    </Stack>
  );
}

function EssayStepRow({ questionId, step }: { readonly questionId: number; readonly step: Step }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const number = step.order;
  // A step is saved whole (`PUT …/essay-steps/{id}`), the rest as the latest draft has it.
  const saveStep = (change: (now: Step) => Partial<StepFields>) =>
    save((b, v, latest) => {
      const now = questionIn(latest, questionId)?.steps.find((s) => s.id === step.id) ?? step;
      const fields: StepFields = { title: plainOf(now.title), content: richOf(now.content), stepAudio: audioChoiceOf(now.stepAudio) };
      return b.editPart('essay-step', step.id, v, { ...fields, ...change(now) });
    });
  return (
    <Stack gap="xs">
      <ShortPair
        labels={{ en: t('abStepEn', { number }), es: t('abStepEs', { number }) }}
        value={step.title}
        field="title"
        onSave={(language, text) => saveStep((now) => ({ title: withLanguage(now.title, language, text) }))}
      />
      <RichPair
        height={168}
        labels={{ en: t('abStepContentEn', { number }), es: t('abStepContentEs', { number }) }}
        value={step.content}
        onSave={(language, html) => saveStep((now) => ({ content: richOf(withLanguage(now.content, language, html)) }))}
      />
      <NarrationFields
        labels={{ en: t('abStepAudioEn', { number }), es: t('abStepAudioEs', { number }) }}
        audio={step.stepAudio}
        onSave={(language, id) => saveStep((now) => ({ stepAudio: withRecording(now.stepAudio, language, id) }))}
      />
      <Group>
        <Button size="xs" variant="default" onClick={() => void save((b, v) => b.removePart('essay-step', step.id, v))}>
          {t('abRemoveStep', { number })}
        </Button>
      </Group>
    </Stack>
  );
}
