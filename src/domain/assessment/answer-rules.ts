import type { FieldError } from '../shared/envelope';
import type { MessageKey } from '../shared/messages';
import type { AnswerOf, StudentAnswer } from './answer.schemas';
import type { QuestionDocument } from './question.schemas';

/**
 * Rules about answers that do not depend on storage (docs/decisions.md, "Assessments (issue 5)").
 */

/**
 * Ordering of saves to one question: a save carries the client's `clientSeq`, increasing per question
 * on one device (the client uses max(Date.now(), last + 1)). A save is applied only when its number is
 * higher than the stored one, so an older save that arrives late never overwrites a newer answer.
 */
export function isNewerSave(storedSeq: number, incomingSeq: number): boolean {
  return incomingSeq > storedSeq;
}

const problem = (field: string, message: MessageKey): FieldError => ({ field: `answer.${field}`, message });

/**
 * Whether an answer refers only to what the question has (its choices, elements, columns, blanks,
 * topics and steps). Returns the offending fields; empty when the answer fits.
 */
export function answerProblems(question: QuestionDocument, answer: StudentAnswer): FieldError[] {
  const has = (ids: readonly { id: number }[]) => {
    const set = new Set(ids.map((x) => x.id));
    return (id: number) => set.has(id);
  };
  const out: FieldError[] = [];
  switch (question.type) {
    case 'multiple-choice':
    case 'boolean': {
      const a = answer as AnswerOf['multiple-choice'];
      if (!has(question.choices)(a.choiceId)) out.push(problem('choiceId', 'answerNotInQuestion'));
      break;
    }
    case 'multi-response': {
      const a = answer as AnswerOf['multi-response'];
      const known = has(question.choices);
      a.choiceIds.forEach((id, i) => known(id) || out.push(problem(`choiceIds.${i}`, 'answerNotInQuestion')));
      break;
    }
    case 'venn-diagram': {
      const a = answer as AnswerOf['venn-diagram'];
      const known = has(question.elements);
      a.placements.forEach((p, i) => known(p.elementId) || out.push(problem(`placements.${i}.elementId`, 'answerNotInQuestion')));
      break;
    }
    case 'type-f': {
      const a = answer as AnswerOf['type-f'];
      const element = has(question.elements);
      const column = has(question.columns);
      a.placements.forEach((p, i) => {
        if (!element(p.elementId)) out.push(problem(`placements.${i}.elementId`, 'answerNotInQuestion'));
        if (!column(p.columnId)) out.push(problem(`placements.${i}.columnId`, 'answerNotInQuestion'));
      });
      break;
    }
    case 'cloze-sentence':
    case 'fill-in-blank': {
      const a = answer as AnswerOf['fill-in-blank'];
      const known = has(question.blanks);
      a.blanks.forEach((b, i) => known(b.blankId) || out.push(problem(`blanks.${i}.blankId`, 'answerNotInQuestion')));
      break;
    }
    case 'essay': {
      const a = answer as AnswerOf['essay'];
      if (a.topicId !== null && !has(question.topics)(a.topicId)) out.push(problem('topicId', 'answerNotInQuestion'));
      const step = has(question.steps);
      a.steps.forEach((s, i) => step(s.stepId) || out.push(problem(`steps.${i}.stepId`, 'answerNotInQuestion')));
      break;
    }
    case 'written':
      break;
  }
  return out;
}

/** Whether an answer says anything (what the pager and the submit warning count as answered). */
export function isAnswered(answer: StudentAnswer | null): boolean {
  if (!answer) return false;
  if ('choiceId' in answer) return true;
  if ('choiceIds' in answer) return answer.choiceIds.length > 0;
  if ('placements' in answer) return answer.placements.length > 0;
  if ('blanks' in answer) return answer.blanks.some((b) => b.value.trim() !== '');
  if ('steps' in answer && answer.steps.some((s) => s.text.trim() !== '')) return true;
  return answer.text.trim() !== '';
}
