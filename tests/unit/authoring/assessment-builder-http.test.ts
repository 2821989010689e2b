import { describe, expect, it, vi } from 'vitest';
import { createHttpAssessmentBuilder } from '@infrastructure/http/http-assessment-builder.adapter';

/** The adapter's paths and bodies are api-spec §7.6's. */
describe('http assessment builder', () => {
  it('calls the §7.6 paths', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const http = createHttpAssessmentBuilder({ call } as unknown as Parameters<typeof createHttpAssessmentBuilder>[0]);
    await http.lessonDraft(5);
    await http.createChoice(8, 3, 2);
    await http.toggleCorrect(9, 2);
    await http.removeChoice(9, 3);
    await http.createPart('essay-topic', 8, { version: 4, title: { en: 'A', es: '' } });
    await http.createPart('organizer-element', 8, { version: 4, content: { en: 'A', es: '' }, columnId: 2 });
    await http.removePart('blank', 6, 5);
    await http.removeTag(4, 6);
    await http.showGroup(40, 3, 2);
    await http.listStandards();
    expect(call.mock.calls).toEqual([
      ['GET', '/assessment/lesson/5/backup'],
      ['POST', '/component/question/8/choice/3', { version: 2 }],
      ['PATCH', '/component/question/multipleResponse/9/correct', { version: 2 }],
      ['DELETE', '/component/question/choice/9?version=3', undefined],
      ['POST', '/component/question/essay/essay-topics', { version: 4, title: { en: 'A', es: '' }, questionId: 8 }],
      ['POST', '/component/question/8/typef-element', { version: 4, content: { en: 'A', es: '' }, columnId: 2 }],
      ['DELETE', '/component/question/fill-in-blank-element/6?version=5', undefined],
      ['DELETE', '/teks/4?version=6', undefined],
      ['PUT', '/component/40/assessmentgroup', { version: 3, assessmentGroupNumber: 2 }],
      ['GET', '/SOAStandard-List'],
    ]);
  });
});
