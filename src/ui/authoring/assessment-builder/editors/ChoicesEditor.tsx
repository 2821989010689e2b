import { Button, Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { withLanguage, withRecording } from '../../lesson-builder/draft-parts';
import { RuleField } from '../../lesson-builder/fields';
import { ruleOf } from '../../lesson-builder/field-rules';
import { NarrationFields } from '../../lesson-builder/properties/NarrationFields';
import { useAssessmentSave, type AssessmentChange } from '../assessment-draft.queries';
import { choiceFieldsOf, choiceIn, richOf } from './assessment-parts';
import { RichPair, ShortPair } from './fields';

type Choice = QuestionDraft['choices'][number];
type ChoiceFields = ReturnType<typeof choiceFieldsOf>;
/** How the question uses its choices: one correct (multiple choice, true/false), several (multiple response), or none (a cloze word bank). */
export type ChoiceMode = 'single' | 'boolean' | 'multi' | 'bank';

const numberRule = ruleOf(z.number().int().min(1).max(999), (raw) => (raw.trim() === '' ? NaN : Number(raw)));

/**
 * A question's choices (product-spec §3 "Choice fields"): which is correct (a radio for one correct,
 * checkboxes toggled one by one for several), and per choice its text, number, narration, and the
 * response shown after submission with its narration. A true/false question keeps its two choices.
 */
export function ChoicesEditor({ question, mode }: { readonly question: QuestionDraft; readonly mode: ChoiceMode }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const label = (c: Choice) => `${t('abChoiceNamed', { number: c.choiceNumber })}: ${c.text.en}`;
  const correctOne = question.choices.find((c) => c.correct);
  return (
    <Stack gap="md">
      {(mode === 'single' || mode === 'boolean') && question.choices.length > 0 && (
        <Radio.Group label={t('abCorrect')} value={correctOne ? String(correctOne.id) : null} onChange={(id) => void save((b, v) => b.chooseCorrectChoice(Number(id), v))}>
          <Stack gap={4} mt={4}>
            {question.choices.map((c) => (
              <Radio key={c.id} value={String(c.id)} label={label(c)} aria-label={t('abCorrectOne', { number: c.choiceNumber })} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {mode === 'multi' && question.choices.length > 0 && (
        <Fieldset legend={t('abCorrect')} variant="unstyled">
          <Stack gap={4}>
            {question.choices.map((c) => (
              <Checkbox key={c.id} checked={c.correct} label={label(c)} aria-label={t('abCorrectMany', { number: c.choiceNumber })} onChange={() => void save((b, v) => b.toggleCorrectChoice(c.id, v))} />
            ))}
          </Stack>
        </Fieldset>
      )}
      <Fieldset legend={t(mode === 'bank' ? 'abWordBank' : 'abChoices')}>
        <Stack gap="lg">
          {question.choices.map((c) => (
            <ChoiceFieldsEditor key={c.id} choice={c} removable={mode !== 'boolean'} bank={mode === 'bank'} />
          ))}
          {mode === 'boolean' ? (
            <Text size="sm">{t('abBooleanFixed')}</Text>
          ) : (
            <Button variant="default" w="fit-content" onClick={() => void save((b, v) => b.addChoice(question.id, v, question.choices.length + 1))}>
              {t(mode === 'bank' ? 'abAddWord' : 'abAddChoice')}
            </Button>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}

/** A choice's fields; a word bank's word (`bank`) is only its text, number and narration. */
function ChoiceFieldsEditor({ choice, removable, bank }: { readonly choice: Choice; readonly removable: boolean; readonly bank: boolean }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const number = choice.choiceNumber;
  // Every change sends the whole choice (`change-name`), the rest as the latest draft has it.
  const saveChoice = (fields: (now: ChoiceFields, latest: Choice) => Partial<ChoiceFields>) =>
    save(((b, v, draft) => {
      const latest = choiceIn(draft, choice.id) ?? choice;
      const now = choiceFieldsOf(latest);
      return b.editChoice(choice.id, v, { ...now, ...fields(now, latest) });
    }) satisfies AssessmentChange);
  return (
    <Stack gap="xs" data-testid={`choice-${number}`}>
      <ShortPair
        labels={bank ? { en: t('abWordTextEn', { number }), es: t('abWordTextEs', { number }) } : { en: t('abChoiceTextEn', { number }), es: t('abChoiceTextEs', { number }) }}
        value={choice.text}
        field="name"
        onSave={(language, text) => saveChoice((now) => ({ name: withLanguage(now.name, language, text) }))}
      />
      <RuleField label={t(bank ? 'abWordNumber' : 'abChoiceNumber', { number })} inputMode="numeric" value={String(number)} field="choiceNumber" parse={numberRule} onSave={(choiceNumber) => saveChoice(() => ({ choiceNumber }))} />
      <NarrationFields
        labels={{ en: t('abChoiceAudioEn', { number }), es: t('abChoiceAudioEs', { number }) }}
        audio={choice.choiceAudio}
        onSave={(language, id) => saveChoice((_, latest) => ({ choiceAudio: withRecording(latest.choiceAudio, language, id) }))}
      />
      {!bank && (
        <>
          <RichPair
            height={128}
            labels={{ en: t('abResponseEn', { number }), es: t('abResponseEs', { number }) }}
            value={choice.responseText}
            onSave={(language, html) => saveChoice((now) => ({ responseText: richOf(withLanguage(now.responseText, language, html)) }))}
          />
          <NarrationFields
            labels={{ en: t('abResponseAudioEn', { number }), es: t('abResponseAudioEs', { number }) }}
            audio={choice.responseAudio}
            onSave={(language, id) => saveChoice((_, latest) => ({ responseAudio: withRecording(latest.responseAudio, language, id) }))}
          />
        </>
      )}
      {removable && (
        <Group>
          <Button size="xs" variant="default" color="red" onClick={() => void save((b, v) => b.removeChoice(choice.id, v))}>
            {t(bank ? 'abRemoveWord' : 'abRemoveChoice', { number })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
