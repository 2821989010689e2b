// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessmentView, group, multipleChoice, renderPlayer, revealed, world } from './assessment-world';

/** The results box writes its numbers with the one rule the lessons table uses (@domain/shared/number-format). */
describe('numbers in the results box', () => {
  it('writes score, points and percents in US Spanish as in English: "1.5 de 3 puntos (50%)", never "(50 %)" or "1,5"', async () => {
    const q = revealed(multipleChoice('Elige una.', ['Sí', 'No'], { points: 3 }), { answer: null, score: 1.5, isCorrect: false });
    const view = assessmentView([group([q], { isSubmitted: true, score: 1.5, maxScore: 3, percent: 50, retakeRound: 2 })], {
      history: [{ retakeRound: 1, submittedAt: '2026-09-01T10:00:00.000Z', score: 2, maxScore: 3, percent: 66.67 }],
    });
    renderPlayer(world({ content: { assessments: [view] } }), { language: 'es' });
    const results = await screen.findByTestId('assessment-results');
    expect(within(results).getByTestId('assessment-score').textContent).toBe('Tu puntuación: 1.5 de 3 puntos (50%)');
    expect(results.textContent).toContain('Intento 1: 66.67%');
  });
});
