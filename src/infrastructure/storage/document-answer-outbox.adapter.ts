import type { AnswerOutbox, NewOutboxEntry, OutboxDurability, OutboxEntry } from '@application/ports/answer-outbox.port';
import { nextClientSeq, parseOutboxEntry, sequenceKey } from '@domain/assessment/answer-outbox.rules';

/** localStorage key of the fallback outbox (one JSON document). */
export const OUTBOX_STORAGE_KEY = 'answer-outbox:v1';

export interface OutboxOptions {
  /** Clock for sequence numbers (epoch ms); defaults to Date.now. */
  readonly now?: () => number;
  /** Told about every stored entry that failed validation (it is removed, never sent). */
  readonly onDiscarded?: (raw: unknown) => void;
}

interface OutboxDocument {
  /** Position the next entry gets; positions order the entries. */
  nextPosition: number;
  entries: Array<{ position: number; entry: OutboxEntry }>;
  /** Last sequence number per `userId:questionId`, kept after acknowledgement. */
  sequences: Record<string, number>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPosition = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Reads the stored text into a document, dropping (and reporting) every part that is not well-formed. */
function readDocument(text: string | null, onDiscarded: (raw: unknown) => void): { doc: OutboxDocument; cleaned: boolean } {
  const empty: OutboxDocument = { nextPosition: 1, entries: [], sequences: {} };
  if (text === null) return { doc: empty, cleaned: false };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    onDiscarded(text);
    return { doc: empty, cleaned: true };
  }
  if (!isRecord(raw) || !Array.isArray(raw.entries)) {
    onDiscarded(raw);
    return { doc: empty, cleaned: true };
  }
  let cleaned = false;
  const entries: OutboxDocument['entries'] = [];
  const seen = new Set<string>();
  for (const item of raw.entries) {
    const entry = isRecord(item) && isPosition(item.position) ? parseOutboxEntry(item.entry) : null;
    if (!entry || seen.has(entry.clientAnswerId)) {
      onDiscarded(item);
      cleaned = true;
      continue;
    }
    seen.add(entry.clientAnswerId);
    entries.push({ position: (item as { position: number }).position, entry });
  }
  entries.sort((a, b) => a.position - b.position);
  const sequences: Record<string, number> = {};
  if (isRecord(raw.sequences)) {
    for (const [key, value] of Object.entries(raw.sequences)) {
      if (/^\d+:\d+$/.test(key) && Number.isSafeInteger(value) && (value as number) > 0) sequences[key] = value as number;
      else cleaned = true;
    }
  }
  const highest = entries.reduce((max, e) => Math.max(max, e.position), 0);
  const nextPosition = isPosition(raw.nextPosition) && raw.nextPosition > highest ? raw.nextPosition : highest + 1;
  return { doc: { nextPosition, entries, sequences }, cleaned };
}

/**
 * An outbox kept as one JSON document behind `load`/`store` (synchronous storage: localStorage, or
 * a string in memory). Every read validates the whole document; damaged parts are removed.
 */
function createDocumentOutbox(
  load: () => string | null,
  store: (text: string) => void,
  durability: OutboxDurability,
  options: OutboxOptions = {},
): AnswerOutbox {
  const now = options.now ?? (() => Date.now());
  const onDiscarded = options.onDiscarded ?? (() => undefined);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const read = (): OutboxDocument => {
    const { doc, cleaned } = readDocument(load(), onDiscarded);
    if (cleaned) store(JSON.stringify(doc));
    return doc;
  };
  return {
    async enqueue(input: NewOutboxEntry): Promise<OutboxEntry> {
      const doc = read();
      const key = sequenceKey(input.userId, input.questionId);
      const entry = parseOutboxEntry({ ...input, clientSeq: nextClientSeq(doc.sequences[key], now()) });
      if (!entry) throw new Error('The answer is not well-formed and was not stored');
      if (doc.entries.some((e) => e.entry.clientAnswerId === entry.clientAnswerId)) throw new Error('The answer id is already in the outbox');
      doc.sequences[key] = entry.clientSeq;
      doc.entries.push({ position: doc.nextPosition, entry });
      doc.nextPosition += 1;
      store(JSON.stringify(doc)); // throws when storage is full: the caller learns it was not stored
      notify();
      return entry;
    },
    async peek(userId) {
      return read().entries.find((e) => e.entry.userId === userId)?.entry ?? null;
    },
    async ack(clientAnswerId) {
      const doc = read();
      const remaining = doc.entries.filter((e) => e.entry.clientAnswerId !== clientAnswerId.toLowerCase());
      if (remaining.length === doc.entries.length) return;
      doc.entries = remaining;
      store(JSON.stringify(doc));
      notify();
    },
    async pending(userId) {
      return read()
        .entries.map((e) => e.entry)
        .filter((e) => userId === undefined || e.userId === userId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async durability() {
      return durability;
    },
  };
}

/** The fallback when IndexedDB is unavailable: one document in localStorage (survives reloads). */
export function createLocalStorageAnswerOutbox(storage: Storage, options?: OutboxOptions): AnswerOutbox {
  return createDocumentOutbox(
    () => storage.getItem(OUTBOX_STORAGE_KEY),
    (text) => storage.setItem(OUTBOX_STORAGE_KEY, text),
    'localstorage',
    options,
  );
}

/**
 * An outbox in memory: for tests, and the last resort when the browser offers no storage at all
 * (answers then survive network failures but not a reload). Two services over one instance see the
 * same entries, like two page loads over one browser storage.
 */
export function createInMemoryAnswerOutbox(options?: OutboxOptions): AnswerOutbox & { raw(): string | null; setRaw(text: string | null): void } {
  let text: string | null = null;
  const outbox = createDocumentOutbox(
    () => text,
    (next) => void (text = next),
    'memory',
    options,
  );
  return { ...outbox, raw: () => text, setRaw: (next) => void (text = next) };
}
