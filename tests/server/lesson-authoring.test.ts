import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredLesson, AuthoredUnit, AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { builderCalls, publishLikeAJob } from './support/authoring-calls';
import { courseIds, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/*
 * The unit builder's lesson calls (issue 14; api-spec §7.5): create, rename (PATCH change-name and
 * PUT lesson/{id}, one behaviour), move, remove; draft versions (409 with the lesson now), stale and
 * out-of-range moves, lesson numbers counting regular lessons only, publish states, the benchmark
 * lesson that stays with its unit, and the students' lesson routes that share the paths.
 */

const server = useTestServer({
  world: async (s) => ({
    creator: await s.login('creator'),
    teacher: await s.login('teacher'),
    student: await s.login('student'),
    studentId: await userId(s, 'student'),
    ids: await courseIds(s),
  }),
});
const { w, call, colonial } = builderCalls(server);

const details = async (unitId: number) => (await call<AuthoredUnitDetails>('GET', `/api/${unitId}/unit-details`)).body.data;
const benchmarkUnit = () => w().ids.unit('Benchmark 1: Colonies to Independence');

/** Publishes a lesson the way a publish job does (the job marks the version it published). */
const publishDirectly = (lessonId: number) => publishLikeAJob(server.db, 'lesson', lessonId);

describe('creating lessons', () => {
  it('adds a regular lesson at the end of the unit, numbered after the regular lessons', async () => {
    const before = await details(colonial());
    const res = await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial() } });
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('Changes saved successfully');
    const regular = before.lessons.filter((l) => l.lessonTypeId === 2).length;
    expect(res.body.data).toMatchObject({
      unitId: colonial(),
      title: { en: 'New lesson', es: 'Nueva lección' },
      lessonTypeId: 2,
      number: regular + 1,
      order: before.lessons.length + 1,
      version: 1,
      publishState: 'never-published',
      publishedAt: null,
      componentCount: 0,
    });
    const after = await details(colonial());
    expect(after).toMatchObject({ version: before.version + 1, publishState: 'unpublished-changes', lessonCount: before.lessons.length + 1 });
  });

  it('adds a lesson of another type without a number', async () => {
    const res = await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial(), lessonTypeId: 3 } });
    expect(res.body.data).toMatchObject({ lessonTypeId: 3, number: null });
  });

  it('refuses bad input naming the field, and unknown or removed units', async () => {
    for (const [body, field] of [
      [{}, 'unitId'],
      [{ unitId: 'abc' }, 'unitId'],
      [{ unitId: colonial(), lessonTypeId: 7 }, 'lessonTypeId'],
      [{ unitId: colonial(), lessonTypeId: 9 }, 'lessonTypeId'],
    ] as const) {
      const res = await call('POST', '/api/lesson', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
    }
    const missing = await call('POST', '/api/lesson', { body: { unitId: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('AUTHORING.UNIT_NOT_FOUND');
    const created = (await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } })).body.data;
    await call('DELETE', `/api/unit/${created.id}`);
    expect((await call('POST', '/api/lesson', { body: { unitId: created.id } })).status).toBe(404);
  });

  it('admits builders only', async () => {
    expect((await call('POST', '/api/lesson', { token: w().teacher, body: { unitId: colonial() } })).status).toBe(403);
    expect((await server.call('POST', '/api/lesson', { body: { unitId: colonial() } })).status).toBe(401);
  });
});

