import type { AnswerValue, QuestionType } from '@domain/assessment/answer-value';
import type { ClientErrorCode } from '@domain/shared/error-codes';

/** The quiet save status the assessment screens show: saved, saving, or offline (will retry). */
export type AnswerSyncStatus = 'saved' | 'saving' | 'offline';

/** Why a save never reached the outbox: nobody was signed in, or the device could not store it. */
export type AnswerNotKept = 'SIGNED_OUT' | 'NOT_STORED';

/** A save the server refused for good (400/403/404/409…): removed from the outbox and reported here. */
export interface AnswerRejection {
  readonly clientAnswerId: string;
  readonly assessmentId: number;
  readonly questionId: number;
  readonly status: number;
  readonly code: ClientErrorCode | AnswerNotKept;
  readonly message: string;
}

export interface AnswerSyncSnapshot {
  readonly status: AnswerSyncStatus;
  /** Saves of the signed-in student not yet acknowledged. */
  readonly pending: number;
  readonly lastRejection: AnswerRejection | null;
}

/** One answer to save. */
export interface AnswerDraft {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  readonly questionType: QuestionType;
  readonly answer: AnswerValue;
  /** Also submit the question (the `/submit` variant of its save call). */
  readonly submit?: boolean;
}

/** How the first attempt to send a save ended: acknowledged, refused for good, or waiting in the outbox. */
export type SaveReceipt = 'saved' | 'rejected' | 'queued';

/** Whether every answer of an assessment reached the server (what a submit waits for). */
export type FlushOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: 'offline' | 'signed-out' | 'not-stored' };

/** What the UI and the assessment machines use of the answer sync (AppServices.answerSync). */
export interface AnswerSync {
  /** useSyncExternalStore pair for the quiet status. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnswerSyncSnapshot;
  /** Saves an answer of the signed-in student; never throws (failures show in the status and onRejected). */
  save(draft: AnswerDraft): void;
  /** Resolves once every answer of the assessment given so far reached the server, or why it cannot now. */
  flush(assessmentId: number): Promise<FlushOutcome>;
  /** Reports every save the server refused for good. */
  onRejected(listener: (rejection: AnswerRejection) => void): () => void;
  /**
   * The newest answer per question of the assessment still waiting in the outbox (e.g. typed offline
   * before a reload): the screen shows these over the server's answers (see `slotsOf`).
   */
  pendingAnswers(assessmentId: number): Promise<ReadonlyMap<number, AnswerValue>>;
}
export const AnswerSync = Symbol.for('AnswerSync');
