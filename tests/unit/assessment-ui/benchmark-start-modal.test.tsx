// @vitest-environment jsdom
import '../../setup/dom.setup';
import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import type { Language } from '@domain/shared/constants';
import AssessmentGroupPlayer from '@ui/assessment/AssessmentGroupPlayer';
import { renderAt } from '../learning/learning-world';
import { assessmentView, assignment, group, multipleChoice, world } from './assessment-world';

/**
 * The benchmark start page's flash confirmation (product-spec §2 "assessment start page (a flash
 * confirmation modal)", issue 11 item 10): an assigned benchmark asks before its attempt starts.
 */

const LESSON = 19;
const PAGE = '/unit/5/benchmark-assessment/19';

function openBenchmark(options: { assigned?: Partial<BenchmarkAssignmentView>; from?: string; language?: Language } = {}) {
  const q = multipleChoice('Which colony was farthest south?', ['Virginia', 'Georgia']);
  const open = assessmentView([group([q], { id: 9 })], { id: 9, lessonId: LESSON, kind: 'benchmark', lessonTypeId: 7, directions: null });
  const w = world({ content: { assessments: [open], benchmarks: [{ assignment: assignment(options.assigned), assessment: open }] }, language: options.language });
  const ui = createElement(AssessmentGroupPlayer, { lessonId: LESSON, componentId: 25, groupNumber: 1, requiresTeacherFeedback: false, headingLevel: 2 });
  renderAt(ui, { services: w.services, path: PAGE, from: options.from, language: options.language });
  return w;
}

const location = () => screen.getByTestId('location').textContent;

describe('the benchmark start confirmation', () => {
  it('opens on arrival, says what a benchmark is here, and keeps focus inside; Start begins the attempt', async () => {
    openBenchmark();
    const dialog = await screen.findByRole('dialog', { name: 'Start the benchmark?' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('Set A');
    expect(text).toContain('You can take it until August 1, 2027.');
    expect(text).toContain('Questions: 1');
    expect(text).toContain('Your answers are saved as you go');
    expect(text).toContain('After you submit, your answers cannot be changed.');
    // Nothing has started behind it.
    expect(screen.queryByRole('heading', { name: /^Question/ })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const user = userEvent.setup();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: /^Question 1/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('benchmark').getAttribute('data-phase')).toBe('inProgress');
    // Focus moves to the first question, which replaced the start page (not to the page's body).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Question 1/ })));
  });

  it('Not now goes back to the page the student came from', async () => {
    openBenchmark({ from: '/unit/5' });
    const dialog = await screen.findByRole('dialog', { name: 'Start the benchmark?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(location()).toBe('/unit/5'));
  });

  it('Not now on a page opened directly (no page before it) goes home; Escape is Not now', async () => {
    openBenchmark();
    await screen.findByRole('dialog', { name: 'Start the benchmark?' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('is not shown again when resuming an attempt already started (an answer was saved)', async () => {
    openBenchmark({ assigned: { status: 1 } });
    expect(await screen.findByRole('heading', { name: /^Question 1/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a retake round asks for its attempt', async () => {
    openBenchmark({ assigned: { retakeRound: 2, isRetake: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Start attempt 2?' });
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('an ended period asks nothing: the expired-benchmark modal says it ended instead', async () => {
    openBenchmark({ assigned: { isExpired: true, isOpen: false } });
    expect(await screen.findByRole('dialog', { name: 'This benchmark has ended' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Start the benchmark?' })).toBeNull();
  });

  it('speaks Spanish (tú) in Spanish', async () => {
    openBenchmark({ language: 'es' });
    const dialog = await screen.findByRole('dialog', { name: '¿Comenzar la evaluación de referencia?' });
    expect(dialog.textContent).toContain('Puedes hacerla hasta el 1 de agosto de 2027.');
    expect(within(dialog).getByRole('button', { name: 'Comenzar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeTruthy();
  });
});
