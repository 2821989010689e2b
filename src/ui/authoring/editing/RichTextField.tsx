import { Input } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/shared/constants';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { editingStrings } from './editing.locale';
import classes from './rich-text-field.module.css';

registerLocaleBundle(editingStrings);

export interface RichTextFieldProps {
  readonly label: string;
  /** The field's HTML as the draft holds it. */
  readonly value: string;
  /** The edited HTML, RICH_TEXT_DEBOUNCE_MS after the last change, or at once when the field loses focus. */
  readonly onChange: (html: string) => void;
  /** The language the text is written in (its `lang`, for screen readers and spelling). */
  readonly language: Language;
  readonly id?: string;
}

// tiptap, ProseMirror and @mantine/tiptap (~130 KB gzipped) load when the first form holding a field renders.
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));

/**
 * A labelled rich-text editor (RichTextEditorField). Until its code has arrived, the field's label and
 * an announced "Loading {label}" box of the empty editor's size hold its place, so nothing moves.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<RichTextPlaceholder label={props.label} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}

function RichTextPlaceholder({ label }: { readonly label: string }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper>
      <Input.Label component="div">{label}</Input.Label>
      <div className={classes.placeholder} role="status" aria-live="polite">
        <span className="visually-hidden">{t('editingLoadingField', { label })}</span>
      </div>
    </Input.Wrapper>
  );
}
