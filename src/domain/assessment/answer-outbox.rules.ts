import { isQuestionType, parseAnswerValue, type AnswerValue, type QuestionType } from './answer-value';

/**
 * Rules of the client's answer outbox (issue 5, "Answers are never lost"): what one waiting save
 * holds, how it is read back from storage, how saves to one question are numbered, and which
 * server answers mean a save will never succeed.
 */

/** One save waiting to reach the server, as stored. Field names follow the save calls (answer.schemas.ts). */
export interface OutboxEntry {
  /** Made once per save (uuid): the server applies a save id once, and a repeat answers the same. */
  readonly clientAnswerId: string;
  /** Orders the saves of one question: the server applies a save only when this is higher than the stored one. */
  readonly clientSeq: number;
  /** Whose answer this is: a shared device sends only the signed-in student's entries. */
  readonly userId: number;
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  readonly questionType: QuestionType;
  readonly answer: AnswerValue;
  /** Also submit the question (the call's `/submit` variant): scored at once, closed for edits. */
  readonly submit: boolean;
  /** When the student gave the answer (epoch milliseconds). */
  readonly enqueuedAt: number;
}

/** What the application hands the outbox; it adds the sequence number. */
export type NewOutboxEntry = Omit<OutboxEntry, 'clientSeq'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isClientAnswerId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Reads an entry from storage, which is outside input (another version of the app, an extension,
 * a damaged database): a well-formed copy with only the known fields, or null.
 */
export function parseOutboxEntry(raw: unknown): OutboxEntry | null {
  if (!isRecord(raw)) return null;
  const { clientAnswerId, clientSeq, userId, assessmentId, retakeRound, questionId, questionType, enqueuedAt } = raw;
  const submit = raw.submit ?? false;
  if (typeof submit !== 'boolean') return null;
  if (!isClientAnswerId(clientAnswerId) || !isId(clientSeq) || !isId(userId) || !isId(assessmentId) || !isId(retakeRound) || !isId(questionId)) return null;
  if (!isQuestionType(questionType) || !Number.isSafeInteger(enqueuedAt) || (enqueuedAt as number) < 0) return null;
  const answer = parseAnswerValue(questionType, raw.answer);
  if (answer === null) return null;
  return {
    clientAnswerId: clientAnswerId.toLowerCase(),
    clientSeq,
    userId,
    assessmentId,
    retakeRound,
    questionId,
    questionType,
    answer,
    submit,
    enqueuedAt: enqueuedAt as number,
  };
}

/** The key under which the last sequence number of one student's question is kept. */
export function sequenceKey(userId: number, questionId: number): string {
  return `${userId}:${questionId}`;
}

/**
 * The next save number of a question: max(now, last + 1) (answer-rules.ts). The clock keeps numbers
 * growing across devices and after the outbox was emptied; `last + 1` keeps them growing when the
 * clock steps back.
 */
export function nextClientSeq(lastSeq: number | undefined, nowMs: number): number {
  return Math.max(Math.floor(nowMs), (lastSeq ?? 0) + 1);
}

/**
 * Server answers that will never succeed however often the save is repeated: invalid (400),
 * forbidden (403), gone (404, 410), conflicting with the assessment's state, e.g. already submitted
 * or an old round (409), too large (413), unprocessable (422). Such saves are dropped and reported.
 * 401 waits for the next sign-in; 408, 429 and 5xx are retried (5xx within bounds: isServerFault).
 */
export function isPermanentRejection(status: number): boolean {
  return status === 400 || status === 403 || status === 404 || status === 409 || status === 410 || status === 413 || status === 422;
}

/**
 * How many times in a row one save may meet a server fault before it is held back: kept in the
 * outbox, not sent again until the app starts again or a student signs in, and reported.
 */
export const SERVER_FAULTS_BEFORE_HOLD = 3;

/**
 * A failure the save itself may be causing (500, 501, 505…), which repeating it on the schedule
 * would only repeat forever. Not a fault of the save: no answer at all (status 0), a proxy or a
 * server that is away or busy (502, 503, 504) or throttling (408, 429): those are retried without
 * bound, so answers are never lost while the server is unreachable.
 */
export function isServerFault(status: number): boolean {
  return status >= 500 && status !== 502 && status !== 503 && status !== 504;
}

/** Whether a save that met `faults` server faults in a row is held back (SERVER_FAULTS_BEFORE_HOLD). */
export function isHeldBack(faults: number): boolean {
  return faults >= SERVER_FAULTS_BEFORE_HOLD;
}
