// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import type { AnswerSyncSnapshot } from '@application/use-cases/answer-sync.contract';
import type { BiographyDocument } from '@domain/content/reading.schemas';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import type { ContentUpdated } from '@domain/realtime/content-update.contract';
import { CONTENT_UPDATED_REDIRECT_MS } from '@domain/realtime/content-update.rules';
import AssessmentLessonPage from '@ui/learning/lesson/AssessmentLessonPage';
import LessonPage from '@ui/learning/lesson/LessonPage';
import BiographyPage from '@ui/learning/reading/BiographyPage';
import { bi, courseTwin, ok } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/**
 * Product-spec §4: a publish that touched the page the student reads shows "updated, you will be
 * redirected home" and goes home after the named delay — not on pages it did not touch, not while
 * answers wait in the outbox, not once the student chose to stay.
 */

const LESSON = '/unit/:unitId/lesson/:lessonId';
const FRANKLIN: BiographyDocument = {
  id: 31,
  unitId: 1,
  order: 1,
  characterName: bi('Benjamin Franklin'),
  characterPeriod: bi('1706 – 1790'),
  mainText: bi('<p>A printer.</p>'),
  portrait: null,
  portraitCaption: bi(''),
  disclaimer: bi(''),
  audio: null,
  version: 1,
  publishedAt: '2026-11-22T00:00:00Z',
};
const lessonPublished = (lessonId: number): ContentUpdated => ({ scope: 'lesson', targetId: lessonId, unitIds: [] });

/** A student's answers waiting in the outbox, as the answer sync reports them. */
function outbox(pending: number) {
  const listeners = new Set<() => void>();
  let snapshot: AnswerSyncSnapshot = { status: pending ? 'offline' : 'saved', pending, lastRejection: null };
  return {
    saving: { subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)), getSnapshot: () => snapshot },
    sent() {
      snapshot = { status: 'saved', pending: 0, lastRejection: null };
      for (const listener of listeners) listener();
    },
  };
}

function world(options: { language?: 'en' | 'es'; pending?: number; course?: Parameters<typeof courseTwin>[0] } = {}) {
  const base = learningWorld(courseTwin(options.course), { language: options.language });
  const answers = outbox(options.pending ?? 0);
  const services: AppServices = { ...base.services, assessment: { ...base.services.assessment, saving: answers.saving } };
  base.center.start();
  const publish = (update: ContentUpdated) => act(() => base.hub.push({ kind: 'signal', signal: { target: ClassSignalTarget.ContentUpdated, payload: update } }));
  return { services, publish, answers, center: base.center };
}

const location = () => screen.getByTestId('location').textContent;
const waitPast = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let stopCenter: () => void = () => undefined;
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  stopCenter();
  vi.useRealTimers();
});

async function openLesson(w: ReturnType<typeof world>, page = <LessonPage />, path = '/unit/1/lesson/2', pattern = LESSON) {
  stopCenter = () => w.center.stop();
  renderAt(page, { services: w.services, path, pattern });
  await screen.findByRole('heading', { level: 1, name: /Crossing the Atlantic/ });
  await waitFor(() => expect(w.center.getSnapshot().channel).toBe('connected'));
}

describe('the "updated" notice', () => {
  it('appears on the lesson that was published and goes home after the delay', async () => {
    const w = world();
    await openLesson(w);
    w.publish(lessonPublished(2));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This lesson was updated. You will be redirected to the home page, where you can open the new version.');
    await waitPast(CONTENT_UPDATED_REDIRECT_MS - 1000);
    expect(location()).toBe('/unit/1/lesson/2');
    await waitPast(1000);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('does not appear for a publish of another lesson, or on a page the publish did not touch', async () => {
    const w = world();
    await openLesson(w);
    w.publish(lessonPublished(3));
    w.publish({ scope: 'biography', targetId: 31, unitIds: [1] });
    w.publish({ scope: 'unit', targetId: 2, unitIds: [2] });
    await waitPast(CONTENT_UPDATED_REDIRECT_MS);
    expect(screen.queryByTestId('content-updated')).toBeNull();
    expect(location()).toBe('/unit/1/lesson/2');
  });

  it("names the page it is on: a unit publish on a biography says the biography was updated", async () => {
    const w = world({ course: { biography: async () => ok(FRANKLIN), biographies: async () => ok([]) } });
    stopCenter = () => w.center.stop();
    renderAt(<BiographyPage />, { services: w.services, path: '/unit/1/biography/31', pattern: '/unit/:unitId/biography/:biographyId' });
    await screen.findByRole('heading', { level: 1, name: 'Benjamin Franklin' });
    await waitFor(() => expect(w.center.getSnapshot().channel).toBe('connected'));
    w.publish({ scope: 'unit', targetId: 1, unitIds: [1] });
    expect((await screen.findByRole('alert')).textContent).toContain('This biography was updated.');
  });

  it('waits for answers still in the outbox on an assessment page, then goes home', async () => {
    const w = world({ pending: 2 });
    await openLesson(w, <AssessmentLessonPage />, '/unit/1/mid-unit/2', '/unit/:unitId/mid-unit/:lessonId');
    w.publish(lessonPublished(2));
    await screen.findByRole('alert');
    await waitPast(CONTENT_UPDATED_REDIRECT_MS * 3);
    expect(location()).toBe('/unit/1/mid-unit/2');
    expect(screen.getByRole('alert').textContent).toContain('This lesson was updated. Your answers are being saved first.');
    act(() => w.answers.sent());
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('stays when the student chooses, and goes home when they ask', async () => {
    const w = world();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openLesson(w);
    w.publish(lessonPublished(2));
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('button', { name: 'Go to the home page now' })).toBe(document.activeElement);
    await waitPast(CONTENT_UPDATED_REDIRECT_MS * 2);
    expect(location()).toBe('/unit/1/lesson/2');
    expect(screen.getByRole('alert').textContent).toContain('Go to the home page when you are ready to open the new version.');
    await user.click(screen.getByRole('button', { name: 'Go to the home page now' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('says it in Spanish, and is accessible (axe)', async () => {
    const w = world({ language: 'es' });
    stopCenter = () => w.center.stop();
    const { container } = renderAt(<LessonPage />, { services: w.services, path: '/unit/1/lesson/2', pattern: LESSON, language: 'es' });
    await screen.findByRole('heading', { level: 1, name: /Crossing the Atlantic/ });
    await waitFor(() => expect(w.center.getSnapshot().channel).toBe('connected'));
    w.publish(lessonPublished(2));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Esta lección se actualizó. Te llevaremos a la página de inicio, donde puedes abrir la versión nueva.');
    expect(screen.getByRole('button', { name: 'Quedarme en esta página' })).toBeTruthy();
    vi.useRealTimers();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

