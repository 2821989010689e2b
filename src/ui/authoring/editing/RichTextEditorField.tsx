import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_DEBOUNCE_MS } from '@domain/shared/constants';
import type { RichTextFieldProps } from './RichTextField';

/** How many of the field's own saves are remembered to recognise their answers coming back. */
const ECHOES_KEPT = 5;

/**
 * A labelled rich-text editor (bold, italic, underline, headings 2–4, lists, links). It hands its HTML
 * on after typing stops, so a draft is not saved on every keystroke, and takes a newer draft's text
 * from outside (another creator's change) while keeping the caret where it was. Loaded lazily by
 * RichTextField: tiptap, ProseMirror and @mantine/tiptap are ~130 KB gzipped.
 */
export default function RichTextEditorField({ label, value, onChange, language, id }: RichTextFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const fieldId = id ?? `rich-${generatedId}`;
  const labelId = `${fieldId}-label`;
  // What this field sent lately: the draft answering those saves is not an outside change.
  const sent = useRef<string[]>([]);
  const send = useDebouncedCallback(
    (html: string) => {
      sent.current = [...sent.current.slice(1 - ECHOES_KEPT), html];
      onChange(html);
    },
    { delay: RICH_TEXT_DEBOUNCE_MS, flushOnUnmount: true },
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      // Only what the toolbar offers (and the server's sanitizer keeps); links get the rel the server writes.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false }),
      Link.configure({ openOnClick: false, HTMLAttributes: { rel: 'noopener noreferrer' } }),
    ],
    content: value,
    editorProps: { attributes: { id: fieldId, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, lang: language } },
    onUpdate: ({ editor: changed }) => send(changed.getHTML()),
    onBlur: () => send.flush(),
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // Text typed and not yet sent wins: it is the newest, and its save follows.
    if (send.isPending() || sent.current.includes(value) || value === editor.getHTML()) return;
    const { from, to } = editor.state.selection;
    // setTextSelection clamps to the new text, so the caret stays as near as the new text allows.
    editor.chain().setContent(value, { emitUpdate: false }).setTextSelection({ from, to }).run();
  }, [editor, value, send]);

  const labels = useEditorLabels();
  return (
    <Input.Wrapper>
      <Input.Label id={labelId} component="div" onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar role="group" aria-label={t('editingToolbar', { label })}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** The toolbar's names in the interface language (Mantine's own are English only). */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('editingBold'),
    italicControlLabel: t('editingItalic'),
    underlineControlLabel: t('editingUnderline'),
    h2ControlLabel: t('editingHeading2'),
    h3ControlLabel: t('editingHeading3'),
    h4ControlLabel: t('editingHeading4'),
    bulletListControlLabel: t('editingBulletList'),
    orderedListControlLabel: t('editingOrderedList'),
    linkControlLabel: t('editingLink'),
    unlinkControlLabel: t('editingUnlink'),
    linkEditorInputLabel: t('editingLinkAddress'),
    linkEditorInputPlaceholder: t('editingLinkPlaceholder'),
    linkEditorExternalLink: t('editingLinkNewTab'),
    linkEditorInternalLink: t('editingLinkSameTab'),
    linkEditorSave: t('editingLinkSave'),
  };
}
