import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { BenchmarkSetSummary, LinkableUnit } from '@domain/authoring/benchmark-set.responses';
import { BENCHMARK_SET_TITLE_MAX_LENGTH, MAX_QUESTION_SETS, MAX_SETS_PER_LINKED_UNIT } from '@domain/authoring/benchmark-set.rules';
import { one } from '../../server/src/db/database';
import { CONTENT_PUBLISHED_CHANNEL } from '../../server/src/modules/content/publish/publish-course';
import { DEMO_DRAFT_BENCHMARK_SET_TITLE } from '../../server/src/seed/demo-benchmark-sets.seed';
import { builderCalls, builderWorld, expectRefused } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The benchmark assessment builder's calls (issue 15; api-spec §7.5): a set made on a benchmark lesson
 * with one empty question set, renamed per language, its question sets counted, linked to a history
 * unit, listed in product-spec §4's order with §5's warnings, previewed without keys, published (409
 * while it would not play) and removed unless students have it. Every write raises the set's draft
 * version, so "unpublished changes" shows until the next publish.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'b') });
const { w, call, colonial, revolution } = builderCalls(server);

const benchmarkLesson = () => w().ids.lesson('Benchmark 1: Colonies to Independence', 'Benchmark Assessment');
const demoSetId = async () =>
  (await one<{ id: number }>(
    server.db,
    `SELECT s.id FROM benchmark_sets s JOIN bilingual_values b ON b.id = s.title_id WHERE b.en = 'Set A: Colonies to Independence'`,
  ))!.id;

function ok<T>(res: Res<T>, status = 200): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  return res.body.data;
}

const created = async () => ok(await call<BenchmarkSetSummary>('POST', `/api/benchmarkSet/${await benchmarkLesson()}`), 201);
const list = async () => ok(await call<BenchmarkSetSummary[]>('GET', `/api/benchmarkSet/lesson/${await benchmarkLesson()}`));
const teacherList = async () => ok(await call<{ id: number; title: { en: string } }[]>('GET', '/api/benchmarkSet/unitList', { token: w().teacher }));

