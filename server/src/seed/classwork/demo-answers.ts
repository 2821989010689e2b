import { createHash } from 'node:crypto';
import { ANSWER_CALLS, type SaveAnswerBody, type StudentAnswer } from '@domain/assessment/answer.schemas';
import { answerProblems } from '@domain/assessment/answer-rules';
import type { QuestionDocument } from '@domain/assessment/question.schemas';
import { SAVE_CALL_OF } from '@domain/assessment/question-types';

/** How well a demo student answers: every objective question right, or every one wrong. */
export type Aim = 'right' | 'wrong';

/** Written answers, in the demo student's own language, so a teacher reads something real. */
const WRITTEN = {
  en: 'Rocky soil and long winters pushed New England toward fishing, shipbuilding and trade, while the South grew tobacco and rice.',
  es: 'El suelo rocoso y los inviernos largos llevaron a Nueva Inglaterra a la pesca y el comercio; el Sur cultivó tabaco y arroz.',
} as const;
const ESSAY = {
  en: 'My colony would sit by a deep harbor with forests close by. Settlers could build ships, trade fish and lumber, and meet in a town hall to make their own laws.',
  es: 'Mi colonia estaría junto a un puerto profundo con bosques cerca. Los colonos construirían barcos, venderían pescado y madera y harían sus leyes en un ayuntamiento.',
} as const;

/**
 * An answer a student could have given to a question (the shapes `tests/server/assessment-fixtures.ts`
 * builds through the API): the key for `right`, a wrong choice or placement for `wrong`. Written and
 * essay answers are text either way; the teacher scores them.
 */
export function answerFor(q: QuestionDocument, aim: Aim, language: 'en' | 'es'): StudentAnswer {
  const right = aim === 'right';
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
      return { choiceId: q.choices.find((c) => c.correct === right)!.id };
    case 'multi-response':
      return { choiceIds: right ? [...q.correctChoiceList] : [q.choices.find((c) => !c.correct)!.id] };
    case 'venn-diagram':
      return { placements: q.elements.map((e) => ({ elementId: e.id, set: right ? e.correctAnswerSet : e.correctAnswerSet === 'both' ? 'primary' : 'both' })) };
    case 'type-f':
      return {
        placements: q.elements.map((e) => ({ elementId: e.id, columnId: right ? e.correctAnswerSet : q.columns.find((c) => c.id !== e.correctAnswerSet)!.id })),
      };
    case 'cloze-sentence':
    case 'fill-in-blank':
      return { blanks: q.blanks.map((b) => ({ blankId: b.id, value: right ? b.correctAnswerSet[language][0] : 'no sé' })) };
    case 'written':
      return { text: WRITTEN[language] };
    case 'essay':
      return { topicId: q.topics[0]?.id ?? null, text: ESSAY[language], steps: q.steps.slice(0, 1).map((s) => ({ stepId: s.id, text: language === 'es' ? 'Nueva Inglaterra' : 'New England' })) };
  }
}

/** A stable uuid per (student, question, round): the demo is the same on every first start. */
function demoAnswerId(studentId: number, questionId: number, round: number): string {
  const hex = createHash('sha256').update(`demo-classwork:${studentId}:${questionId}:${round}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The save body the student's client would send, checked by the save call's own schema and by the
 * rule that an answer names only the question's choices, elements, blanks and steps: the seed
 * stores nothing the API would have refused.
 */
export function saveBodyFor(q: QuestionDocument, assessmentId: number, studentId: number, round: number, answer: StudentAnswer): SaveAnswerBody {
  const body = ANSWER_CALLS[SAVE_CALL_OF[q.type]].body.parse({
    clientAnswerId: demoAnswerId(studentId, q.id, round),
    clientSeq: 1,
    assessmentId,
    questionId: q.id,
    retakeRound: round,
    answer,
  });
  const problems = answerProblems(q, body.answer);
  if (problems.length) throw new Error(`demo answer to question ${q.id} does not fit it: ${JSON.stringify(problems)}`);
  return body;
}
