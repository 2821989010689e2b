import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { addStudent, courseIds, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => ({
    ids: await courseIds(s),
    classmateId: await addStudent(s, 'classmate1', true),
    outsiderId: await addStudent(s, 'outsider1', false),
    student: await s.login('student'),
    classmate: await s.login('classmate1'),
    teacher: await s.login('teacher'),
    studentId: await userId(s, 'student'),
  }),
});

const lessonUrl = (id: number, query = '') => `/api/lesson/${id}${query}`;

/** The demo student opens "Crossing the Atlantic" and reads to its last page (3), which completes it. */
async function readCrossingTheAtlantic(): Promise<number> {
  const { ids, student, studentId } = server.world;
  const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
  expect((await server.call('GET', lessonUrl(lessonId), { token: student })).status).toBe(200);
  const last = await server.call('PUT', `/api/lesson/${lessonId}/3/${studentId}`, { token: student });
  expect(last.body.data).toMatchObject({ statusLesson: 'completed' });
  return lessonId;
}

describe('lesson status and last page (product-spec §4)', () => {
  it('opening starts the lesson and remembers page 1; pages move the last page; the last page completes it', async () => {
    const { ids, studentId } = server.world;
    let { student } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const opened = await server.call('GET', lessonUrl(lessonId), { token: student });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ pageCount: 3, hasAssessment: false, number: 1 });
    expect(opened.body.data.progress).toEqual({ studentId, statusLesson: 'in-progress', lastPageView: 1, visitedPages: [1], score: null });

    const page2 = await server.call('PUT', `/api/lesson/${lessonId}/2/${studentId}`, { token: student });
    expect(page2.body).toMatchObject({ statusMessage: 'Last page saved', data: { statusLesson: 'in-progress', lastPageView: 2, visitedPages: [1, 2] } });

    // Signing out and in again: the last page is remembered.
    await server.call('GET', '/api/user/logout', { token: student });
    student = await server.login('student');
    const reopened = await server.call('GET', lessonUrl(lessonId), { token: student });
    expect(reopened.body.data.progress).toMatchObject({ statusLesson: 'in-progress', lastPageView: 2 });

    const last = await server.call('PUT', `/api/lesson/${lessonId}/3/${studentId}`, { token: student });
    expect(last.body.data).toMatchObject({ statusLesson: 'completed', lastPageView: 3 });

    // Status never goes backwards: going back to page 1 or "uncompleting" keeps it completed.
    const back = await server.call('PUT', `/api/lesson/${lessonId}/1/${studentId}`, { token: student });
    expect(back.body.data).toMatchObject({ statusLesson: 'completed', lastPageView: 1 });
    const undo = await server.call('PATCH', `/api/lesson/${lessonId}/lesson-completed`, { token: student, body: { completed: false } });
    expect(undo.body.data.statusLesson).toBe('completed');
    const list = await server.call('GET', `/api/${ids.unit('Colonial America')}/lessons`, { token: student });
    expect(list.body.data.find((l: { id: number }) => l.id === lessonId).statusLesson).toBe('completed');
    const units = await server.call('GET', '/api/units', { token: student });
    expect(units.body.data[0].progress).toMatchObject({ completed: 1, status: 'in-progress' });
  });

  it('refuses a page the lesson does not have', async () => {
    const { ids, student, studentId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Three Colonial Regions');
    const res = await server.call('PUT', `/api/lesson/${lessonId}/9/${studentId}`, { token: student });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'LESSON.PAGE_OUT_OF_RANGE', fields: [{ field: 'page' }] });
  });

  it('completes a lesson without assessment on request, and refuses one whose assessment decides', async () => {
    const { ids, student } = server.world;
    const plain = await ids.lesson('Colonial America', 'Life in a Colonial Town');
    const done = await server.call('PATCH', `/api/lesson/${plain}/lesson-completed`, { token: student, body: { completed: true } });
    expect(done.body).toMatchObject({ statusMessage: 'Lesson completed', data: { statusLesson: 'completed' } });
    const assessed = await ids.lesson('Colonial America', 'Mid-Unit Check');
    const refused = await server.call('PATCH', `/api/lesson/${assessed}/lesson-completed`, { token: student, body: { completed: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.data.code).toBe('LESSON.ASSESSMENT_PENDING');
    expect((await server.call('PATCH', `/api/lesson/${assessed}/lesson-completed`, { token: student, body: {} })).status).toBe(400);
  });

  it('completes the opener lesson when the student views the opener', async () => {
    const { ids, student } = server.world;
    const unitId = ids.unit('The American Revolution');
    const unit = (await server.call('GET', `/api/unit/${unitId}`, { token: student })).body.data;
    expect((await server.call('GET', `/api/unitopener/${unit.openerId}`, { token: student })).status).toBe(200);
    const lessons = (await server.call('GET', `/api/${unitId}/lessons`, { token: student })).body.data;
    expect(lessons[0]).toMatchObject({ lessonTypeId: 1, statusLesson: 'completed' });
  });

  it('reports the lesson score and status', async () => {
    const { student } = server.world;
    const lessonId = await readCrossingTheAtlantic();
    const res = await server.call('GET', `/api/lesson-score/${lessonId}`, { token: student });
    expect(res.body.data).toMatchObject({ lessonId, statusLesson: 'completed', score: null, hasAssessment: false });
  });
});