describe('creating and reading benchmark sets', () => {
  it('creates a set on a benchmark lesson with a default title, its assessment and one empty question set', async () => {
    const res = await call<BenchmarkSetSummary>('POST', `/api/benchmarkSet/${await benchmarkLesson()}`);
    const set = ok(res, 201);
    expect(res.body.statusMessage).toBe('Benchmark set created');
    expect(set).toMatchObject({
      lessonId: await benchmarkLesson(),
      title: { en: 'New benchmark set', es: 'Nuevo conjunto de evaluaciones de referencia' },
      linkedUnitId: null,
      linkedUnitNumber: null,
      linkedUnitName: null,
      questionSetCount: 1,
      questionCount: 0,
      draftVersion: 1,
      publishedDraftVersion: null,
      publishState: 'never-published',
      warnings: ['unpublished'],
    });
    expect(ok(await call('GET', `/api/benchmarkSet/${set.id}`))).toEqual(set);
    // Previewers (a teacher) may read one set; students may not.
    expect(ok(await call('GET', `/api/benchmarkSet/${set.id}`, { token: w().teacher }))).toEqual(set);
    expect((await call('GET', `/api/benchmarkSet/${set.id}`, { token: w().student })).status).toBe(403);
    // Teachers keep assigning published sets only.
    expect((await teacherList()).map((s) => s.id)).not.toContain(set.id);
  });

  it('refuses a lesson that is not a benchmark lesson (409), a missing one (404), a bad id (404), and non-builders (403)', async () => {
    const regular = await w().ids.lesson('Colonial America', 'Life in the Colonies').catch(() => null);
    const anyRegular = regular ?? (await one<{ id: number }>(server.db, 'SELECT id FROM lessons WHERE lesson_type_id = 2 AND deleted_at IS NULL LIMIT 1'))!.id;
    expectRefused(await call('POST', `/api/benchmarkSet/${anyRegular}`), 409, 'BENCHMARK_SET.NOT_A_BENCHMARK_LESSON');
    expectRefused(await call('POST', '/api/benchmarkSet/999999'), 404, 'AUTHORING.LESSON_NOT_FOUND');
    expect((await call('POST', '/api/benchmarkSet/abc')).status).toBe(404);
    expect((await call('POST', `/api/benchmarkSet/${await benchmarkLesson()}`, { token: w().teacher })).status).toBe(403);
    expectRefused(await call('GET', '/api/benchmarkSet/999999'), 404, 'BENCHMARK_SET.NOT_FOUND');
    expectRefused(await call('GET', `/api/benchmarkSet/lesson/${anyRegular}`), 409, 'BENCHMARK_SET.NOT_A_BENCHMARK_LESSON');
  });

  it('lists every set of the lesson: linked ones by unit number, unlinked ones last, ties oldest first', async () => {
    const a = await created();
    const b = await created();
    ok(await call('PATCH', `/api/benchmarkSet/${b.id}/${colonial()}`));
    const sets = await list();
    const demo = await demoSetId();
    const ids = sets.map((s) => s.id);
    // Colonial America (1), then the demo set on the Revolution (2), then the unlinked: the seeded draft, then a.
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(demo));
    expect(ids.indexOf(demo)).toBeLessThan(ids.indexOf(a.id));
    const unlinked = sets.filter((s) => s.linkedUnitId === null);
    expect(sets.slice(-unlinked.length)).toEqual(unlinked);
    expect(unlinked.map((s) => s.id)).toEqual([...unlinked.map((s) => s.id)].sort((x, y) => x - y));
    const seeded = sets.find((s) => s.title.en === DEMO_DRAFT_BENCHMARK_SET_TITLE.en);
    expect(seeded).toMatchObject({ linkedUnitId: null, publishState: 'never-published', warnings: ['unpublished'] });
    expect(sets.find((s) => s.id === demo)).toMatchObject({ linkedUnitNumber: 2, publishState: 'published', warnings: [] });
  });

  it('lists the units a set may test: history units by number, never benchmark or literacy units', async () => {
    const units = ok(await call<LinkableUnit[]>('GET', `/api/benchmark/unitList/${await benchmarkLesson()}`));
    expect(units.map((u) => u.name.en)).toEqual(['Colonial America', 'The American Revolution', expect.any(String)]);
    expect(units.map((u) => u.number)).toEqual([1, 2, 3]);
    expect((await call('GET', `/api/benchmark/unitList/${await benchmarkLesson()}`, { token: w().teacher })).status).toBe(403);
  });
});

