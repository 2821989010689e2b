import type { AnswerOutbox, NewOutboxEntry, OutboxEntry } from '@application/ports/answer-outbox.port';
import { nextClientSeq, parseOutboxEntry, sequenceKey } from '@domain/assessment/answer-outbox.rules';
import type { OutboxOptions } from './document-answer-outbox.adapter';

export const OUTBOX_DB_NAME = 'course-platform-answer-outbox';
const OUTBOX_DB_VERSION = 1;
const ENTRIES = 'entries';
const SEQUENCES = 'sequences';
const BY_CLIENT_ANSWER_ID = 'byClientAnswerId';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction is committed (never before: an enqueue resolved means durable). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Opens (creating or upgrading) the outbox database; rejects when IndexedDB refuses (private mode, policy). */
function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION);
    } catch (error) {
      reject(error);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ENTRIES)) {
        // Auto-incremented keys keep the order entries were added in.
        const entries = db.createObjectStore(ENTRIES, { autoIncrement: true });
        entries.createIndex(BY_CLIENT_ANSWER_ID, 'clientAnswerId', { unique: true });
      }
      if (!db.objectStoreNames.contains(SEQUENCES)) db.createObjectStore(SEQUENCES);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, this tab reopens on its next load.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/**
 * The answer outbox in IndexedDB: entries in one auto-incremented store (their order), the last
 * sequence number per student and question in another (kept after acknowledgement). An enqueue is
 * one `strict` transaction over both stores and resolves on commit. Every record read is validated;
 * damaged ones are deleted as they are met, never sent.
 */
export async function openIndexedDbAnswerOutbox(factory: IDBFactory, options: OutboxOptions = {}): Promise<AnswerOutbox> {
  const db = await openDatabase(factory);
  const now = options.now ?? (() => Date.now());
  const onDiscarded = options.onDiscarded ?? (() => undefined);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  /** Walks the entries oldest first, deleting damaged ones; stops when `visit` returns true. */
  async function scan(visit: (entry: OutboxEntry) => boolean): Promise<void> {
    const tx = db.transaction(ENTRIES, 'readwrite');
    const done = committed(tx);
    const request = tx.objectStore(ENTRIES).openCursor();
    await new Promise<void>((resolve, reject) => {
      request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve();
        const entry = parseOutboxEntry(cursor.value);
        if (!entry) {
          onDiscarded(cursor.value);
          cursor.delete();
          cursor.continue();
          return;
        }
        if (visit(entry)) return resolve();
        cursor.continue();
      };
    });
    await done;
  }

  return {
    async enqueue(input: NewOutboxEntry): Promise<OutboxEntry> {
      const tx = db.transaction([ENTRIES, SEQUENCES], 'readwrite', { durability: 'strict' });
      const done = committed(tx);
      const key = sequenceKey(input.userId, input.questionId);
      const sequences = tx.objectStore(SEQUENCES);
      let entry: OutboxEntry | null = null;
      try {
        const last = await promised(sequences.get(key));
        entry = parseOutboxEntry({ ...input, clientSeq: nextClientSeq(Number.isSafeInteger(last) ? (last as number) : undefined, now()) });
        if (!entry) throw new Error('The answer is not well-formed and was not stored');
        sequences.put(entry.clientSeq, key);
        tx.objectStore(ENTRIES).add(entry);
      } catch (error) {
        try {
          tx.abort();
        } catch {}
        await done.catch(() => undefined);
        throw error;
      }
      await done;
      notify();
      return entry;
    },
    async peek(userId) {
      let found: OutboxEntry | null = null;
      await scan((entry) => {
        if (entry.userId !== userId) return false;
        found = entry;
        return true;
      });
      return found;
    },
    async ack(clientAnswerId) {
      const tx = db.transaction(ENTRIES, 'readwrite', { durability: 'strict' });
      const done = committed(tx);
      const store = tx.objectStore(ENTRIES);
      const key = await promised(store.index(BY_CLIENT_ANSWER_ID).getKey(clientAnswerId.toLowerCase()));
      if (key !== undefined) store.delete(key);
      await done;
      if (key !== undefined) notify();
    },
    async pending(userId) {
      const out: OutboxEntry[] = [];
      await scan((entry) => {
        if (userId === undefined || entry.userId === userId) out.push(entry);
        return false;
      });
      return out;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async durability() {
      return 'indexeddb';
    },
  };
}
