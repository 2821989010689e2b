// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/shared/constants';
import type { QuestionView } from '@domain/assessment/student-view';
import { assessmentView, assignment, group, multipleChoice, renderPlayer, world } from '../assessment-ui/assessment-world';

/**
 * A benchmark opened after its period ended, unsubmitted (issue 13, product-spec §4): the
 * expired-benchmark modal greets the student, the answers saved before the end stay on screen read
 * only, and nothing is sent: no submit, no score load, no reload.
 */

const LESSON = 19;

function openEnded(options: { status: 0 | 1; language?: Language }) {
  const q = multipleChoice('Which colony was farthest south?', ['Virginia', 'Georgia']);
  const georgia = (q as QuestionView & { choices: { id: number }[] }).choices[1]!.id;
  // Saved before the end (status 1) or never started (status 0).
  const shown = options.status === 1 ? ({ ...q, studentAnswer: { choiceId: georgia }, isAnswered: true } as QuestionView) : q;
  const view = assessmentView([group([shown], { id: 9 })], { id: 9, lessonId: LESSON, kind: 'benchmark', lessonTypeId: 7, directions: null });
  const mine = assignment({ status: options.status, isExpired: true, isOpen: false });
  const w = world({ content: { assessments: [view], benchmarks: [{ assignment: mine, assessment: view }] }, language: options.language });
  renderPlayer(w, { lessonId: LESSON, language: options.language });
  return w;
}

describe('an expired benchmark, opened', () => {
  it('shows the expired-benchmark modal; once closed, the saved answer stays, read only, and nothing was sent', async () => {
    const w = openEnded({ status: 1 });
    const modal = await screen.findByRole('dialog', { name: 'This benchmark has ended' });
    expect(within(modal).getByRole('alert').textContent).toBe('The time to take this benchmark has ended.');
    expect(modal.textContent).toContain('The answers you saved are kept and shown read only. Ask your teacher if you need a new attempt.');
    // The start confirmation is not asked for a benchmark that cannot be taken.
    expect(screen.queryByRole('dialog', { name: 'Start the benchmark?' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('benchmark').getAttribute('data-phase')).toBe('ended');
    const saved = screen.getByRole('radio', { name: 'B. Georgia' }) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(saved.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit assessment' })).toBeNull();
    expect(screen.getByTestId('benchmark-ended').textContent).toBe('The time to take this benchmark has ended.');
    expect(w.gateway.submitBenchmark).not.toHaveBeenCalled();
    expect(w.gateway.benchmarkScore).not.toHaveBeenCalled();
    expect(w.sync.saves).toEqual([]);
  });

  it('closes with Escape, as every closable dialog does', async () => {
    openEnded({ status: 1 });
    await screen.findByRole('dialog', { name: 'This benchmark has ended' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never started: says it ended before it was started, and shows no questions', async () => {
    openEnded({ status: 0 });
    const modal = await screen.findByRole('dialog', { name: 'This benchmark has ended' });
    expect(modal.textContent).toContain('It ended before you started it.');
    expect(screen.queryByRole('radio', { name: 'B. Georgia' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull();
  });

  it('speaks Spanish (tú, nuevo intento) in Spanish', async () => {
    openEnded({ status: 1, language: 'es' });
    const modal = await screen.findByRole('dialog', { name: 'Esta evaluación de referencia terminó' });
    expect(modal.textContent).toContain('Las respuestas que guardaste se conservan');
    expect(modal.textContent).toContain('Pregunta a tu maestro si necesitas un nuevo intento.');
  });
});
