import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { QuestionDocument } from '@domain/assessment/question.schemas';
import { SAVE_CALL_OF } from '@domain/assessment/question-types';

/**
 * What a student does in a class period: the k-th save (k = 0..saves-1) answers question k mod n of
 * the assessment, and each time round the answer changes a little (another choice, one more Venn or
 * organizer placement, a longer written answer), as a student working through and revising would.
 */
export function answerAt(q: QuestionDocument, pass: number): unknown {
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
      return { choiceId: q.choices[pass % q.choices.length].id };
    case 'multi-response':
      return { choiceIds: q.choices.slice(0, 1 + (pass % q.choices.length)).map((c) => c.id) };
    case 'venn-diagram':
      return { placements: q.elements.slice(0, 1 + (pass % q.elements.length)).map((e, i) => ({ elementId: e.id, set: (['primary', 'secondary', 'both'] as const)[i % 3] })) };
    case 'type-f':
      return { placements: q.elements.slice(0, 1 + (pass % q.elements.length)).map((e, i) => ({ elementId: e.id, columnId: q.columns[i % q.columns.length].id })) };
    case 'cloze-sentence':
    case 'fill-in-blank':
      return { blanks: q.blanks.map((b) => ({ blankId: b.id, value: `word ${pass}` })) };
    case 'written':
      return { text: 'Rocky soil and long winters pushed people to the sea. '.repeat(pass + 1) };
    case 'essay':
      return { topicId: q.topics[0]?.id ?? null, text: 'My colony will stand by a harbor. '.repeat(pass + 1), steps: [] };
  }
}

export interface PlannedSave {
  readonly url: string;
  readonly body: Record<string, unknown>;
}

export function plannedSave(doc: AssessmentDocument, k: number, clientAnswerId: string): PlannedSave {
  const questions = doc.groups.flatMap((g) => g.questions);
  const q = questions[k % questions.length];
  const pass = Math.floor(k / questions.length);
  return {
    url: `/api/${SAVE_CALL_OF[q.type]}`,
    body: { clientAnswerId, clientSeq: k + 1, assessmentId: doc.id, questionId: q.id, retakeRound: 1, answer: answerAt(q, pass) },
  };
}
