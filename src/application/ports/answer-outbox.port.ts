import type { NewOutboxEntry, OutboxEntry } from '@domain/assessment/answer-outbox.rules';

export type { NewOutboxEntry, OutboxEntry };

/** Where an outbox keeps its entries; only `memory` loses them on reload. */
export type OutboxDurability = 'indexeddb' | 'localstorage' | 'memory';

/**
 * The durable client outbox of answers (issue 5, "Answers are never lost"): saves wait here until
 * the server acknowledged them, across dropped networks, closed tabs and reloads. Entries keep the
 * order they were added in. Every entry read back from storage is validated; a damaged one is
 * removed, never sent.
 */
export interface AnswerOutbox {
  /**
   * Stores a save and gives it the next sequence number of its question (max(now, last + 1), kept
   * across acknowledgements). Resolves only once the entry is committed to storage.
   */
  enqueue(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** The oldest pending entry of this student, or null. */
  peek(userId: number): Promise<OutboxEntry | null>;
  /** Removes an entry (acknowledged, or refused for good). An unknown id is ignored. */
  ack(clientAnswerId: string): Promise<void>;
  /** Pending entries oldest first: this student's, or everyone's without an id. */
  pending(userId?: number): Promise<OutboxEntry[]>;
  /** Calls the listener after every change made through this outbox; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Where the entries are kept (resolves once the storage is open). */
  durability(): Promise<OutboxDurability>;
}
export const AnswerOutbox = Symbol.for('AnswerOutbox');
