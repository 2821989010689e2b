// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../expect-axe-clean';
import { renderBackOffice } from './authoring-world';
import { addQuestion, assessmentWorld, JAMESTOWN_ASSESSMENT } from './assessment-builder-world';

/** Each question type's editor over the in-memory twin: what the creator sees and the port calls. */

async function openWith(typeLabel: string) {
  const user = userEvent.setup();
  const world = assessmentWorld();
  const view = renderBackOffice(world.services, JAMESTOWN_ASSESSMENT);
  const editor = await addQuestion(user, typeLabel, { first: true });
  return { user, view, editor, ...world };
}

describe('assessment question editors', () => {
  it('multiple response: toggles several choices correct, and adds a choice', async () => {
    const { user, editor, port } = await openWith('Multiple response');
    await user.click(within(editor).getByRole('checkbox', { name: 'Choice 1 is correct' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Choice 2 is correct' }));
    await waitFor(() => expect(port.toggleCorrect).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((within(editor).getByRole('checkbox', { name: 'Choice 2 is correct' }) as HTMLInputElement).checked).toBe(true));
    expect((within(editor).getByRole('checkbox', { name: 'Choice 1 is correct' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(editor).getByRole('button', { name: 'Add choice' }));
    expect(await within(editor).findByRole('textbox', { name: 'Choice 3 in English' })).toBeTruthy();
  });

  it('true or false: two fixed choices, one correct', async () => {
    const { user, editor, port } = await openWith('True or false');
    expect(within(editor).getByText('A true-or-false question keeps its two choices.')).toBeTruthy();
    expect(within(editor).queryByRole('button', { name: /Remove choice/ })).toBeNull();
    await user.click(within(editor).getByRole('radio', { name: 'Choice 1 is the correct answer' }));
    await waitFor(() => expect(port.markCorrect).toHaveBeenCalled());
  });

  it('Venn diagram: set labels and elements with the region they belong in', async () => {
    const { user, editor, port } = await openWith('Venn diagram');
    const label = within(editor).getByRole('textbox', { name: 'First set label in English' });
    await user.clear(label);
    await user.type(label, 'North');
    await user.tab();
    await waitFor(() => expect(port.saveQuestion).toHaveBeenCalledWith(expect.any(Number), { version: 2, primarySetLabel: { en: 'North', es: 'Conjunto A' } }));
    await user.type(within(editor).getByRole('textbox', { name: 'New element in English' }), 'Factories');
    await user.type(within(editor).getByRole('textbox', { name: 'New element in Spanish' }), 'Fábricas');
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Where element 1 belongs' }), 'Both sets');
    await user.click(within(editor).getByRole('button', { name: 'Add element' }));
    await waitFor(() => expect(port.createPart).toHaveBeenCalledWith('venn-element', expect.any(Number), { version: 3, content: { en: 'Factories', es: 'Fábricas' }, region: 'both' }));
    expect(await within(editor).findByDisplayValue('Factories')).toBeTruthy();
  });

  it('Venn diagram: an element without English text is refused before anything is sent', async () => {
    const { user, editor, port } = await openWith('Venn diagram');
    await user.click(within(editor).getByRole('button', { name: 'Add element' }));
    expect(await within(editor).findByText('Write the English text (at most 500 characters)')).toBeTruthy();
    expect(port.createPart).not.toHaveBeenCalled();
  });

  it('graphic organizer: columns, then elements placed in a column', async () => {
    const { user, editor, port } = await openWith('Graphic organizer');
    // Its two starting columns go (the second is numbered 1 once the first is gone).
    await user.click(within(editor).getByRole('button', { name: 'Remove column 2' }));
    await waitFor(() => expect(within(editor).queryByRole('button', { name: 'Remove column 2' })).toBeNull());
    await user.click(within(editor).getByRole('button', { name: 'Remove column 1' }));
    expect(await within(editor).findByText('Add a column first.')).toBeTruthy();
    await user.type(within(editor).getByRole('textbox', { name: 'New column in English' }), 'Causes');
    await user.click(within(editor).getByRole('button', { name: 'Add column' }));
    await waitFor(() => expect(port.createPart).toHaveBeenCalledWith('organizer-column', expect.any(Number), { version: 4, columnName: { en: 'Causes', es: '' } }));
    const element = await within(editor).findByRole('textbox', { name: 'New element in English' });
    await user.type(element, 'Taxes');
    await user.click(within(editor).getByRole('button', { name: 'Add element' }));
    await waitFor(() => expect(port.createPart).toHaveBeenCalledWith('organizer-element', expect.any(Number), expect.objectContaining({ version: 5, content: { en: 'Taxes', es: '' } })));
    expect(((await within(editor).findByRole('combobox', { name: 'Column of element 1' })) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Causes');
  });

  it('fill-in-blank: a blank with its accepted answers per language', async () => {
    const { user, editor, port } = await openWith('Fill-in-blank paragraph');
    expect(within(editor).getByText(/Mark each blank where it goes as \[\[1\]\]/)).toBeTruthy();
    await user.type(within(editor).getByRole('textbox', { name: 'Accepted answers of the new blank in English' }), 'Boston{enter}boston harbor');
    await user.type(within(editor).getByRole('textbox', { name: 'Accepted answers of the new blank in Spanish' }), 'Boston');
    await user.click(within(editor).getByRole('button', { name: 'Add blank' }));
    await waitFor(() =>
      expect(port.createPart).toHaveBeenCalledWith('blank', expect.any(Number), { version: 2, content: null, accepted: { en: ['Boston', 'boston harbor'], es: ['Boston'] } }),
    );
    expect(await within(editor).findByText('Blank [[1]]')).toBeTruthy();
  });

  it('cloze sentence: blanks and a word bank of words, with no correct choice or response text', async () => {
    const { user, editor } = await openWith('Cloze sentence');
    expect(within(editor).getByRole('group', { name: 'Word bank' })).toBeTruthy();
    expect(within(editor).queryByRole('radio')).toBeNull();
    await user.click(within(editor).getByRole('button', { name: 'Add word' }));
    expect(await within(editor).findByRole('textbox', { name: 'Word 1 in English' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Remove word 1' })).toBeTruthy();
    expect(within(editor).queryByRole('textbox', { name: /^Why choice 1 is right or wrong/ })).toBeNull();
  });

  it('essay: topics and steps, with editors 168 px high', async () => {
    const { user, editor, port } = await openWith('Essay');
    await user.type(within(editor).getByRole('textbox', { name: 'New topic in English' }), 'Why the colonies rebelled');
    await user.click(within(editor).getByRole('button', { name: 'Add topic' }));
    await waitFor(() => expect(port.createPart).toHaveBeenCalledWith('essay-topic', expect.any(Number), { version: 2, title: { en: 'Why the colonies rebelled', es: '' } }));
    await user.type(within(editor).getByRole('textbox', { name: 'New step title in English' }), 'Plan');
    await user.click(within(editor).getByRole('button', { name: 'Add step' }));
    expect(await within(editor).findByRole('textbox', { name: 'Step 1 guidance in English' })).toBeTruthy();
    expect(within(editor).getByRole('textbox', { name: 'Suggested answer in English' }).closest('[class*="editor168"]')).toBeTruthy();
  });

  it('written response: suggested answer and rubric in 128 px editors', async () => {
    const { editor } = await openWith('Written response');
    expect(within(editor).getByRole('textbox', { name: 'Rubric in English' }).closest('[class*="editor128"]')).toBeTruthy();
    expect(within(editor).getByRole('textbox', { name: 'Instruction in English' }).closest('[class*="editor240"]')).toBeTruthy();
  });

  it('tags a question with a standard from the picker and removes the tag', async () => {
    const { user, editor, port } = await openWith('Written response');
    const picker = await within(editor).findByRole('combobox', { name: 'Standard to tag' });
    await user.click(picker);
    await user.type(picker, 'colonization');
    await user.click(await screen.findByRole('option', { name: /8\.2B/ }));
    await user.click(within(editor).getByRole('button', { name: 'Tag the question' }));
    await waitFor(() => expect(port.tagQuestion).toHaveBeenCalledWith(expect.any(Number), { version: 2, standardId: 12 }));
    await user.click(await within(editor).findByRole('button', { name: 'Remove tag 8.2B' }));
    await waitFor(() => expect(port.removeTag).toHaveBeenCalledWith(expect.any(Number), 3));
    expect(await within(editor).findByText('Not tagged with a standard yet.')).toBeTruthy();
  });

  it('labels every control of an open editor (axe)', async () => {
    const { view } = await openWith('Venn diagram');
    await expectAxeClean(view.container);
  });
});
