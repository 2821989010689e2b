// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createBrowserAnswerOutbox } from '@infrastructure/storage/browser-answer-outbox.adapter';
import { OUTBOX_STORAGE_KEY } from '@infrastructure/storage/document-answer-outbox.adapter';

/** In a browser without IndexedDB (jsdom has none), the outbox falls back to the page's localStorage. */
describe('browser answer outbox without IndexedDB', () => {
  const entry = {
    clientAnswerId: '00000000-0000-4000-8000-000000000001',
    userId: 6,
    assessmentId: 3,
    retakeRound: 1,
    questionId: 1,
    questionType: 'essay' as const,
    answer: { topicId: null, text: 'Kept in localStorage', steps: [] },
    submit: true,
    enqueuedAt: 1,
  };

  it('keeps entries in window.localStorage, where a reload finds them', async () => {
    expect(typeof indexedDB).toBe('undefined');
    window.localStorage.clear();
    const outbox = createBrowserAnswerOutbox({ indexedDB: undefined, localStorage: window.localStorage });
    expect(await outbox.durability()).toBe('localstorage');
    await outbox.enqueue(entry);
    expect(window.localStorage.getItem(OUTBOX_STORAGE_KEY)).toContain('Kept in localStorage');
    const reloaded = createBrowserAnswerOutbox({ localStorage: window.localStorage });
    expect(await reloaded.peek(6)).toMatchObject({ answer: entry.answer, submit: true, clientSeq: expect.any(Number) });
  });

  it('reads a damaged document as empty and says so, instead of failing', async () => {
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    const discarded: unknown[] = [];
    const outbox = createBrowserAnswerOutbox({ localStorage: window.localStorage }, { onDiscarded: (raw) => discarded.push(raw) });
    expect(await outbox.pending()).toEqual([]);
    expect(discarded).toEqual(['{not json']);
  });
});
