import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredVocabularyTerm, Glossary } from '@application/authoring/vocabulary.use-cases';
import { vocabularyTermFieldsSchema } from '@domain/authoring/vocabulary-authoring.schemas';
import { validateWith } from '../../common/validation';
import { FormModal } from '../../management/FormModal';
import { useHasChanges } from '../../management/use-has-changes';
import { useRecordForm, type RecordFormProps } from '../../management/use-record-form';
import { TermAudioField, type TermAudio } from './TermAudioField';
import { useSaveTerm } from './vocabulary.queries';

type TextField = 'name' | 'pronunciation' | 'definition' | 'secondaryDefinition' | 'category' | 'plural' | 'usage';
type Texts = Record<TextField, string>;

/** Each text field: its label, whether it is a paragraph (textarea), whether it is required, its hint. */
const FIELDS: readonly { readonly name: TextField; readonly label: string; readonly long?: boolean; readonly required?: boolean; readonly hint?: string }[] = [
  { name: 'name', label: 'vmFieldName', required: true },
  { name: 'pronunciation', label: 'vmFieldPronunciation' },
  { name: 'definition', label: 'vmFieldDefinition', long: true, required: true },
  { name: 'secondaryDefinition', label: 'vmFieldSecondary', long: true },
  { name: 'category', label: 'vmFieldCategory', hint: 'vmFieldCategoryHint' },
  { name: 'plural', label: 'vmFieldPlural' },
  { name: 'usage', label: 'vmFieldUsage', long: true, hint: 'vmFieldUsageHint' },
];

const textsOf = (term: AuthoredVocabularyTerm | null): Texts => ({
  name: term?.name ?? '',
  pronunciation: term?.pronunciation ?? '',
  definition: term?.definition ?? '',
  secondaryDefinition: term?.secondaryDefinition ?? '',
  category: term?.category ?? '',
  plural: term?.plural ?? '',
  usage: term?.usage ?? '',
});

export interface VocabularyTermModalProps extends RecordFormProps<AuthoredVocabularyTerm> {
  readonly glossary: Glossary;
}

/**
 * "Add a term" / "Edit {name}" (product-spec §3 Vocabulary term): the text fields checked with the
 * shared rules before anything is sent, the audio uploaded as the lesson builder uploads it; the
 * server's refusals (a name the glossary has already: 409 under Name) under their fields.
 */
export function VocabularyTermModal(props: VocabularyTermModalProps) {
  const { glossary, record: term } = props;
  const { t } = useTranslation();
  const form = useRecordForm(props, useSaveTerm(glossary));
  const [texts, setTexts] = useState<Texts>(() => textsOf(term));
  const [audio, setAudio] = useState<TermAudio>({ id: term?.audioId ?? null, url: term?.audio ?? null, newName: null });
  const changed = useHasChanges({ texts, audio: audio.id });

  const submit = () => {
    const checked = validateWith(vocabularyTermFieldsSchema, { ...texts, audioId: audio.id });
    if (checked.errors) return form.invalid(checked.errors);
    form.save({ termId: term?.id ?? null, fields: checked.data });
  };

  return (
    <FormModal
      opened={props.opened}
      title={term ? t('vmEditTitle', { name: term.name }) : t('vmAddTitle')}
      onClose={props.onClose}
      onSubmit={submit}
      changed={changed}
      summary={form.summary}
      busy={form.busy}
      size="lg"
    >
      {FIELDS.map((field) => {
        const common = {
          label: t(field.label),
          description: field.hint ? t(field.hint) : undefined,
          required: field.required,
          value: texts[field.name],
          error: form.errorText(field.name),
          onChange: (event: { currentTarget: { value: string } }) => {
            const value = event.currentTarget.value;
            setTexts((now) => ({ ...now, [field.name]: value }));
            form.clearErrors(field.name);
          },
        };
        return field.long ? <Textarea key={field.name} {...common} rows={3} /> : <TextInput key={field.name} {...common} />;
      })}
      <TermAudioField audio={audio} onChange={setAudio} error={form.errorText('audioId')} />
    </FormModal>
  );
}