describe('renaming lessons', () => {
  for (const method of ['PATCH', 'PUT'] as const) {
    const url = (id: number) => (method === 'PATCH' ? `/api/lesson/${id}/change-name` : `/api/lesson/${id}`);

    it(`${method}: saves title and type from the version loaded; a stale save gets 409 with the lesson now`, async () => {
      const lesson = (await details(colonial())).lessons[1];
      const res = await call<AuthoredLesson>(method, url(lesson.id), {
        body: { version: lesson.version, title: { en: 'Across the Ocean', es: 'Al otro lado del océano' }, lessonTypeValue: lesson.lessonTypeId },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: lesson.id, title: { en: 'Across the Ocean' }, version: lesson.version + 1, publishState: 'unpublished-changes' });
      const stale = await call(method, url(lesson.id), { body: { version: lesson.version, title: { en: 'Lost edit', es: 'x' }, lessonTypeValue: 2 } });
      expect(stale.status).toBe(409);
      expect(stale.body.data).toMatchObject({ code: 'AUTHORING.STALE_VERSION', current: { id: lesson.id, title: { en: 'Across the Ocean' }, version: lesson.version + 1 } });
      // Students read the published title until a publish.
      const student = await server.call('GET', `/api/lesson/${lesson.id}`, { token: w().student });
      expect(student.body.data.title.en).toBe(lesson.title.en);
    });

    it(`${method}: refuses bad input naming the field, and unknown lessons`, async () => {
      const lesson = (await details(colonial())).lessons[1];
      const cases: [unknown, string][] = [
        [{ version: lesson.version, title: { en: '', es: '' }, lessonTypeValue: 2 }, 'title.en'],
        [{ version: lesson.version, title: { en: 'X', es: '' }, lessonTypeValue: 9 }, 'lessonTypeValue'],
        [{ title: { en: 'X', es: '' }, lessonTypeValue: 2 }, 'version'],
      ];
      for (const [body, field] of cases) {
        const res = await call(method, url(lesson.id), { body });
        expect(res.status).toBe(400);
        expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
      }
      const missing = await call(method, url(999999), { body: { version: 1, title: { en: 'X', es: 'X' }, lessonTypeValue: 2 } });
      expect(missing.status).toBe(404);
      expect(missing.body.data.code).toBe('AUTHORING.LESSON_NOT_FOUND');
    });
  }

  it('renumbers the regular lessons after one whose type changes', async () => {
    const before = await details(colonial());
    const first = before.lessons.find((l) => l.number === 1)!;
    const res = await call<AuthoredLesson>('PATCH', `/api/lesson/${first.id}/change-name`, {
      body: { version: first.version, title: first.title, lessonTypeValue: 3 },
    });
    expect(res.body.data).toMatchObject({ lessonTypeId: 3, number: null });
    const after = await details(colonial());
    const regular = after.lessons.filter((l) => l.lessonTypeId === 2);
    expect(regular.map((l) => l.number)).toEqual(regular.map((_, i) => i + 1));
    // A lesson whose number changed differs from its published copy.
    expect(after.lessons.find((l) => l.number === 1)).toMatchObject({ publishState: 'unpublished-changes' });
  });

  it("keeps a benchmark unit's benchmark lesson a benchmark lesson, and makes no other lesson one", async () => {
    const [benchmark] = (await details(benchmarkUnit())).lessons;
    const renamed = await call<AuthoredLesson>('PATCH', `/api/lesson/${benchmark.id}/change-name`, {
      body: { version: benchmark.version, title: { en: 'Benchmark 1', es: 'Evaluación 1' }, lessonTypeValue: 7 },
    });
    expect(renamed.body.data).toMatchObject({ title: { en: 'Benchmark 1' }, lessonTypeId: 7 });
    const retyped = await call('PUT', `/api/lesson/${benchmark.id}`, { body: { version: benchmark.version + 1, title: { en: 'B', es: 'B' }, lessonTypeValue: 2 } });
    expect(retyped.status).toBe(409);
    expect(retyped.body.data.code).toBe('AUTHORING.BENCHMARK_LESSON_FIXED');
    const lesson = (await details(colonial())).lessons[1];
    const made = await call('PATCH', `/api/lesson/${lesson.id}/change-name`, { body: { version: lesson.version, title: lesson.title, lessonTypeValue: 7 } });
    expect(made.status).toBe(409);
    expect(made.body.data.code).toBe('AUTHORING.BENCHMARK_LESSON_FIXED');
  });
});

