import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BilingualShort } from '@domain/authoring/assessment-authoring.schemas';
import type { Language } from '@domain/shared/constants';
import { RichTextField } from '../../editing/RichTextField';
import { requiredNameRules, RuleField } from '../../lesson-builder/fields';
import type { SaveOutcome } from '../../serial-saver';
import classes from '../assessment-builder.module.css';

const LANGUAGES: readonly Language[] = ['en', 'es'];
type Outcome = Promise<SaveOutcome<unknown>>;

/** A short text's rules per language (product-spec §5: English required, at most 500 characters). */
const assessmentSchemas = () => import('@domain/authoring/assessment-authoring.schemas');
export const shortRules = requiredNameRules(() => assessmentSchemas().then((m) => m.bilingualShortSchema));

/** Editor heights of product-spec §9. */
export type EditorHeight = 240 | 168 | 128;
const HEIGHT_CLASS: Record<EditorHeight, string> = { 240: classes.editor240, 168: classes.editor168, 128: classes.editor128 };

/** English and Spanish of one rich text (an instruction, a rubric), each saved on its own after typing stops. */
export function RichPair({
  labels,
  value,
  height = 240,
  onSave,
}: {
  readonly labels: Readonly<Record<Language, string>>;
  readonly value: { readonly en: string; readonly es: string } | null;
  readonly height?: EditorHeight;
  readonly onSave: (language: Language, html: string) => Outcome;
}) {
  return (
    <Box className={HEIGHT_CLASS[height]}>
      <Stack gap="sm">
        {LANGUAGES.map((language) => (
          <RichTextField key={language} label={labels[language]} language={language} value={value?.[language] ?? ''} onChange={(html) => void onSave(language, html)} />
        ))}
      </Stack>
    </Box>
  );
}

/** English and Spanish of one short text (a choice, a label), saved when each is left; English is required. */
export function ShortPair({
  labels,
  value,
  field,
  onSave,
}: {
  readonly labels: Readonly<Record<Language, string>>;
  readonly value: { readonly en: string; readonly es: string } | null;
  readonly field: string;
  readonly onSave: (language: Language, text: string) => Outcome;
}) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <RuleField key={language} label={labels[language]} value={value?.[language] ?? ''} field={field} parse={shortRules[language]} onSave={(text) => onSave(language, text)} />
      ))}
    </>
  );
}

/**
 * A new list part (an element, a column, a topic): its text in both languages and, if the part needs
 * one, another choice (`extra`, such as its region), then Add. Checked by the shared rule first.
 */
export function AddPartForm({
  labels,
  addLabel,
  extra,
  onAdd,
}: {
  readonly labels: Readonly<Record<Language, string>>;
  readonly addLabel: string;
  readonly extra?: ReactNode;
  readonly onAdd: (text: BilingualShort) => Outcome;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState({ en: '', es: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    const parsed = await assessmentSchemas().then(
      (m) => m.bilingualShortSchema.safeParse(text),
      () => null,
    );
    if (!parsed?.success) {
      setBusy(false);
      return setError(t(parsed ? 'abShortRule' : 'offline'));
    }
    const outcome = await onAdd(parsed.data);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.text);
    setError(null);
    setText({ en: '', es: '' });
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        {LANGUAGES.map((language) => (
          <TextInput key={language} label={labels[language]} value={text[language]} onChange={(event) => setText({ ...text, [language]: event.currentTarget.value })} />
        ))}
        {extra}
        <Button variant="default" onClick={() => void add()} loading={busy}>
          {addLabel}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
