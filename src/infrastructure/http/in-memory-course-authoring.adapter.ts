import type {
  AuthoredLesson,
  AuthoredUnit,
  AuthoredUnitDetails,
  AuthoringChange,
  CourseAuthoring,
  PublishJob,
  PublishScope,
  UnitType,
} from '@application/authoring/course-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { ReorderBody, UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import type { PublishState } from '@domain/authoring/authoring.responses';
import { answered, refused } from './in-memory-answers';

/** A unit the twin starts with; `published` marks it (and its lessons unless they say otherwise) as published unchanged. */
export interface InMemoryUnitSeed {
  readonly name: { readonly en: string; readonly es: string };
  readonly unitTypeId?: number;
  readonly belongsTo?: UnitBelongsTo;
  readonly published?: boolean;
  readonly lessons?: readonly InMemoryLessonSeed[];
}

export interface InMemoryLessonSeed {
  readonly title: { readonly en: string; readonly es: string };
  readonly lessonTypeId?: number;
  readonly published?: boolean;
}

interface Text {
  id: number;
  en: string;
  es: string;
}

interface UnitRow {
  id: number;
  name: Text;
  order: number;
  belongsTo: UnitBelongsTo;
  acronym: Text | null;
  unitTypeId: number;
  version: number;
  publishedVersion: number | null;
  publishedAt: string | null;
  removed: boolean;
}

interface LessonRow {
  id: number;
  unitId: number;
  title: Text;
  lessonTypeId: number;
  order: number;
  version: number;
  publishedVersion: number | null;
  publishedAt: string | null;
  removed: boolean;
}

export interface InMemoryCourseAuthoring extends CourseAuthoring {
  /** Every publish job asked for, oldest first (tests). */
  jobs(): readonly PublishJob[];
  /** The runner finished a job: every item it covers is published as it is now. */
  succeedPublish(jobId: number): void;
  /** The runner failed a job: nothing published changes. */
  failPublish(jobId: number, reason: string): void;
  /** Another creator saves a unit (raises its version), as a second browser would. */
  touchUnit(unitId: number, name?: { en: string; es: string }): void;
}

/** Lesson types (product-spec §3): 2 is the regular lesson, the only one numbered; 7 comes with a benchmark unit. */
const REGULAR_LESSON = 2;
const BENCHMARK_LESSON = 7;
const BENCHMARK_UNIT = 4;

/**
 * The course authoring port over a course held in memory (tests only; the app binds the HTTP adapter):
 * the rules the server applies that this port can know — draft versions and 409 with the item as it
 * is now, moves from where the item was seen, renumbering, soft removal, publish state, and publishes
 * as jobs that a test settles with `succeedPublish` / `failPublish`.
 */