describe('whose progress (scope)', () => {
  it('a student cannot read or change another student\'s progress', async () => {
    const { ids, student, classmate, classmateId } = server.world;
    const lessonId = await ids.lesson('The American Revolution', 'Taxes and Protest');
    const read = await server.call('GET', lessonUrl(lessonId, `?studentId=${classmateId}`), { token: student });
    expect(read.status).toBe(403);
    expect(read.body.data.code).toBe('PROGRESS.NOT_YOURS');
    const write = await server.call('PUT', `/api/lesson/${lessonId}/2/${classmateId}`, { token: student });
    expect(write.status).toBe(403);
    expect((await server.call('GET', `/api/lesson-score/${lessonId}?studentId=${classmateId}`, { token: student })).status).toBe(403);
    expect((await server.call('GET', `/api/units?studentId=${classmateId}`, { token: student })).status).toBe(403);
    // The classmate's own progress is untouched.
    const own = await server.call('GET', `/api/lesson-score/${lessonId}`, { token: classmate });
    expect(own.body.data.statusLesson).toBe('not-started');
  });

  it('a teacher reads (never changes) progress of students in their classrooms only', async () => {
    const { studentId, outsiderId, teacher } = server.world;
    const lessonId = await readCrossingTheAtlantic();
    const read = await server.call('GET', lessonUrl(lessonId, `?studentId=${studentId}`), { token: teacher });
    expect(read.status).toBe(200);
    expect(read.body.data.progress).toMatchObject({ studentId, statusLesson: 'completed' });
    expect((await server.call('GET', lessonUrl(lessonId, `?studentId=${outsiderId}`), { token: teacher })).status).toBe(403);
    expect((await server.call('PUT', `/api/lesson/${lessonId}/1/${studentId}`, { token: teacher })).status).toBe(403);
    const preview = await server.call('GET', lessonUrl(lessonId), { token: teacher });
    expect(preview.body.data.progress).toBeNull();
    const units = await server.call('GET', `/api/units?studentId=${studentId}`, { token: teacher });
    expect(units.body.data[0].progress.completed).toBeGreaterThan(0);
  });

  it('a campus manager reads students of their school; a content creator reads none', async () => {
    const { ids, studentId, outsiderId } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const campus = await server.login('campusmanager');
    expect((await server.call('GET', lessonUrl(lessonId, `?studentId=${outsiderId}`), { token: campus })).status).toBe(200);
    const creator = await server.login('creator');
    expect((await server.call('GET', lessonUrl(lessonId, `?studentId=${studentId}`), { token: creator })).status).toBe(403);
    expect((await server.call('GET', lessonUrl(lessonId), { token: creator })).status).toBe(200);
  });
});
