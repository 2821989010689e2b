import { useState } from 'react';
import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { VENN_REGIONS, type VennRegion } from '@domain/assessment/question.schemas';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { useAssessmentSave } from '../assessment-draft.queries';
import { ImageField } from './CommonQuestionFields';
import { AddPartForm, ShortPair } from './fields';
import { PlacedElementRow } from './PlacedElementRow';
import { useQuestionSave } from './use-question-save';

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
            <PlacedElementRow
              key={element.id}
              questionId={question.id}
              element={element}
              placement={{
                part: 'venn-element',
                label: (number) => t('abRegion', { number }),
                options: regions,
                current: (e) => e.region,
                fields: (chosen, now) => ({ region: (chosen ?? now.region ?? 'primary') as VennRegion }),
              }}
            />
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