describe('changing a set', () => {
  it('renames each language from the path, URL-decoded and trimmed, and raises the draft version', async () => {
    const set = await created();
    const en = ok(await call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${set.id}/setTitle/${encodeURIComponent('  Set B: ¿Revolution? & more ')}`));
    expect(en.title).toMatchObject({ en: 'Set B: ¿Revolution? & more', es: set.title.es });
    expect(en.draftVersion).toBe(2);
    const es = ok(await call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${set.id}/setTitle/${encodeURIComponent('Conjunto B')}?language=es`));
    expect(es.title).toMatchObject({ en: 'Set B: ¿Revolution? & more', es: 'Conjunto B' });
    expect(es.draftVersion).toBe(3);
  });

  it('refuses an empty, too long or unstorable title and an unknown language (400), and a missing set (404)', async () => {
    const set = await created();
    expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/setTitle/%20%20`), 400, 'VALIDATION', 'title');
    // Longer than the path part the server takes (100 encoded characters, the title's bound too).
    expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/setTitle/${'x'.repeat(BENCHMARK_SET_TITLE_MAX_LENGTH + 1)}`), 414, 'URI_TOO_LONG');
    expect(ok(await call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${set.id}/setTitle/${'x'.repeat(BENCHMARK_SET_TITLE_MAX_LENGTH)}`)).title.en).toHaveLength(100);
    expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/setTitle/a%00b`), 400, 'VALIDATION', 'title');
    expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/setTitle/Fine?language=fr`), 400, 'VALIDATION', 'language');
    expectRefused(await call('PATCH', '/api/benchmarkSet/999999/setTitle/Fine'), 404, 'BENCHMARK_SET.NOT_FOUND');
    expect(ok(await call<BenchmarkSetSummary>('GET', `/api/benchmarkSet/${set.id}`)).draftVersion).toBe(2);
  });

  it('adds empty question sets and removes trailing empty ones; one holding questions is refused 409', async () => {
    const set = await created();
    expect(ok(await call<BenchmarkSetSummary>('PUT', `/api/benchmarkSet/${set.id}/SetCount/3`)).questionSetCount).toBe(3);
    expect(ok(await call<BenchmarkSetSummary>('PUT', `/api/benchmarkSet/${set.id}/SetCount/1`)).questionSetCount).toBe(1);
    expect(ok(await call<BenchmarkSetSummary>('PUT', `/api/benchmarkSet/${set.id}/SetCount/2`)).questionSetCount).toBe(2);
    const demo = await demoSetId();
    expectRefused(await call('PUT', `/api/benchmarkSet/${demo}/SetCount/1`), 409, 'BENCHMARK_SET.QUESTION_SET_NOT_EMPTY');
    expect(ok(await call<BenchmarkSetSummary>('GET', `/api/benchmarkSet/${demo}`))).toMatchObject({ questionSetCount: 2, publishState: 'published' });
    for (const bad of ['0', String(MAX_QUESTION_SETS + 1), 'two', '1.5']) expectRefused(await call('PUT', `/api/benchmarkSet/${set.id}/SetCount/${bad}`), 400, 'VALIDATION', 'n');
    expectRefused(await call('PUT', '/api/benchmarkSet/999999/SetCount/2'), 404, 'BENCHMARK_SET.NOT_FOUND');
  });

  it('links a set to a history unit and unlinks it; other units are refused', async () => {
    const set = await created();
    const linked = ok(await call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${set.id}/${revolution()}`));
    expect(linked).toMatchObject({ linkedUnitId: revolution(), linkedUnitNumber: 2, linkedUnitName: { en: 'The American Revolution' }, draftVersion: 2 });
    const benchmarkUnit = w().ids.unit('Benchmark 1: Colonies to Independence');
    const literacy = w().ids.unit('Literacy Skills');
    for (const unit of [benchmarkUnit, literacy, 999_999]) expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/${unit}`), 404, 'BENCHMARK_SET.UNIT_NOT_LINKABLE');
    expect((await call('PATCH', `/api/benchmarkSet/${set.id}/0`)).status).toBe(404);
    expectRefused(await call('PATCH', `/api/benchmarkSet/999999/${revolution()}`), 404, 'BENCHMARK_SET.NOT_FOUND');
    const unlinked = ok(await call<BenchmarkSetSummary>('DELETE', `/api/benchmarkSet/${set.id}/linkedUnit`));
    expect(unlinked).toMatchObject({ linkedUnitId: null, linkedUnitNumber: null, linkedUnitName: null, draftVersion: 3 });
  });

  it(`warns on every set of a unit linked by more than ${MAX_SETS_PER_LINKED_UNIT} sets`, async () => {
    const made: BenchmarkSetSummary[] = [];
    for (let i = 0; i < MAX_SETS_PER_LINKED_UNIT; i += 1) made.push(await created());
    for (const set of made.slice(0, -1)) ok(await call('PATCH', `/api/benchmarkSet/${set.id}/${revolution()}`));
    // The demo set is linked to the Revolution too: that makes three, not too many yet.
    expect((await list()).filter((s) => s.linkedUnitId === revolution()).every((s) => !s.warnings.includes('tooManyForUnit'))).toBe(true);
    ok(await call('PATCH', `/api/benchmarkSet/${made.at(-1)!.id}/${revolution()}`));
    const onRevolution = (await list()).filter((s) => s.linkedUnitId === revolution());
    expect(onRevolution).toHaveLength(MAX_SETS_PER_LINKED_UNIT + 1);
    expect(onRevolution.every((s) => s.warnings.includes('tooManyForUnit'))).toBe(true);
  });
});

describe('preview, publish and removal', () => {
  it('previews the draft as a student meets it: one merged group, no keys', async () => {
    const demo = await demoSetId();
    const view = ok(await call<AssessmentView>('GET', `/api/benchmarkPreview/${demo}`, { token: w().teacher }));
    expect(view).toMatchObject({ kind: 'benchmark', studentId: null, isSubmitted: false, benchmarkSet: { id: demo, questionSetCount: 2 } });
    expect(view.groups).toHaveLength(1);
    const choices = view.groups[0]!.questions.flatMap((q) => ('choices' in q ? (q.choices as { correct: boolean | null }[]) : []));
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => c.correct === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain('"correct":true');
    expect((await call('GET', `/api/benchmarkPreview/${demo}`, { token: w().student })).status).toBe(403);
    const empty = await created();
    expectRefused(await call('GET', `/api/benchmarkPreview/${empty.id}`), 409, 'ASSESSMENT.INVALID');
    expectRefused(await call('GET', '/api/benchmarkPreview/999999'), 404, 'BENCHMARK_SET.NOT_FOUND');
  });

  it('publishes a set: teachers get the new title, the set reads as published again', async () => {
    const demo = await demoSetId();
    const renamed = ok(await call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${demo}/setTitle/Set%20A%20renamed`));
    expect(renamed).toMatchObject({ publishState: 'unpublished-changes', warnings: ['unpublishedChanges'] });
    expect((await teacherList()).find((s) => s.id === demo)?.title.en).toBe('Set A: Colonies to Independence');
    // Every process drops its cached snapshots when the publish is announced (LISTEN/NOTIFY).
    const res = await server.untilAnnounced(CONTENT_PUBLISHED_CHANNEL, () => call<BenchmarkSetSummary>('PATCH', `/api/benchmarkSet/${demo}/publish`));
    const published = ok(res);
    expect(res.body.statusMessage).toBe('Benchmark set published');
    expect(published).toMatchObject({ publishState: 'published', publishedDraftVersion: renamed.draftVersion, warnings: [] });
    expect((await teacherList()).find((s) => s.id === demo)?.title.en).toBe('Set A renamed');
  });

  it('refuses to publish a set that would not play (409, nothing changes), a missing set (404), and non-builders (403)', async () => {
    const set = await created();
    expectRefused(await call('PATCH', `/api/benchmarkSet/${set.id}/publish`), 409, 'ASSESSMENT.INVALID');
    expect(ok(await call<BenchmarkSetSummary>('GET', `/api/benchmarkSet/${set.id}`))).toMatchObject({ publishState: 'never-published' });
    expect(await one(server.db, 'SELECT 1 FROM published_assessments WHERE benchmark_set_id = $1', [set.id])).toBeNull();
    expectRefused(await call('PATCH', '/api/benchmarkSet/999999/publish'), 404, 'BENCHMARK_SET.NOT_FOUND');
    expect((await call('PATCH', `/api/benchmarkSet/${set.id}/publish`, { token: w().teacher })).status).toBe(403);
  });

  it('removes a set nobody has; refuses one students were assigned (409)', async () => {
    const set = await created();
    const res = await server.untilAnnounced(CONTENT_PUBLISHED_CHANNEL, () => call<{ id: number }>('DELETE', `/api/benchmarkSet/${set.id}`));
    expect(ok(res)).toEqual({ id: set.id });
    expect(res.body.statusMessage).toBe('Benchmark set removed');
    expectRefused(await call('GET', `/api/benchmarkSet/${set.id}`), 404, 'BENCHMARK_SET.NOT_FOUND');
    expectRefused(await call('DELETE', `/api/benchmarkSet/${set.id}`), 404, 'BENCHMARK_SET.NOT_FOUND');
    expect((await list()).map((s) => s.id)).not.toContain(set.id);
    const demo = await demoSetId();
    expectRefused(await call('DELETE', `/api/benchmarkSet/${demo}`), 409, 'BENCHMARK_SET.IN_USE');
    expect((await teacherList()).map((s) => s.id)).toContain(demo);
    expect((await call('DELETE', `/api/benchmarkSet/${demo}`, { token: w().teacher })).status).toBe(403);
  });
});
