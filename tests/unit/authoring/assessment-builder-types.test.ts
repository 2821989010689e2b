import { describe, expect, it } from 'vitest';
import { questionTypesAvailable } from '@domain/authoring/assessment-question-types';
import { QUESTION_TYPES, type QuestionType } from '@domain/assessment/question-types';

const draftWith = (...types: QuestionType[]) => ({ sections: [{ questions: types.map((type) => ({ type })) }] }) as unknown as Parameters<typeof questionTypesAvailable>[0];
const unavailable = (types: QuestionType[]) => questionTypesAvailable(draftWith(...types)).filter((o) => !o.available).map((o) => o.type);

describe('questionTypesAvailable (§5: at most one essay and one Venn diagram)', () => {
  it('offers all nine types in an empty assessment', () => {
    const options = questionTypesAvailable(draftWith());
    expect(options.map((o) => o.type)).toEqual([...QUESTION_TYPES]);
    expect(options.every((o) => o.available)).toBe(true);
  });

  it('stops offering an essay once there is one, and a Venn diagram once there is one', () => {
    expect(unavailable(['essay'])).toEqual(['essay']);
    expect(unavailable(['venn-diagram', 'multiple-choice'])).toEqual(['venn-diagram']);
    expect(unavailable(['essay', 'venn-diagram'])).toEqual(['venn-diagram', 'essay']);
  });

  it('counts questions of every section, and never limits the other types', () => {
    const draft = { sections: [{ questions: [{ type: 'essay' }] }, { questions: [{ type: 'written' }, { type: 'written' }] }] } as unknown as Parameters<typeof questionTypesAvailable>[0];
    const options = questionTypesAvailable(draft);
    expect(options.find((o) => o.type === 'essay')).toEqual({ type: 'essay', available: false, reason: 'limitReached' });
    expect(options.find((o) => o.type === 'written')?.available).toBe(true);
  });
});
