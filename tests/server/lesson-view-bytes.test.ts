import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { lessonViewSchema } from '@domain/content/student-content.responses';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { Language } from '@domain/shared/constants';
import { CONTENT_PUBLISHED_CHANNEL } from '../../server/src/modules/content/publish/publish-course';
import { readSnapshot } from '../../server/src/modules/content/publish/snapshot.repository';
import { responseIssues } from '../../server/src/http/response-check';
import { waitFor } from '../support/wait-for';
import { addStudent, courseIds, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/**
 * GET lesson/{id} sends the published lesson as bytes serialised once per publish, with the viewer's
 * progress written in per request (lesson-view.encoder.ts). These tests hold it to the answer the
 * envelope path gave before: the same JSON, byte for byte, valid against the shared response schema.
 */
const server = useTestServer({
  world: async (s) => ({
    ids: await courseIds(s),
    classmateId: await addStudent(s, 'bytes-classmate', true),
    student: await s.login('student'),
    classmate: await s.login('bytes-classmate'),
    teacher: await s.login('teacher'),
    studentId: await userId(s, 'student'),
  }),
});

const published = async (lessonId: number) => (await readSnapshot<LessonDocument>(server.db, 'lesson', lessonId))!;

/** The bytes the envelope path sent: the route's data, then the envelope's status fields. */
const envelopeText = (lesson: LessonDocument, progress: unknown, statusMessage = 'OK') =>
  JSON.stringify({ data: { ...lesson, progress }, statusType: 1, statusMessage });

async function open(lessonId: number, token: string, options: { query?: string; language?: Language } = {}) {
  const res = await server.call('GET', `/api/lesson/${lessonId}${options.query ?? ''}`, { token, language: options.language });
  expect(res.status).toBe(200);
  expect(res.raw.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(responseIssues(lessonViewSchema, res.body.data)).toEqual([]);
  return res;
}

const progressOf = (studentId: number, lastPageView: number | null, visitedPages: number[], statusLesson = 'in-progress') => ({
  studentId,
  statusLesson,
  lastPageView,
  visitedPages,
  score: null,
});

describe('the lesson answer as bytes', () => {
  it('is the same JSON as before for a student opening a lesson for the first time, and again', async () => {
    const { ids, student, studentId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const lesson = await published(lessonId);
    const first = await open(lessonId, student);
    expect(first.raw.body).toBe(envelopeText(lesson, progressOf(studentId, 1, [1])));
    // The second open is served from the cached bytes and the learner cache.
    const again = await open(lessonId, student);
    expect(again.raw.body).toBe(first.raw.body);
  });

  it('carries the student progress as it is now, and the status message in the request language', async () => {
    const { ids, student, studentId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const lesson = await published(lessonId);
    await open(lessonId, student);
    expect((await server.call('PUT', `/api/lesson/${lessonId}/2/${studentId}`, { token: student })).status).toBe(200);
    await waitFor(async () => (await open(lessonId, student)).body.data.progress.lastPageView === 2, { what: 'the new last page' });
    const es = await open(lessonId, student, { language: 'es' });
    expect(es.raw.body).toBe(envelopeText(lesson, progressOf(studentId, 2, [1, 2]), 'Correcto'));
  });

  it('never carries another student progress', async () => {
    const { ids, student, studentId, classmate, classmateId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const lesson = await published(lessonId);
    await open(lessonId, student);
    expect((await server.call('PUT', `/api/lesson/${lessonId}/3/${studentId}`, { token: student })).status).toBe(200);
    const theirs = await open(lessonId, classmate);
    expect(theirs.raw.body).toBe(envelopeText(lesson, progressOf(classmateId, 1, [1])));
    await waitFor(async () => (await open(lessonId, student)).body.data.progress.statusLesson === 'completed', { what: 'the completed lesson' });
    const mine = await open(lessonId, student);
    expect(mine.raw.body).toBe(envelopeText(lesson, progressOf(studentId, 3, [1, 3], 'completed')));
    // Another student's id in the query is refused, not answered with their progress.
    const asking = await server.call('GET', `/api/lesson/${lessonId}?studentId=${studentId}`, { token: classmate });
    expect(asking.status).toBe(403);
    expect(asking.raw.body).not.toContain('"progress"');
  });

  it('gives a teacher the lesson without progress, or a student of theirs with that student progress', async () => {
    const { ids, teacher, student, studentId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const lesson = await published(lessonId);
    expect((await open(lessonId, teacher)).raw.body).toBe(envelopeText(lesson, null));
    await open(lessonId, student);
    const read = await open(lessonId, teacher, { query: `?studentId=${studentId}` });
    expect(read.raw.body).toBe(envelopeText(lesson, progressOf(studentId, 1, [1])));
  });

  it('serves the new content after a publish', async () => {
    const { ids, student, studentId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    await open(lessonId, student);
    await server.db.query(
      `UPDATE published_content SET document = jsonb_set(document, '{title,en}', '"Crossing the Atlantic, revised"') WHERE kind = 'lesson' AND entity_id = $1`,
      [lessonId],
    );
    await server.db.notify(CONTENT_PUBLISHED_CHANNEL, '');
    const revised = await waitFor(
      async () => {
        const res = await open(lessonId, student);
        return res.body.data.title.en === 'Crossing the Atlantic, revised' && res;
      },
      { what: 'the republished lesson' },
    );
    expect(revised.raw.body).toBe(envelopeText(await published(lessonId), progressOf(studentId, 1, [1])));
  });

  it('applies a lock made after the lesson was opened', async () => {
    const { ids, student } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    await open(lessonId, student);
    const [{ id: classroomId }] = await server.db.query<{ id: number }>('SELECT id FROM classrooms ORDER BY id LIMIT 1');
    await server.db.query('INSERT INTO classroom_unit_locks (classroom_id, unit_id) VALUES ($1, $2)', [classroomId, ids.unit('Colonial America')]);
    const locked = await waitFor(
      async () => {
        const res = await server.call('GET', `/api/lesson/${lessonId}`, { token: student });
        return res.status === 403 && res;
      },
      { what: 'the lock to reach the lesson' },
    );
    expect(locked.body).toMatchObject({ data: { code: 'UNIT.LOCKED' }, statusMessage: 'This unit is locked' });
  });
});
