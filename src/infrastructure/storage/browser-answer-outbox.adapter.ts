import type { AnswerOutbox } from '@application/ports/answer-outbox.port';
import { createInMemoryAnswerOutbox, createLocalStorageAnswerOutbox, type OutboxOptions } from './document-answer-outbox.adapter';
import { openIndexedDbAnswerOutbox } from './indexeddb-answer-outbox.adapter';

export interface OutboxEnvironment {
  /** `window.indexedDB`; undefined (or throwing on open) falls back to localStorage. */
  readonly indexedDB?: IDBFactory;
  readonly localStorage?: Storage;
}

/** Whether localStorage can actually be written (Safari's private mode and full quotas refuse). */
function writable(storage: Storage | undefined): storage is Storage {
  if (!storage) return false;
  try {
    const probe = 'answer-outbox:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser's answer outbox: IndexedDB when it opens, else localStorage, else memory. The choice
 * is made on first use; calls made before the storage is open wait for it.
 */
export function createBrowserAnswerOutbox(env: OutboxEnvironment, options?: OutboxOptions): AnswerOutbox {
  const listeners = new Set<() => void>();
  const backend: Promise<AnswerOutbox> = (async () => {
    if (env.indexedDB) {
      try {
        return await openIndexedDbAnswerOutbox(env.indexedDB, options);
      } catch {}
    }
    return writable(env.localStorage) ? createLocalStorageAnswerOutbox(env.localStorage, options) : createInMemoryAnswerOutbox(options);
  })().then((outbox) => {
    outbox.subscribe(() => {
      for (const listener of [...listeners]) listener();
    });
    return outbox;
  });
  return {
    enqueue: async (entry) => (await backend).enqueue(entry),
    peek: async (userId) => (await backend).peek(userId),
    ack: async (clientAnswerId) => (await backend).ack(clientAnswerId),
    pending: async (userId) => (await backend).pending(userId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    durability: async () => (await backend).durability(),
  };
}
