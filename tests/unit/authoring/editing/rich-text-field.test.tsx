// @vitest-environment jsdom
import '../../../setup/dom.setup';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_DEBOUNCE_MS } from '@domain/shared/constants';
import { RichTextField } from '@ui/authoring/editing/RichTextField';
import { renderControl } from './editing-render';

/** The editing area tiptap made; tiptap keeps its editor on it, which stands in for the keyboard here. */
async function editable(name: string) {
  const area = await screen.findByRole('textbox', { name });
  return { area, editor: (area as HTMLElement & { editor: Editor }).editor };
}

/** Text typed at the end of the field, as a keystroke would add it. */
const type = (editor: Editor, text: string) =>
  act(() => void editor.chain().setTextSelection(editor.state.doc.content.size - 1).insertContent(text).run());

afterEach(() => {
  vi.useRealTimers();
});

describe('RichTextField', () => {
  it('labels its editing area, says its language and names its toolbar buttons', async () => {
    renderControl(<RichTextField label="Text in Spanish" value="<p>Hola</p>" onChange={() => {}} language="es" />);
    const { area } = await editable('Text in Spanish');
    expect(area.getAttribute('lang')).toBe('es');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.textContent).toBe('Hola');
    for (const name of ['Bold', 'Italic', 'Underline', 'Heading level 2', 'Heading level 4', 'Bulleted list', 'Numbered list', 'Link', 'Remove link']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Formatting of Text in Spanish' })).toBeTruthy();
  });

  it('hands the HTML on once, RICH_TEXT_DEBOUNCE_MS after typing stops', async () => {
    const onChange = vi.fn();
    renderControl(<RichTextField label="Text" value="<p></p>" onChange={onChange} language="en" />);
    const { editor } = await editable('Text');
    vi.useFakeTimers();
    type(editor, 'Hel');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS - 100));
    type(editor, 'lo');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('<p>Hello</p>');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS * 3));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('hands the HTML on at once when the field loses focus', async () => {
    const onChange = vi.fn();
    renderControl(<RichTextField label="Text" value="<p></p>" onChange={onChange} language="en" />);
    const { area, editor } = await editable('Text');
    vi.useFakeTimers();
    type(editor, 'Quick');
    act(() => void fireEvent.blur(area));
    expect(onChange).toHaveBeenCalledWith('<p>Quick</p>');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes a newer draft from outside, keeps the caret, and ignores the answer to its own save', async () => {
    const onChange = vi.fn();
    const field = (value: string) => <RichTextField label="Text" value={value} onChange={onChange} language="en" />;
    const { rerender } = renderControl(field('<p>First</p>'));
    const { area, editor } = await editable('Text');
    act(() => void editor.commands.setTextSelection(3));
    rerender(field('<p>Another creator wrote this</p>'));
    expect(area.textContent).toBe('Another creator wrote this');
    expect(editor.state.selection.from).toBe(3);
    expect(onChange).not.toHaveBeenCalled();

    vi.useFakeTimers();
    type(editor, ' and more');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS));
    type(editor, ' still typing');
    act(() => void vi.advanceTimersByTime(RICH_TEXT_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
    // The draft answering the first save arrives after the second was sent: the newer text stays.
    rerender(field('<p>Another creator wrote this and more</p>'));
    expect(area.textContent).toBe('Another creator wrote this and more still typing');
  });

  it('keeps text typed and not yet sent when a draft arrives meanwhile', async () => {
    const field = (value: string) => <RichTextField label="Text" value={value} onChange={() => {}} language="en" />;
    const { rerender } = renderControl(field('<p>Start</p>'));
    const { area, editor } = await editable('Text');
    vi.useFakeTimers();
    type(editor, ' typed');
    rerender(field('<p>Changed elsewhere</p>'));
    expect(area.textContent).toBe('Start typed');
  });
});
