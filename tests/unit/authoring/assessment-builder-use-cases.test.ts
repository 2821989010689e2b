import { describe, expect, it, vi } from 'vitest';
import type { AssessmentBuilderPort } from '@application/authoring/assessment-builder.port';
import { createAssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';

/** The creator's words in, the right call of api-spec §7.6 out. */
function port(): AssessmentBuilderPort {
  const answer = vi.fn(async () => ({ ok: true as const, data: null as never, message: '' }));
  return new Proxy({} as AssessmentBuilderPort, { get: (target, name) => ((target as unknown as Record<string | symbol, unknown>)[name] ??= vi.fn(answer)) });
}

describe('assessment builder use cases', () => {
  it('opens a lesson\u2019s assessment, or a benchmark set\u2019s by its set', async () => {
    const p = port();
    const useCases = createAssessmentBuilderUseCases(p);
    await useCases.openAssessment({ lessonId: 7 });
    await useCases.openAssessment({ lessonId: 7, setId: 3 });
    expect(p.lessonDraft).toHaveBeenCalledWith(7);
    expect(p.setDraft).toHaveBeenCalledWith(7, 3);
  });

  it('names each change in product words and sends the draft version', async () => {
    const p = port();
    const useCases = createAssessmentBuilderUseCases(p);
    await useCases.addQuestion(1, 4, 'essay', 2);
    await useCases.chooseCorrectChoice(9, 5);
    await useCases.toggleCorrectChoice(9, 6);
    await useCases.addVennElement(3, 7, { en: 'Ships', es: 'Barcos' }, 'both');
    await useCases.addEssayStep(3, 8, { en: 'Plan', es: 'Planear' });
    await useCases.editPart('organizer-column', 12, 9, { columnName: { en: 'Causes', es: 'Causas' } });
    await useCases.tagQuestion(3, 10, 11);
    await useCases.showAssessmentGroup(40, 11, 2);
    expect(p.createQuestion).toHaveBeenCalledWith(1, { version: 4, type: 'essay', groupNumber: 2 });
    expect(p.markCorrect).toHaveBeenCalledWith(9, 5);
    expect(p.toggleCorrect).toHaveBeenCalledWith(9, 6);
    expect(p.createPart).toHaveBeenCalledWith('venn-element', 3, { version: 7, content: { en: 'Ships', es: 'Barcos' }, region: 'both' });
    expect(p.createPart).toHaveBeenCalledWith('essay-step', 3, { version: 8, title: { en: 'Plan', es: 'Planear' }, content: null, stepAudio: null });
    expect(p.savePart).toHaveBeenCalledWith('organizer-column', 12, { version: 9, columnName: { en: 'Causes', es: 'Causas' } });
    expect(p.tagQuestion).toHaveBeenCalledWith(3, { version: 10, standardId: 11 });
    expect(p.showGroup).toHaveBeenCalledWith(40, 11, 2);
  });
});
