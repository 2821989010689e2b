// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@domain/assessment/student-view';
import {
  assessmentView,
  bi,
  cloze,
  essay,
  fillIn,
  group,
  multipleChoice,
  multiResponse,
  organizer,
  renderPlayer,
  revealed,
  trueFalse,
  venn,
  world,
  written,
  type World,
} from './assessment-world';

/** Each question type: an answer becomes the submission machine's event (and a save); after submission it is read only and marked. */

async function open(questions: QuestionView[], options: { submitted?: boolean } = {}): Promise<World> {
  const view = assessmentView([group(questions, { isSubmitted: options.submitted ?? false })]);
  const w = world({ content: { assessments: [view] } });
  renderPlayer(w);
  await screen.findByRole('heading', { name: `Question 1 of ${questions.length}` });
  return w;
}

const answers = (w: World) => w.recorder.events('assessmentSubmission').filter((e) => e.type === 'ANSWER');
const question = () => screen.getByTestId('question');
const marks = () => within(question()).queryAllByTestId('answer-mark').map((m) => m.textContent);

describe('question types', () => {
  it('multiple choice: letters A, B, …; a choice is an ANSWER with its id and a save of that type', async () => {
    const q = multipleChoice('Which tool shows distance?', ['The legend', 'The compass rose', 'The scale']);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const group = within(question()).getByRole('group', { name: 'Choose one answer.' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Which tool shows distance?');
    await user.click(screen.getByRole('radio', { name: 'C. The scale' }));
    const scale = (q as QuestionView & { choices: { id: number }[] }).choices[2]!.id;
    expect(answers(w)).toEqual([{ type: 'ANSWER', questionId: q.id, answer: { choiceId: scale } }]);
    expect(w.sync.saves).toEqual([{ assessmentId: 3, retakeRound: 1, questionId: q.id, questionType: 'multiple-choice', answer: { choiceId: scale }, submit: false }]);
    expect((screen.getByRole('radio', { name: 'C. The scale' }) as HTMLInputElement).checked).toBe(true);
  });

  it('multiple choice after submission: read only, the pick marked in words, the right answer and its response shown', async () => {
    const base = multipleChoice('Which tool shows distance?', ['The legend', 'The scale']);
    const [legend, scale] = (base as QuestionView & { choices: { id: number }[] }).choices as [{ id: number }, { id: number }];
    const q = revealed(
      base,
      { answer: { choiceId: legend.id }, marks: { [legend.id]: false }, score: 0, isCorrect: false },
      {
        correctChoiceId: scale.id,
        choices: (base as QuestionView & { choices: object[] }).choices.map((c, i) => ({ ...c, correct: i === 1, responseText: i === 1 ? bi('<p>The scale turns map distance into real distance.</p>') : null })),
      },
    );
    await open([q], { submitted: true });
    expect((screen.getByRole('radio', { name: 'A. The legend' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'A. The legend' }) as HTMLInputElement).checked).toBe(true);
    expect(marks()).toEqual(['Incorrect']);
    expect(within(question()).getByTestId('key-mark').textContent).toBe('Correct answer');
    expect(question().textContent).toContain('The scale turns map distance into real distance.');
    expect(within(question()).getByTestId('question-outcome').textContent).toContain('Points: 0 of 1');
    expect(screen.queryByRole('button', { name: 'Submit assessment' })).toBeNull();
  });

  it('true or false: two choices without letters, saved as a choice', async () => {
    const q = trueFalse('Plantations grew in New England.');
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    expect(within(question()).getByRole('group', { name: 'Choose true or false.' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(w.sync.saves[0]).toMatchObject({ questionType: 'boolean', answer: { choiceId: (q as QuestionView & { choices: { id: number }[] }).choices[1]!.id } });
  });

  it('multi-response: checkboxes; each toggle hands the whole selection to the save (the answer queue sends it)', async () => {
    const q = multiResponse('Select every reason.', ['Religion', 'Land', 'Trade', 'A law']);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [religion, land] = (q as QuestionView & { choices: { id: number }[] }).choices as [{ id: number }, { id: number }];
    expect(within(question()).getByRole('group', { name: 'Choose every answer that applies.' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'A. Religion' }));
    await user.click(screen.getByRole('checkbox', { name: 'B. Land' }));
    await user.click(screen.getByRole('checkbox', { name: 'A. Religion' }));
    expect(answers(w).map((e) => e.answer)).toEqual([{ choiceIds: [religion.id] }, { choiceIds: [religion.id, land.id] }, { choiceIds: [land.id] }]);
    expect(w.sync.saves.map((s) => s.questionType)).toEqual(['multi-response', 'multi-response', 'multi-response']);
  });

  it('multi-response after submission: each pick marked, the missed right answer named', async () => {
    const base = multiResponse('Select every reason.', ['Religion', 'Land', 'A law']);
    const [religion, land, law] = (base as QuestionView & { choices: { id: number }[] }).choices as [{ id: number }, { id: number }, { id: number }];
    const q = revealed(
      base,
      { answer: { choiceIds: [religion.id, law.id] }, marks: { [religion.id]: true, [law.id]: false }, score: 0, isCorrect: false },
      { correctChoiceList: [religion.id, land.id], choices: (base as QuestionView & { choices: object[] }).choices.map((c, i) => ({ ...c, correct: i < 2 })) },
    );
    await open([q], { submitted: true });
    expect(marks()).toEqual(['Correct', 'Incorrect']);
    expect(within(question()).getAllByTestId('key-mark')).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: 'B. Land' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('Venn diagram: every statement placed with radio buttons (no dragging), shown in the diagram', async () => {
    const q = venn('Place each fact.', ['Wheat fields', 'Markets']);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [wheat, markets] = (q as QuestionView & { elements: { id: number }[] }).elements as [{ id: number }, { id: number }];
    await user.click(within(screen.getByRole('group', { name: 'Wheat fields' })).getByRole('radio', { name: 'Farms' }));
    await user.click(within(screen.getByRole('group', { name: 'Markets' })).getByRole('radio', { name: 'Both' }));
    expect(answers(w).at(-1)!.answer).toEqual({ placements: [{ elementId: wheat.id, set: 'primary' }, { elementId: markets.id, set: 'both' }] });
    expect(w.sync.saves.at(-1)!.questionType).toBe('venn-diagram');
    const diagram = screen.getByRole('figure', { name: 'Your diagram' });
    expect(within(diagram).getByText('Only Farms').parentElement!.textContent).toContain('Wheat fields');
  });

  it('Venn diagram after submission: marks per statement and where a wrong one belongs', async () => {
    const base = venn('Place each fact.', ['Wheat fields', 'Markets']);
    const [wheat, markets] = (base as QuestionView & { elements: { id: number }[] }).elements as [{ id: number }, { id: number }];
    const q = revealed(
      base,
      { answer: { placements: [{ elementId: wheat.id, set: 'primary' }, { elementId: markets.id, set: 'primary' }] }, marks: { [wheat.id]: true, [markets.id]: false }, score: 0.5, isCorrect: false },
      { elements: (base as QuestionView & { elements: object[] }).elements.map((e, i) => ({ ...e, correctAnswerSet: i === 0 ? 'primary' : 'secondary' })) },
    );
    await open([q], { submitted: true });
    expect(marks()).toEqual(['Correct', 'Incorrect']);
    expect(question().textContent).toContain('Belongs in: Towns');
    expect(question().textContent).toContain('Points: 0.5 of 1');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it('graphic organizer: each item sorted into a column with a select (keyboard operable), shown in the table', async () => {
    const q = organizer('Sort each job.', ['North', 'South'], ['Fishing', 'Tobacco']);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [north, south] = (q as QuestionView & { columns: { id: number }[] }).columns as [{ id: number }, { id: number }];
    const [fishing, tobacco] = (q as QuestionView & { elements: { id: number }[] }).elements as [{ id: number }, { id: number }];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column for: Fishing' }), 'North');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column for: Tobacco' }), 'South');
    expect(answers(w).at(-1)!.answer).toEqual({ placements: [{ elementId: fishing.id, columnId: north.id }, { elementId: tobacco.id, columnId: south.id }] });
    expect(w.sync.saves.at(-1)!.questionType).toBe('type-f');
    const table = screen.getByRole('table', { name: 'Your organizer' });
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('Fishing');
    // Back to "Not placed" takes the item out.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column for: Fishing' }), 'Not placed');
    expect(answers(w).at(-1)!.answer).toEqual({ placements: [{ elementId: tobacco.id, columnId: south.id }] });
  });

  it('graphic organizer after submission: read only with marks and the right column', async () => {
    const base = organizer('Sort each job.', ['North', 'South'], ['Fishing', 'Tobacco']);
    const [north, south] = (base as QuestionView & { columns: { id: number }[] }).columns as [{ id: number }, { id: number }];
    const [fishing, tobacco] = (base as QuestionView & { elements: { id: number }[] }).elements as [{ id: number }, { id: number }];
    const q = revealed(
      base,
      { answer: { placements: [{ elementId: fishing.id, columnId: north.id }, { elementId: tobacco.id, columnId: north.id }] }, marks: { [fishing.id]: true, [tobacco.id]: false }, score: 0.5, isCorrect: false },
      { elements: (base as QuestionView & { elements: object[] }).elements.map((e, i) => ({ ...e, correctAnswerSet: i === 0 ? north.id : south.id })) },
    );
    await open([q], { submitted: true });
    expect(marks()).toEqual(['Correct', 'Incorrect']);
    expect(question().textContent).toContain('Belongs in: South');
    expect((screen.getByRole('combobox', { name: 'Column for: Tobacco' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('cloze sentence: the blanks sit in the sentence as word-bank selects', async () => {
    const q = cloze('Complete it.', '<p>The <em>map</em> [[1]] explains symbols; the [[2]] shows north.</p>', ['legend', 'compass rose', 'scale'], 2);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [first, second] = (q as QuestionView & { blanks: { id: number }[] }).blanks as [{ id: number }, { id: number }];
    const paragraph = screen.getByRole('combobox', { name: 'Blank 1' }).closest('p')!;
    expect(paragraph.querySelector('em')!.textContent).toBe('map');
    expect(within(paragraph).getByRole('combobox', { name: 'Blank 2' })).toBeTruthy();
    expect(screen.getByText('Word bank')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blank 2' }), 'compass rose');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blank 1' }), 'legend');
    expect(answers(w).map((e) => e.answer)).toEqual([
      { blanks: [{ blankId: second.id, value: 'compass rose' }] },
      { blanks: [{ blankId: first.id, value: 'legend' }, { blankId: second.id, value: 'compass rose' }] },
    ]);
    expect(w.sync.saves.at(-1)!.questionType).toBe('cloze-sentence');
  });

  it('cloze sentence after submission: a mark per blank and the accepted answers of a wrong one', async () => {
    const base = cloze('Complete it.', '<p>The [[1]] explains symbols; the [[2]] shows north.</p>', ['legend', 'scale'], 2);
    const [first, second] = (base as QuestionView & { blanks: { id: number }[] }).blanks as [{ id: number }, { id: number }];
    const q = revealed(
      base,
      { answer: { blanks: [{ blankId: first.id, value: 'legend' }, { blankId: second.id, value: 'scale' }] }, marks: { [first.id]: true, [second.id]: false }, score: 0.5, isCorrect: false },
      { blanks: [{ ...(base as QuestionView & { blanks: object[] }).blanks[0], correctAnswerSet: { en: ['legend'], es: ['leyenda'] } }, { ...(base as QuestionView & { blanks: object[] }).blanks[1], correctAnswerSet: { en: ['compass rose'], es: ['rosa de los vientos'] } }] },
    );
    await open([q], { submitted: true });
    expect(marks()).toEqual(['Correct', 'Incorrect']);
    expect(question().textContent).toContain('Accepted answers: compass rose, rosa de los vientos');
    expect((screen.getByRole('combobox', { name: 'Blank 2' }) as HTMLSelectElement).value).toBe('scale');
    expect((screen.getByRole('combobox', { name: 'Blank 2' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('fill-in-blank: typed blanks with their hints, handed over once when the field is left (not on every key)', async () => {
    const q = fillIn('Type the words.', '<p>The colonies lay along the [[1]] Ocean, south to [[2]].</p>', ['an ocean', null]);
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [first] = (q as QuestionView & { blanks: { id: number }[] }).blanks as [{ id: number }];
    const blank = screen.getByRole('textbox', { name: 'Blank 1' });
    expect(document.getElementById(blank.getAttribute('aria-describedby')!)!.textContent).toBe('(an ocean)');
    await user.type(blank, 'Atlantic');
    expect(answers(w)).toEqual([]);
    await user.tab();
    expect(answers(w).map((e) => e.answer)).toEqual([{ blanks: [{ blankId: first.id, value: 'Atlantic' }] }]);
    expect(w.sync.saves).toHaveLength(1);
    expect(w.sync.saves[0]!.questionType).toBe('fill-in-blank');
  });

  it('fill-in-blank after submission: read-only blanks with marks', async () => {
    const base = fillIn('Type the words.', '<p>[[1]] and [[2]].</p>', [null, null]);
    const [first] = (base as QuestionView & { blanks: { id: number }[] }).blanks as [{ id: number }];
    const q = revealed(
      base,
      { answer: { blanks: [{ blankId: first.id, value: 'Atlantic' }] }, marks: { [first.id]: true }, score: 0.5, isCorrect: false },
      { blanks: [{ ...(base as QuestionView & { blanks: object[] }).blanks[0], correctAnswerSet: { en: ['Atlantic'], es: ['Atlántico'] } }, { ...(base as QuestionView & { blanks: object[] }).blanks[1], correctAnswerSet: { en: ['Georgia'], es: ['Georgia'] } }] },
    );
    await open([q], { submitted: true });
    expect(marks()).toEqual(['Correct']);
    expect(question().textContent).toContain('Not answered');
    expect(question().textContent).toContain('Accepted answers: Georgia');
    expect((screen.getByRole('textbox', { name: 'Blank 1' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('written: a labelled text area, handed over when left', async () => {
    const q = written('Explain how geography shaped work.', { points: 4 });
    const w = await open([q, multipleChoice('Last', ['Yes', 'No'])]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Rocky soil meant fishing.');
    await user.tab();
    expect(answers(w).map((e) => e.answer)).toEqual([{ text: 'Rocky soil meant fishing.' }]);
    expect(w.sync.saves[0]!.questionType).toBe('written');
  });

  it('written after submission: read only, the teacher’s score awaited, then feedback and points', async () => {
    const waiting = revealed(written('Explain.', { points: 4 }), { answer: { text: 'Rocky soil.' } }, { suggestedAnswer: bi('<p>Thin soil led to fishing.</p>') });
    const scored = revealed(written('Explain again.', { points: 4 }), { answer: { text: 'Ships.' }, score: 3, feedback: 'Name a feature too.' });
    await open([waiting, scored], { submitted: true });
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect(within(question()).getByTestId('question-outcome').textContent).toContain('Waiting for your teacher’s score');
    expect(question().textContent).toContain('Thin soil led to fishing.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next question' }));
    const outcome = within(question()).getByTestId('question-outcome');
    expect(outcome.textContent).toContain('Points: 3 of 4');
    expect(outcome.textContent).toContain('Teacher feedback');
    expect(outcome.textContent).toContain('Name a feature too.');
  });

  it('essay: steps, topics and text are a draft until saved; Save essay saves the whole essay once', async () => {
    const q = essay('Plan a colony.');
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    const [step1] = (q as QuestionView & { steps: { id: number }[] }).steps as [{ id: number }];
    const [topic1] = (q as QuestionView & { topics: { id: number }[] }).topics as [{ id: number }];
    expect(screen.getByText('Pick a region')).toBeTruthy();
    await user.click(within(screen.getByRole('group', { name: 'Choose a topic.' })).getByRole('radio', { name: 'A fishing village' }));
    await user.type(screen.getByRole('textbox', { name: 'Your notes for step 1' }), 'Coast');
    await user.type(screen.getByRole('textbox', { name: 'Your essay' }), 'By the sea.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(w.sync.saves).toEqual([]);
    expect(w.recorder.events('assessmentSubmission').filter((e) => e.type === 'EDIT_ESSAY').length).toBeGreaterThan(3);
    await user.click(screen.getByRole('button', { name: 'Save essay' }));
    expect(w.sync.saves).toEqual([
      { assessmentId: 3, retakeRound: 1, questionId: q.id, questionType: 'essay', answer: { topicId: topic1.id, text: 'By the sea.', steps: [{ stepId: step1.id, text: 'Coast' }] }, submit: false },
    ]);
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save essay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('essay: leaving with unsaved changes asks first (save and continue, continue without saving, or stay)', async () => {
    const q = essay('Plan a colony.');
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your essay' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save your essay before you go on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your essay' }) as HTMLTextAreaElement).value).toBe('Draft');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    dialog = await screen.findByRole('dialog', { name: 'Save your essay before you go on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(w.sync.saves.map((s) => [s.questionType, (s.answer as { text: string }).text])).toEqual([['essay', 'Draft']]);
  });

  it('essay: completing it asks first, then submits the question and locks it (completed essays cannot be modified)', async () => {
    const q = essay('Plan a colony.');
    const w = await open([q, written('Last')]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your essay' }), 'My plan.');
    // Going back first: nothing is sent, and focus is on Complete essay again.
    await user.click(screen.getByRole('button', { name: 'Complete essay' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete your essay?' })).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete essay' })));
    expect(w.sync.saves).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Complete essay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your essay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete essay' }));
    await waitFor(() => expect(w.sync.saves).toHaveLength(1));
    expect(w.sync.saves[0]).toMatchObject({ questionType: 'essay', submit: true, answer: { text: 'My plan.' } });
    expect(screen.getByText('This essay is completed and cannot be changed.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your essay' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your essay' }));
    expect(screen.queryByRole('button', { name: 'Save essay' })).toBeNull();
  });
});
