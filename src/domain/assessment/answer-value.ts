import type { AnswerOf, StudentAnswer } from './answer.schemas';
import { QUESTION_TYPES, type QuestionType } from './question-types';
import type { VennRegion } from './question.schemas';

/**
 * A student's answer as the client holds it between the screen, the durable outbox and the save
 * calls: exactly the `answer` payload of answer.schemas.ts (one shape per question type). The
 * functions here are the client's pure helpers over it. They are written by hand, with type-only
 * imports of the schemas, so the first load (which runs the outbox) carries no schema library.
 */
export type AnswerValue = StudentAnswer;
export type { QuestionType };

const VENN_REGION_NAMES = ['primary', 'secondary', 'both'] as const satisfies readonly VennRegion[];

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
/** No answer text the client writes is longer than this (the server's limits are lower and exact). */
const MAX_TEXT_LENGTH = 100_000;
/** No answer list the client writes is longer than this. */
const MAX_LIST_LENGTH = 1_000;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT_LENGTH;
const isList = (v: unknown): v is unknown[] => Array.isArray(v) && v.length <= MAX_LIST_LENGTH;

/**
 * Reads the answer of a question of `type` from outside input (the outbox's storage, a QA trace): a
 * well-formed copy with only the known fields, or null. Structure only: the server checks limits
 * and that the ids belong to the question.
 */
export function parseAnswerValue<T extends QuestionType>(type: T, raw: unknown): AnswerOf[T] | null;
export function parseAnswerValue(type: QuestionType, raw: unknown): AnswerValue | null {
  if (!isRecord(raw)) return null;
  switch (type) {
    case 'multiple-choice':
    case 'boolean':
      return isId(raw.choiceId) ? { choiceId: raw.choiceId } : null;
    case 'multi-response':
      return isList(raw.choiceIds) && raw.choiceIds.every(isId) ? { choiceIds: [...raw.choiceIds] } : null;
    case 'venn-diagram': {
      if (!isList(raw.placements)) return null;
      const placements: AnswerOf['venn-diagram']['placements'] = [];
      for (const p of raw.placements) {
        if (!isRecord(p) || !isId(p.elementId) || !(VENN_REGION_NAMES as readonly unknown[]).includes(p.set)) return null;
        placements.push({ elementId: p.elementId, set: p.set as VennRegion });
      }
      return { placements };
    }
    case 'type-f': {
      if (!isList(raw.placements)) return null;
      const placements: AnswerOf['type-f']['placements'] = [];
      for (const p of raw.placements) {
        if (!isRecord(p) || !isId(p.elementId) || !isId(p.columnId)) return null;
        placements.push({ elementId: p.elementId, columnId: p.columnId });
      }
      return { placements };
    }
    case 'cloze-sentence':
    case 'fill-in-blank': {
      if (!isList(raw.blanks)) return null;
      const blanks: AnswerOf['fill-in-blank']['blanks'] = [];
      for (const b of raw.blanks) {
        if (!isRecord(b) || !isId(b.blankId) || !isText(b.value)) return null;
        blanks.push({ blankId: b.blankId, value: b.value });
      }
      return { blanks };
    }
    case 'written':
      return isText(raw.text) ? { text: raw.text } : null;
    case 'essay': {
      if (!isText(raw.text)) return null;
      const topicId = raw.topicId ?? null;
      if (topicId !== null && !isId(topicId)) return null;
      const rawSteps = raw.steps ?? [];
      if (!isList(rawSteps)) return null;
      const steps: AnswerOf['essay']['steps'] = [];
      for (const s of rawSteps) {
        if (!isRecord(s) || !isId(s.stepId) || !isText(s.text)) return null;
        steps.push({ stepId: s.stepId, text: s.text });
      }
      return { topicId, text: raw.text, steps };
    }
  }
}

/** Whether a value has the answer shape of this question type. */
export function answerFitsType(type: QuestionType, value: AnswerValue): boolean {
  return parseAnswerValue(type, value) !== null;
}

/** Whether the value counts as an answer (no choice selected, empty texts and blanks do not). */
export function isAnswerGiven(value: AnswerValue | null): boolean {
  if (!value) return false;
  if ('choiceId' in value) return true;
  if ('choiceIds' in value) return value.choiceIds.length > 0;
  if ('placements' in value) return value.placements.length > 0;
  if ('blanks' in value) return value.blanks.some((b) => b.value.trim() !== '');
  if ('steps' in value && value.steps.some((s) => s.text.trim() !== '')) return true;
  return value.text.trim() !== '';
}

/** The same set of choice ids, whatever their order or repetitions. */
export function sameChoiceSet(a: readonly number[], b: readonly number[]): boolean {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

/** A canonical text of an answer: lists that are sets in meaning are sorted, so equal answers read equal. */
function canonical(value: AnswerValue): string {
  if ('choiceId' in value) return `c:${value.choiceId}`;
  if ('choiceIds' in value) return `m:${[...new Set(value.choiceIds)].sort((x, y) => x - y).join(',')}`;
  if ('placements' in value) {
    const parts = value.placements.map((p) => ('set' in p ? `${p.elementId}=${p.set}` : `${p.elementId}=${p.columnId}`));
    return `p:${JSON.stringify(parts.sort())}`;
  }
  if ('blanks' in value) return `b:${JSON.stringify([...value.blanks].sort((x, y) => x.blankId - y.blankId).map((b) => [b.blankId, b.value]))}`;
  if ('steps' in value) {
    const steps = [...value.steps].sort((x, y) => x.stepId - y.stepId).map((s) => [s.stepId, s.text]);
    return `e:${JSON.stringify([value.topicId ?? null, value.text, steps])}`;
  }
  return `t:${JSON.stringify(value.text)}`;
}

/** Whether two answers say the same thing (multi-response compares choice sets, placements as sets). */
export function sameAnswer(a: AnswerValue | null, b: AnswerValue | null): boolean {
  if (a === null || b === null) return a === b;
  return canonical(a) === canonical(b);
}

/** Adds the choice when it is not selected, removes it when it is (product-spec §4: multi-response toggles). */
export function toggleChoice(choiceIds: readonly number[], choiceId: number): number[] {
  return choiceIds.includes(choiceId) ? choiceIds.filter((id) => id !== choiceId) : [...choiceIds, choiceId];
}