export function createInMemoryCourseAuthoring(seed: readonly InMemoryUnitSeed[] = [], now: () => Date = () => new Date()): InMemoryCourseAuthoring {
  // Units count from 1 and lessons from 101, so a test reads which is which.
  let nextUnitId = 1;
  let nextLessonId = 101;
  let nextTextId = 1;
  let nextJobId = 1;
  const units: UnitRow[] = [];
  const lessons: LessonRow[] = [];
  const jobs: PublishJob[] = [];
  const text = (t: { en: string; es: string }): Text => ({ id: nextTextId++, en: t.en, es: t.es });
  const stamp = () => now().toISOString();

  for (const u of seed) {
    const id = nextUnitId++;
    const published = u.published ?? false;
    units.push({
      id,
      name: text(u.name),
      order: units.length + 1,
      belongsTo: u.belongsTo ?? (u.unitTypeId === BENCHMARK_UNIT ? 'benchmark' : 'history'),
      acronym: null,
      unitTypeId: u.unitTypeId ?? 1,
      version: 1,
      publishedVersion: published ? 1 : null,
      publishedAt: published ? stamp() : null,
      removed: false,
    });
    (u.lessons ?? []).forEach((l, index) => {
      const lessonPublished = l.published ?? published;
      lessons.push({
        id: nextLessonId++,
        unitId: id,
        title: text(l.title),
        lessonTypeId: l.lessonTypeId ?? REGULAR_LESSON,
        order: index + 1,
        version: 1,
        publishedVersion: lessonPublished ? 1 : null,
        publishedAt: lessonPublished ? stamp() : null,
        removed: false,
      });
    });
  }

  const liveUnits = () => units.filter((u) => !u.removed).sort((a, b) => a.order - b.order);
  const liveLessons = (unitId: number) => lessons.filter((l) => l.unitId === unitId && !l.removed).sort((a, b) => a.order - b.order);
  const unitRow = (id: number) => units.find((u) => u.id === id && !u.removed);
  const lessonRow = (id: number) => lessons.find((l) => l.id === id && !l.removed && unitRow(l.unitId));
  const stateOf = (row: { version: number; publishedVersion: number | null }): PublishState =>
    row.publishedVersion === null ? 'never-published' : row.publishedVersion === row.version ? 'published' : 'unpublished-changes';
  const copy = (t: Text) => ({ ...t });

  const unitView = (u: UnitRow): AuthoredUnit => {
    const regular = liveUnits().filter((x) => x.unitTypeId === 1 && x.belongsTo === 'history');
    const index = regular.indexOf(u);
    return {
      id: u.id,
      name: copy(u.name),
      number: index === -1 ? 0 : index + 1,
      order: u.order,
      belongsTo: u.belongsTo,
      specialUnitAcronym: u.acronym ? copy(u.acronym) : null,
      unitTypeId: u.unitTypeId,
      version: u.version,
      publishState: stateOf(u),
      publishedAt: u.publishedAt,
      lessonCount: liveLessons(u.id).length,
    };
  };
  const lessonView = (l: LessonRow): AuthoredLesson => {
    const regular = liveLessons(l.unitId).filter((x) => x.lessonTypeId === REGULAR_LESSON);
    const index = regular.indexOf(l);
    return {
      id: l.id,
      unitId: l.unitId,
      title: copy(l.title),
      lessonTypeId: l.lessonTypeId,
      number: index === -1 ? null : index + 1,
      order: l.order,
      version: l.version,
      publishState: stateOf(l),
      publishedAt: l.publishedAt,
      componentCount: 0,
    };
  };
  const detailsOf = (u: UnitRow): AuthoredUnitDetails => ({
    ...unitView(u),
    lessons: liveLessons(u.id).map(lessonView),
    biographies: [],
    unitStories: [],
    openerId: null,
    timelineId: null,
    teacherPageId: null,
  });

  const stale = (current: unknown): ApiResult<never> => {
    const refusal = refused(409, 'AUTHORING.STALE_VERSION', 'staleDraft');
    return refusal.ok ? refusal : { ...refusal, current };
  };
  const noUnit = () => refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
  const noLesson = () => refused(404, 'AUTHORING.LESSON_NOT_FOUND', 'notFound');

  /** Moves `item` within `list` (in order) as the server does: checks, then renumbers from 1. */
  function move<T extends { id: number; order: number }>(list: T[], item: T, body: ReorderBody): ApiResult<never> | null {
    if (item.order !== body.oldOrder) return refused(409, 'AUTHORING.STALE_ORDER', 'staleOrder');
    if (body.order > list.length) return refused(400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'orderOutOfRange', 'order');
    const rest = list.filter((x) => x !== item);
    rest.splice(body.order - 1, 0, item);
    rest.forEach((x, index) => (x.order = index + 1));
    return null;
  }
  const renumber = <T extends { order: number }>(list: T[]) => list.forEach((x, index) => (x.order = index + 1));
  const change = (publishNeeded: boolean, notice: 'publishToSeeChanges' | 'coursePublishNeeded'): ApiResult<AuthoringChange> =>
    answered({ publishNeeded }, publishNeeded ? notice : 'changesSaved');

  const covered = (job: PublishJob): { units: UnitRow[]; lessons: LessonRow[] } => {
    if (job.scope === 'course') return { units: liveUnits(), lessons: liveUnits().flatMap((u) => liveLessons(u.id)) };
    if (job.scope === 'unit') {
      const u = unitRow(job.targetId!);
      return u ? { units: [u], lessons: liveLessons(u.id) } : { units: [], lessons: [] };
    }
    const l = lessonRow(job.targetId!);
    return { units: [], lessons: l ? [l] : [] };
  };
  const settle = (jobId: number, outcome: Pick<PublishJob, 'state' | 'failure'>) => {
    const index = jobs.findIndex((j) => j.id === jobId);
    const job = jobs[index];
    if (!job || job.state === 'succeeded' || job.state === 'failed') throw new Error(`publish job ${jobId} is not open`);
    const at = stamp();
    if (outcome.state === 'succeeded') {
      const items = covered(job);
      for (const row of [...items.units, ...items.lessons]) {
        row.publishedVersion = row.version;
        row.publishedAt = at;
      }
    }
    jobs[index] = { ...job, ...outcome, step: job.steps, finishedAt: at };
  };
  const queuePublish = (scope: PublishScope, targetId: number | null): PublishJob => {
    const open = jobs.find((j) => j.scope === scope && j.targetId === targetId && (j.state === 'queued' || j.state === 'running'));
    if (open) return open;
    const job: PublishJob = { id: nextJobId++, scope, targetId, state: 'queued', step: 0, steps: 0, stepLabel: null, failure: null, requestedAt: stamp(), finishedAt: null };
    job.steps = covered(job).units.length + covered(job).lessons.length;
    jobs.push(job);
    return job;
  };

  return {
    jobs: () => jobs.map((j) => ({ ...j })),
    succeedPublish: (jobId) => settle(jobId, { state: 'succeeded', failure: null }),
    failPublish: (jobId, reason) => settle(jobId, { state: 'failed', failure: reason }),
    touchUnit: (unitId, name) => {
      const u = unitRow(unitId)!;
      if (name) u.name = { ...u.name, ...name };
      u.version += 1;
    },

    units: async () => answered(liveUnits().map(unitView)),
    unitTypes: async () =>
      answered<UnitType[]>([
        { id: 1, name: text({ en: 'Unit', es: 'Unidad' }) },
        { id: BENCHMARK_UNIT, name: text({ en: 'Benchmark unit', es: 'Unidad de evaluación de referencia' }) },
      ]),
    unitDetails: async (unitId) => {
      const u = unitRow(unitId);
      return u ? answered(detailsOf(u)) : noUnit();
    },
    createUnit: async (unitTypeId) => {
      const benchmark = unitTypeId === BENCHMARK_UNIT;
      const u: UnitRow = {
        id: nextUnitId++,
        name: text({ en: 'New unit', es: 'Nueva unidad' }),
        order: liveUnits().length + 1,
        belongsTo: benchmark ? 'benchmark' : 'history',
        acronym: null,
        unitTypeId,
        version: 1,
        publishedVersion: null,
        publishedAt: null,
        removed: false,
      };
      units.push(u);
      if (benchmark) {
        lessons.push({
          id: nextLessonId++,
          unitId: u.id,
          title: text({ en: 'Benchmark assessment', es: 'Evaluación de referencia' }),
          lessonTypeId: BENCHMARK_LESSON,
          order: 1,
          version: 1,
          publishedVersion: null,
          publishedAt: null,
          removed: false,
        });
        queuePublish('unit', u.id);
      }
      return answered(unitView(u), 'changesSaved');
    },
    renameUnit: async (unitId, body) => {
      const u = unitRow(unitId);
      if (!u) return noUnit();
      if (u.version !== body.version) return stale(unitView(u));
      if (body.name) u.name = { ...u.name, en: body.name.en.trim(), es: body.name.es.trim() };
      if (body.belongsTo) u.belongsTo = body.belongsTo;
      u.version += 1;
      return answered(unitView(u), 'changesSaved');
    },
    setUnitAcronym: async (unitId, version, acronym) => {
      const u = unitRow(unitId);
      if (!u) return noUnit();
      if (u.version !== version) return stale(unitView(u));
      u.acronym = acronym ? text({ en: acronym.en.trim(), es: acronym.es.trim() }) : null;
      u.version += 1;
      return answered(unitView(u), 'changesSaved');
    },
    moveUnit: async (unitId, body) => {
      const u = unitRow(unitId);
      if (!u) return noUnit();
      const refusal = move(liveUnits(), u, body);
      if (refusal) return refusal;
      return change(u.publishedVersion !== null, 'publishToSeeChanges');
    },
    removeUnit: async (unitId) => {
      const u = unitRow(unitId);
      if (!u) return noUnit();
      u.removed = true;
      renumber(liveUnits());
      return change(u.publishedVersion !== null, 'coursePublishNeeded');
    },
    createLesson: async (unitId, lessonTypeId) => {
      const u = unitRow(unitId);
      if (!u) return noUnit();
      const l: LessonRow = {
        id: nextLessonId++,
        unitId,
        title: text({ en: 'New lesson', es: 'Nueva lección' }),
        lessonTypeId: lessonTypeId ?? REGULAR_LESSON,
        order: liveLessons(unitId).length + 1,
        version: 1,
        publishedVersion: null,
        publishedAt: null,
        removed: false,
      };
      lessons.push(l);
      u.version += 1;
      return answered(lessonView(l), 'changesSaved');
    },
    renameLesson: async (lessonId, body) => {
      const l = lessonRow(lessonId);
      if (!l) return noLesson();
      if (l.version !== body.version) return stale(lessonView(l));
      if (l.lessonTypeId === BENCHMARK_LESSON && body.lessonTypeValue !== BENCHMARK_LESSON) return refused(409, 'AUTHORING.BENCHMARK_LESSON_FIXED', 'benchmarkLessonFixed');
      l.title = { ...l.title, en: body.title.en.trim(), es: body.title.es.trim() };
      l.lessonTypeId = body.lessonTypeValue;
      l.version += 1;
      return answered(lessonView(l), 'changesSaved');
    },
    moveLesson: async (lessonId, body) => {
      const l = lessonRow(lessonId);
      if (!l) return noLesson();
      const refusal = move(liveLessons(l.unitId), l, body);
      if (refusal) return refusal;
      unitRow(l.unitId)!.version += 1;
      return change(l.publishedVersion !== null, 'publishToSeeChanges');
    },
    removeLesson: async (lessonId) => {
      const l = lessonRow(lessonId);
      if (!l) return noLesson();
      if (l.lessonTypeId === BENCHMARK_LESSON) return refused(409, 'AUTHORING.BENCHMARK_LESSON_FIXED', 'benchmarkLessonFixed');
      l.removed = true;
      renumber(liveLessons(l.unitId));
      unitRow(l.unitId)!.version += 1;
      return change(l.publishedVersion !== null, 'publishToSeeChanges');
    },
    publish: async (scope, targetId) => {
      if (scope === 'unit' && !unitRow(targetId ?? 0)) return noUnit();
      if (scope === 'lesson' && !lessonRow(targetId ?? 0)) return noLesson();
      return answered({ ...queuePublish(scope, scope === 'course' ? null : targetId) }, 'publishStarted');
    },
    publishJob: async (jobId) => {
      const job = jobs.find((j) => j.id === jobId);
      return job ? answered({ ...job }) : refused(404, 'PUBLISH.JOB_NOT_FOUND', 'notFound');
    },
  };
}