describe('moving lessons', () => {
  it('moves a published lesson, renumbers from 1 and tells the creator to publish the unit', async () => {
    const before = await details(colonial());
    const last = before.lessons.at(-1)!;
    const res = await call('PATCH', `/api/lesson/${last.id}`, { body: { number: last.number ?? 0, order: 1, oldOrder: before.lessons.length } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { publishNeeded: true }, statusMessage: 'Please perform a unit publish to see the changes in student users' });
    const after = await details(colonial());
    expect(after.lessons.map((l) => l.id)).toEqual([last.id, ...before.lessons.slice(0, -1).map((l) => l.id)]);
    expect(after.lessons.map((l) => l.order)).toEqual(after.lessons.map((_, i) => i + 1));
    const regular = after.lessons.filter((l) => l.lessonTypeId === 2);
    expect(regular.map((l) => l.number)).toEqual(regular.map((_, i) => i + 1));
    expect(after.lessons.every((l) => l.publishState === 'unpublished-changes')).toBe(true);
    expect(after.version).toBe(before.version + 1);
  });

  it('moves a never-published lesson without a publish notice', async () => {
    const created = (await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial() } })).body.data;
    const res = await call('PATCH', `/api/lesson/${created.id}`, { body: { number: created.number, order: 2, oldOrder: created.order } });
    expect(res.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
    expect((await details(colonial())).lessons[1]).toMatchObject({ id: created.id, number: 1, order: 2 });
  });

  it('answers 409 when the lesson moved since, 400 past the end, and 404 for an unknown lesson', async () => {
    const before = await details(colonial());
    const lesson = before.lessons[1];
    const stale = await call('PATCH', `/api/lesson/${lesson.id}`, { body: { number: 1, order: 1, oldOrder: 3 } });
    expect(stale.status).toBe(409);
    expect(stale.body.data.code).toBe('AUTHORING.STALE_ORDER');
    const past = await call('PATCH', `/api/lesson/${lesson.id}`, { body: { number: 1, order: before.lessons.length + 1, oldOrder: 2 } });
    expect(past.status).toBe(400);
    expect(past.body.data).toMatchObject({ code: 'AUTHORING.ORDER_OUT_OF_RANGE', fields: [expect.objectContaining({ field: 'order' })] });
    const bad = await call('PATCH', `/api/lesson/${lesson.id}`, { body: { number: 1, order: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([expect.objectContaining({ field: 'oldOrder' })]);
    expect((await call('PATCH', '/api/lesson/999999', { body: { number: 1, order: 1, oldOrder: 1 } })).status).toBe(404);
    expect((await details(colonial())).lessons).toEqual(before.lessons);
  });
});

describe('removing lessons', () => {
  it('removes a published lesson, shifts the later ones up and tells the creator to publish the unit', async () => {
    const before = await details(colonial());
    const first = before.lessons.find((l) => l.number === 1)!;
    const res = await call('DELETE', `/api/lesson/${first.id}`);
    expect(res.body).toMatchObject({ data: { publishNeeded: true }, statusMessage: 'Please perform a unit publish to see the changes in student users' });
    const after = await details(colonial());
    expect(after.lessons.map((l) => l.id)).toEqual(before.lessons.filter((l) => l.id !== first.id).map((l) => l.id));
    expect(after.lessons.map((l) => l.order)).toEqual(after.lessons.map((_, i) => i + 1));
    const regular = after.lessons.filter((l) => l.lessonTypeId === 2);
    expect(regular.map((l) => l.number)).toEqual(regular.map((_, i) => i + 1));
    expect(after).toMatchObject({ version: before.version + 1, lessonCount: before.lessons.length - 1 });
    expect((await call('DELETE', `/api/lesson/${first.id}`)).status).toBe(404);
    const rename = await call('PATCH', `/api/lesson/${first.id}/change-name`, { body: { version: first.version, title: first.title, lessonTypeValue: 2 } });
    expect(rename.status).toBe(404);
  });

  it('removes a never-published lesson without a publish notice', async () => {
    const created = (await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial() } })).body.data;
    const res = await call('DELETE', `/api/lesson/${created.id}`);
    expect(res.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
  });

  it("refuses to remove a benchmark unit's benchmark lesson alone", async () => {
    const [benchmark] = (await details(benchmarkUnit())).lessons;
    const res = await call('DELETE', `/api/lesson/${benchmark.id}`);
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('AUTHORING.BENCHMARK_LESSON_FIXED');
    expect((await details(benchmarkUnit())).lessons).toHaveLength(1);
  });
});

describe('publish states and the students', () => {
  it('goes from never published to published to unpublished changes', async () => {
    const created = (await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial() } })).body.data;
    await publishDirectly(created.id);
    const published = (await details(colonial())).lessons.find((l) => l.id === created.id)!;
    expect(published).toMatchObject({ publishState: 'published', version: 1 });
    expect(published.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await call('PUT', `/api/lesson/${created.id}`, { body: { version: 1, title: { en: 'Edited', es: 'Editada' }, lessonTypeValue: 2 } });
    expect((await details(colonial())).lessons.find((l) => l.id === created.id)).toMatchObject({ publishState: 'unpublished-changes', version: 2 });
  });

  it("leaves the students' lesson routes on the same paths working", async () => {
    const { student, studentId, ids } = w();
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    expect((await server.call('GET', `/api/lesson/${lessonId}`, { token: student })).status).toBe(200);
    const page = await server.call('PUT', `/api/lesson/${lessonId}/2/${studentId}`, { token: student });
    expect(page.status).toBe(200);
    const done = await server.call('PATCH', `/api/lesson/${lessonId}/lesson-completed`, { token: student, body: { completed: false } });
    expect(done.status).toBe(200);
    // The builders' routes on lesson/{id} refuse the student.
    expect((await server.call('PATCH', `/api/lesson/${lessonId}`, { token: student, body: { number: 1, order: 1, oldOrder: 1 } })).status).toBe(403);
    expect((await server.call('PUT', `/api/lesson/${lessonId}`, { token: student, body: {} })).status).toBe(403);
    expect((await server.call('DELETE', `/api/lesson/${lessonId}`, { token: student })).status).toBe(403);
  });

  it('shows students an unchanged course while lessons are edited', async () => {
    const { student } = w();
    const unitBefore = await server.call('GET', `/api/unit/${colonial()}`, { token: student });
    const lessons = (await details(colonial())).lessons;
    await call('POST', '/api/lesson', { body: { unitId: colonial() } });
    await call('PATCH', `/api/lesson/${lessons[2].id}`, { body: { number: 0, order: 1, oldOrder: 3 } });
    await call('DELETE', `/api/lesson/${lessons[3].id}`);
    const unitAfter = await server.call('GET', `/api/unit/${colonial()}`, { token: student });
    expect(unitAfter.status).toBe(200);
    const shape = (res: typeof unitBefore) => res.body.data.lessons.map((l: { id: number; number: number | null }) => [l.id, l.number]);
    expect(shape(unitAfter)).toEqual(shape(unitBefore));
  });
});
