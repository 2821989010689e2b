// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAxeCleanInBothLanguages, renderBackOffice } from './authoring-world';
import { addQuestion, assessmentWorld, JAMESTOWN_ASSESSMENT, LESSONS } from './assessment-builder-world';
import { COURSE } from './authoring-world';

/** The assessment builder's page over the in-memory twins: adding the assessment, its questions, the §5 limits, order and removal. */

async function openBuilder() {
  const user = userEvent.setup();
  const world = assessmentWorld();
  const view = renderBackOffice(world.services, JAMESTOWN_ASSESSMENT);
  return { user, view, ...world };
}

describe('assessment builder', () => {
  it('links back to the lesson\u2019s own builder: the skill unit\u2019s on a literacy unit', async () => {
    const history = assessmentWorld();
    const first = renderBackOffice(history.services, JAMESTOWN_ASSESSMENT);
    const back = await screen.findByRole('link', { name: 'Back to the components of Lesson 1: Jamestown' });
    expect(back.getAttribute('href')).toBe('/back-office/lesson-builder/unit/1/lesson/101');
    first.unmount();

    const literacy = assessmentWorld(LESSONS, [{ ...COURSE[0]!, belongsTo: 'literacy' }, ...COURSE.slice(1)]);
    renderBackOffice(literacy.services, JAMESTOWN_ASSESSMENT);
    const skill = await screen.findByRole('link', { name: 'Back to the components of Lesson 1: Jamestown' });
    expect(skill.getAttribute('href')).toBe('/back-office/skill-Unit-lesson-builder/unit/1/lesson/101');
  });

  it('offers "Add assessment" for a lesson without one, then lists what stops a publish', async () => {
    const { user, port } = await openBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment of Lesson 1: Jamestown' })).toBeTruthy();
    expect(screen.getByText('This lesson has no assessment yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add assessment' }));
    expect(port.createAssessment).toHaveBeenCalledWith(101);
    const problems = await screen.findByTestId('assessment-problems');
    expect(within(problems).getByText('no questions')).toBeTruthy();
    expect(screen.getByText('No questions in this section yet.')).toBeTruthy();
  });

  it('adds a multiple-choice question, opens its editor and marks the correct choice, clearing the problem', async () => {
    const { user, port } = await openBuilder();
    const editor = await addQuestion(user, 'Multiple choice', { first: true });
    expect(port.createQuestion).toHaveBeenCalledWith(expect.any(Number), { version: 1, type: 'multiple-choice', groupNumber: 1 });
    expect(within(await screen.findByTestId('assessment-problems')).getAllByText(/exactly one choice must be correct/).length).toBeGreaterThan(0);
    await user.click(within(editor).getByRole('radio', { name: 'Choice 2 is the correct answer' }));
    await waitFor(() => expect(port.markCorrect).toHaveBeenCalledWith(expect.any(Number), 2));
    expect(await screen.findByText('Nothing stops this assessment from being published.')).toBeTruthy();
    expect((within(editor).getByRole('radio', { name: 'Choice 2 is the correct answer' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves a choice\u2019s text with the rest of the choice as it is (the whole choice is sent)', async () => {
    const { user, port } = await openBuilder();
    const editor = await addQuestion(user, 'Multiple choice', { first: true });
    const text = within(editor).getByRole('textbox', { name: 'Choice 1 in Spanish' });
    await user.clear(text);
    await user.type(text, 'Tabaco');
    await user.tab();
    await waitFor(() =>
      expect(port.saveChoice).toHaveBeenCalledWith(expect.any(Number), { version: 2, name: { en: 'Choice 1', es: 'Tabaco' }, choiceAudio: null, responseText: null, responseAudio: null, choiceNumber: 1 }),
    );
  });

  it('stops offering a second essay or Venn diagram and says why (§5)', async () => {
    const { user } = await openBuilder();
    await addQuestion(user, 'Essay', { first: true });
    await addQuestion(user, 'Venn diagram');
    const menu = screen.getByRole('region', { name: 'Add question' });
    const types = within(menu).getByRole('combobox', { name: 'Question type' });
    const essay = within(types).getByRole('option', { name: 'Essay (already in this assessment: one per assessment)' }) as HTMLOptionElement;
    const venn = within(types).getByRole('option', { name: 'Venn diagram (already in this assessment: one per assessment)' }) as HTMLOptionElement;
    expect(essay.disabled && venn.disabled).toBe(true);
    expect((within(types).getByRole('option', { name: 'Written response' }) as HTMLOptionElement).disabled).toBe(false);
  });

  it('moves a question down by keyboard and removes one after confirming', async () => {
    const { user, port } = await openBuilder();
    await addQuestion(user, 'Written response', { first: true });
    await addQuestion(user, 'True or false');
    const outline = screen.getByRole('region', { name: 'Section 1' });
    await user.click(within(outline).getByRole('button', { name: 'Move Question 1: Written response down' }));
    await waitFor(() => expect(port.moveQuestion).toHaveBeenCalledWith(expect.any(Number), { version: 3, order: 2 }));
    expect(await within(outline).findByText('Question 1: True or false')).toBeTruthy();

    await user.click(within(outline).getByRole('button', { name: 'Remove question 1: True or false' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(port.removeQuestion).toHaveBeenCalledWith(expect.any(Number), 4));
    await waitFor(() => expect(within(outline).queryByText(/True or false/)).toBeNull());
  });

  it('shows the other creator\u2019s draft after a stale refusal and says so', async () => {
    const { user, port } = await openBuilder();
    await addQuestion(user, 'Written response', { first: true });
    // Another creator adds a question meanwhile: this builder's version is now stale.
    const draft = await port.lessonDraft(101);
    if (!draft.ok || !draft.data) throw new Error('no draft');
    await port.createQuestion(draft.data.id, { version: draft.data.version, type: 'boolean', groupNumber: 1 });
    await addQuestion(user, 'Multiple response').catch(() => undefined);
    expect(await screen.findByRole('alert', { name: /Someone else changed this assessment/ })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Section 1' })).findByText('Question 2: True or false')).toBeTruthy();
  });

  it('labels every control in English and Spanish (axe)', async () => {
    await expectAxeCleanInBothLanguages(
      () => {
        const world = assessmentWorld();
        void world.port.createAssessment(101);
        return world;
      },
      JAMESTOWN_ASSESSMENT,
      (language) => screen.findByRole('heading', { name: language === 'en' ? 'Add question' : 'Agregar pregunta', level: 3 }),
    );
  });
});
