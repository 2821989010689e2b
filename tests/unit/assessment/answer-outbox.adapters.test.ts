import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { AnswerOutbox, NewOutboxEntry } from '@application/ports/answer-outbox.port';
import { createBrowserAnswerOutbox } from '@infrastructure/storage/browser-answer-outbox.adapter';
import { createLocalStorageAnswerOutbox, OUTBOX_STORAGE_KEY } from '@infrastructure/storage/document-answer-outbox.adapter';
import { OUTBOX_DB_NAME, openIndexedDbAnswerOutbox } from '@infrastructure/storage/indexeddb-answer-outbox.adapter';

/**
 * The answer outbox adapters against the port's contract: order kept, sequence numbers growing per
 * question and kept after acknowledgement, durable across "reloads" (a second adapter over the same
 * storage), and every stored entry validated when read back. IndexedDB runs on fake-indexeddb.
 */

const entry = (n: number, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  clientAnswerId: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  userId: 6,
  assessmentId: 3,
  retakeRound: 1,
  questionId: 1,
  questionType: 'multiple-choice',
  answer: { choiceId: n },
  submit: false,
  enqueuedAt: 1_700_000_000_000,
  ...overrides,
});

/** A Storage over a Map (what localStorage offers). */
class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

interface Backend {
  readonly name: string;
  /** Opens an outbox over one storage; calling it again is a reload over the same storage. */
  storage(): { open(now: () => number): Promise<AnswerOutbox>; corrupt(): Promise<void> };
}

const BACKENDS: Backend[] = [
  {
    name: 'IndexedDB',
    storage() {
      const factory = new IDBFactory();
      return {
        open: (now) => openIndexedDbAnswerOutbox(factory, { now }),
        corrupt: async () => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = factory.open(OUTBOX_DB_NAME);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction('entries', 'readwrite');
            const store = tx.objectStore('entries');
            store.add({ clientAnswerId: 'not-a-uuid', userId: 6 });
            store.add({ ...entry(90), answer: { choiceId: 'x' } });
            store.add('garbage');
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          });
          db.close();
        },
      };
    },
  },
  {
    name: 'localStorage',
    storage() {
      const storage = new MapStorage();
      return {
        open: async (now) => createLocalStorageAnswerOutbox(storage, { now }),
        corrupt: async () => {
          const doc = JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY)!);
          doc.entries.push(
            { position: 50, entry: { clientAnswerId: 'not-a-uuid' } },
            { position: 51, entry: { ...entry(90), answer: { choiceId: 'x' } } },
            { position: 'x', entry: entry(91) },
            'garbage',
          );
          doc.sequences['not a key'] = 3;
          storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(doc));
        },
      };
    },
  },
];

describe.each(BACKENDS)('answer outbox: $name', (backend) => {
  it('keeps entries in the order they were added, per student, until acknowledged', async () => {
    const storage = backend.storage();
    const outbox = await storage.open(() => 5000);
    await outbox.enqueue(entry(1));
    await outbox.enqueue(entry(2, { userId: 7 }));
    await outbox.enqueue(entry(3, { questionId: 2 }));
    expect((await outbox.pending()).map((e) => e.answer)).toEqual([{ choiceId: 1 }, { choiceId: 2 }, { choiceId: 3 }]);
    expect((await outbox.pending(6)).map((e) => e.answer)).toEqual([{ choiceId: 1 }, { choiceId: 3 }]);
    expect((await outbox.peek(6))?.answer).toEqual({ choiceId: 1 });
    expect((await outbox.peek(7))?.answer).toEqual({ choiceId: 2 });
    await outbox.ack(entry(1).clientAnswerId);
    await outbox.ack('00000000-0000-4000-8000-00000000ffff'); // unknown: ignored
    expect((await outbox.peek(6))?.answer).toEqual({ choiceId: 3 });
    expect(await outbox.peek(8)).toBeNull();
  });

  it('numbers saves per student and question with max(now, last + 1), kept after acknowledgement and reload', async () => {
    const storage = backend.storage();
    let now = 5000;
    const outbox = await storage.open(() => now);
    const a = await outbox.enqueue(entry(1));
    const b = await outbox.enqueue(entry(2));
    const other = await outbox.enqueue(entry(3, { questionId: 2 }));
    const otherStudent = await outbox.enqueue(entry(4, { userId: 7 }));
    expect([a.clientSeq, b.clientSeq, other.clientSeq, otherStudent.clientSeq]).toEqual([5000, 5001, 5000, 5000]);
    await outbox.ack(a.clientAnswerId);
    await outbox.ack(b.clientAnswerId);
    now = 10;
    const reloaded = await storage.open(() => now);
    expect((await reloaded.enqueue(entry(5))).clientSeq).toBe(5002);
    now = 9000;
    expect((await reloaded.enqueue(entry(6))).clientSeq).toBe(9000);
  });

  it('survives a reload: a second adapter over the same storage sees the pending entries', async () => {
    const storage = backend.storage();
    const first = await storage.open(() => 1);
    await first.enqueue(entry(1));
    await first.enqueue(entry(2));
    const second = await storage.open(() => 1);
    expect((await second.pending()).map((e) => e.clientAnswerId)).toEqual([entry(1).clientAnswerId, entry(2).clientAnswerId]);
  });

  it('removes and reports damaged entries when reading them back, and never returns them', async () => {
    const storage = backend.storage();
    const outbox = await storage.open(() => 1);
    await outbox.enqueue(entry(1));
    await storage.corrupt();
    const reloaded = await storage.open(() => 1);
    expect((await reloaded.pending()).map((e) => e.answer)).toEqual([{ choiceId: 1 }]);
    expect(await reloaded.peek(6)).toMatchObject({ answer: { choiceId: 1 } });
  });

  it('refuses what is not a well-formed entry, and a clientAnswerId twice', async () => {
    const outbox = await backend.storage().open(() => 1);
    await expect(outbox.enqueue({ ...entry(1), answer: { text: 'not a choice' } as never })).rejects.toThrow();
    await expect(outbox.enqueue({ ...entry(1), clientAnswerId: 'nope' })).rejects.toThrow();
    await outbox.enqueue(entry(2));
    await expect(outbox.enqueue(entry(2))).rejects.toThrow();
    expect(await outbox.pending()).toHaveLength(1);
  });

  it('tells subscribers about every change', async () => {
    const outbox = await backend.storage().open(() => 1);
    let changes = 0;
    const stop = outbox.subscribe(() => (changes += 1));
    await outbox.enqueue(entry(1));
    await outbox.ack(entry(1).clientAnswerId);
    stop();
    await outbox.enqueue(entry(2));
    expect(changes).toBe(2);
  });
});

describe('browser answer outbox', () => {
  it('uses IndexedDB when it opens', async () => {
    const outbox = createBrowserAnswerOutbox({ indexedDB: new IDBFactory() });
    expect(await outbox.durability()).toBe('indexeddb');
    let changed = false;
    outbox.subscribe(() => (changed = true));
    await outbox.enqueue(entry(1));
    expect(changed).toBe(true);
    expect(await outbox.pending(6)).toHaveLength(1);
  });

  it('falls back to memory when there is neither IndexedDB nor a writable localStorage', async () => {
    const refusing = { open: () => { throw new Error('SecurityError'); } } as unknown as IDBFactory;
    const outbox = createBrowserAnswerOutbox({ indexedDB: refusing });
    expect(await outbox.durability()).toBe('memory');
    await outbox.enqueue(entry(1));
    expect(await outbox.peek(6)).toMatchObject({ clientSeq: expect.any(Number) });
  });
});
