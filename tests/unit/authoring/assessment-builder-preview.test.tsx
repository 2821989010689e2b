// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBackOffice } from './authoring-world';
import { assessmentWorld } from './assessment-builder-world';

/** The assessment preview: the draft as the document publish would write, answered with the students' player, nothing saved. */

async function worldWithQuestion({ correct }: { correct: boolean }) {
  const world = assessmentWorld();
  const added = await world.port.createAssessment(101);
  if (!added.ok) throw new Error('no assessment');
  const withQuestion = await world.port.createQuestion(added.data.id, { version: 1, type: 'boolean', groupNumber: 1 });
  if (!withQuestion.ok) throw new Error('no question');
  const question = withQuestion.data.sections[0].questions[0];
  await world.port.saveQuestion(question.id, { version: 2, instruction: { en: '<p>The colonists founded Jamestown in 1607.</p>', es: '<p>Los colonos fundaron Jamestown en 1607.</p>' } });
  if (correct) await world.port.markCorrect(question.choices[0].id, 3);
  return world;
}

describe('assessment preview', () => {
  it('lists what stops a publish instead of an answerable draft', async () => {
    const world = await worldWithQuestion({ correct: false });
    renderBackOffice(world.services, '/back-office/preview-mode/lesson/101/assessment');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/cannot be shown as students would see it yet/);
    expect(alert.textContent).toMatch(/exactly one choice must be correct/);
  });

  it('renders the draft with the students\u2019 player, scores a submit in memory, and calls nothing that saves', async () => {
    const user = userEvent.setup();
    const world = await worldWithQuestion({ correct: true });
    renderBackOffice(world.services, '/back-office/preview-mode/lesson/101/assessment');
    expect(await screen.findByTestId('preview-banner')).toBeTruthy();
    const group = await screen.findByTestId('assessment-preview-group');
    expect(await within(group).findByText('The colonists founded Jamestown in 1607.')).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: /True/ }));
    await user.click(within(group).getByRole('button', { name: /Submit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Submit/ }));
    await waitFor(() => expect(within(group).getByText(/1\s*\/\s*1|100/)).toBeTruthy());
    expect(world.port.saveQuestion).toHaveBeenCalledTimes(1);
    expect(world.learningCalls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the assessment builder' }).getAttribute('href')).toBe('/back-office/assessment-builder/unit/1/lesson/101/assessment');
  });

  it('says so when the lesson has no assessment yet', async () => {
    const world = assessmentWorld();
    renderBackOffice(world.services, '/back-office/preview-mode/mid-unit-assessment/unit/1/lesson/103');
    expect(await screen.findByText('This lesson has no assessment yet.')).toBeTruthy();
  });
});
