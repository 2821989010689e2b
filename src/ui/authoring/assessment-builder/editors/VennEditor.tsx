import { useState } from 'react';
import { Button, Fieldset, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { VENN_REGIONS, type VennRegion } from '@domain/assessment/question.schemas';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { ChoiceField } from '../../lesson-builder/fields';
import { useAssessmentSave } from '../assessment-draft.queries';
import { plainOf, questionIn } from './assessment-parts';
import { ImageField } from './CommonQuestionFields';
import { AddPartForm, ShortPair } from './fields';
import { useQuestionSave } from './use-question-save';

type Element = QuestionDraft['elements'][number];

/**
 * A Venn diagram (product-spec §3): the two sets' labels and images, and its elements, each with the
 * region it belongs in (its correct answer set: the first set only, the second only, or both).
 */
export function VennEditor({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const saveFields = useQuestionSave(question.id);
  const regions = VENN_REGIONS.map((value) => ({ value, label: t(`abRegion-${value}`) }));
  const [newRegion, setNewRegion] = useState<VennRegion>('primary');
  return (
    <Stack gap="md">
      <ShortPair
        labels={{ en: t('abSetLabelPrimaryEn'), es: t('abSetLabelPrimaryEs') }}
        value={question.primarySetLabel}
        field="primarySetLabel"
        onSave={(language, text) => saveFields((now) => ({ primarySetLabel: withLanguage(now?.primarySetLabel, language, text) }))}
      />
      <ShortPair
        labels={{ en: t('abSetLabelSecondaryEn'), es: t('abSetLabelSecondaryEs') }}
        value={question.secondarySetLabel}
        field="secondarySetLabel"
        onSave={(language, text) => saveFields((now) => ({ secondarySetLabel: withLanguage(now?.secondarySetLabel, language, text) }))}
      />
      <ImageField label={t('abSetImagePrimary')} image={question.primarySetImage} onSave={(primarySetImageId) => saveFields(() => ({ primarySetImageId }))} />
      <ImageField label={t('abSetImageSecondary')} image={question.secondarySetImage} onSave={(secondarySetImageId) => saveFields(() => ({ secondarySetImageId }))} />
      <Fieldset legend={t('abVennElements')}>
        <Stack gap="md">
          {question.elements.map((element) => (
            <VennElementRow key={element.id} questionId={question.id} element={element} regions={regions} />
          ))}
          <AddPartForm
            labels={{ en: t('abNewElementEn'), es: t('abNewElementEs') }}
            addLabel={t('abAddElement')}
            extra={
              <NativeSelect
                label={t('abRegion', { number: question.elements.length + 1 })}
                data={regions}
                value={newRegion}
                onChange={(event) => setNewRegion(event.currentTarget.value as VennRegion)}
              />
            }
            onAdd={(content) => save((b, v) => b.addVennElement(question.id, v, content, newRegion))}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}

function VennElementRow({ questionId, element, regions }: { readonly questionId: number; readonly element: Element; readonly regions: { value: VennRegion; label: string }[] }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const number = element.order;
  // The element's content and region go together (`PUT venn-diagram-element/{id}`), the rest as the latest draft has it.
  const saveElement = (change: (now: Element) => { content: { en: string; es: string }; region: VennRegion }) =>
    save((b, v, latest) => {
      const now = questionIn(latest, questionId)?.elements.find((e) => e.id === element.id) ?? element;
      return b.editPart('venn-element', element.id, v, change(now));
    });
  return (
    <Stack gap="xs">
      <ShortPair
        labels={{ en: t('abElementEn', { number }), es: t('abElementEs', { number }) }}
        value={element.content}
        field="content"
        onSave={(language, text) => saveElement((now) => ({ content: withLanguage(now.content, language, text), region: now.region ?? 'primary' }))}
      />
      <Group align="flex-end" gap="xs">
        <ChoiceField
          label={t('abRegion', { number })}
          value={element.region}
          options={regions}
          onSave={(region) => saveElement((now) => ({ content: plainOf(now.content), region: region ?? 'primary' }))}
        />
        <Button variant="default" onClick={() => void save((b, v) => b.removePart('venn-element', element.id, v))}>
          {t('abRemoveElement', { number })}
        </Button>
      </Group>
    </Stack>
  );
}
