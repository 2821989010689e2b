import type { AssessmentView, BenchmarkSetAuthoring, BenchmarkSetSummary, LinkableUnit } from '@application/authoring/benchmark-set-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import { MAX_QUESTION_SETS, MIN_QUESTION_SETS, publishStateOf, sortBenchmarkSets, warningsOf } from '@domain/authoring/benchmark-set.rules';
import { setTitleValueSchema } from '@domain/authoring/benchmark-set.schemas';
import { isMessageKey } from '@domain/shared/messages';
import { answered, refused } from './in-memory-answers';

/** A set the twin starts with. */
export interface InMemoryBenchmarkSetSeed {
  readonly id: number;
  readonly lessonId: number;
  readonly title: { en: string; es: string };
  readonly linkedUnitId?: number | null;
  /** Questions per question set (its length is the question set count). */
  readonly questionSets?: readonly number[];
  readonly draftVersion?: number;
  readonly publishedDraftVersion?: number | null;
  /** Students have it: removal is refused. */
  readonly inUse?: boolean;
}

export interface InMemoryBenchmarkSetWorld {
  readonly benchmarkLessonIds: readonly number[];
  readonly units: readonly LinkableUnit[];
  readonly sets?: readonly InMemoryBenchmarkSetSeed[];
  /** What `preview` answers per set; a set without one is refused as the server refuses a set without questions. */
  readonly previews?: Readonly<Record<number, AssessmentView>>;
}

interface SetState {
  id: number;
  lessonId: number;
  title: { en: string; es: string };
  linkedUnitId: number | null;
  questionSets: number[];
  draftVersion: number;
  publishedDraftVersion: number | null;
  inUse: boolean;
}

/**
 * The benchmark assessment builder's port in memory (screen tests; never bound by the composition
 * root): the server's order, warnings and refusals for what the port itself decides.
 */
export function createInMemoryBenchmarkSetAuthoring(world: InMemoryBenchmarkSetWorld): BenchmarkSetAuthoring {
  const sets = new Map<number, SetState>(
    (world.sets ?? []).map((s) => [
      s.id,
      {
        id: s.id,
        lessonId: s.lessonId,
        title: { ...s.title },
        linkedUnitId: s.linkedUnitId ?? null,
        questionSets: [...(s.questionSets ?? [0])],
        draftVersion: s.draftVersion ?? 1,
        publishedDraftVersion: s.publishedDraftVersion ?? null,
        inUse: s.inUse ?? false,
      },
    ]),
  );
  let nextId = Math.max(100, ...sets.keys()) + 1;
  const unit = (id: number | null) => (id === null ? undefined : world.units.find((u) => u.id === id));

  function summary(s: SetState): BenchmarkSetSummary {
    const linked = unit(s.linkedUnitId);
    const sameUnit = [...sets.values()].filter((o) => o.linkedUnitId !== null && o.linkedUnitId === s.linkedUnitId).length;
    return {
      id: s.id,
      lessonId: s.lessonId,
      assessmentId: s.id + 1000,
      title: { id: s.id + 2000, ...s.title },
      linkedUnitId: linked?.id ?? null,
      linkedUnitNumber: linked?.number ?? null,
      linkedUnitName: linked?.name ?? null,
      questionSetCount: s.questionSets.length,
      questionCount: s.questionSets.reduce((a, b) => a + b, 0),
      draftVersion: s.draftVersion,
      publishedDraftVersion: s.publishedDraftVersion,
      publishState: publishStateOf(s),
      warnings: warningsOf(s, sameUnit),
    };
  }
  const lessonRefusal = (lessonId: number): ApiResult<never> | null =>
    world.benchmarkLessonIds.includes(lessonId) ? null : refused(409, 'BENCHMARK_SET.NOT_A_BENCHMARK_LESSON', 'notABenchmarkLesson');
  const notFound = () => refused(404, 'BENCHMARK_SET.NOT_FOUND', 'benchmarkSetNotFound');
  async function change(setId: number, work: (s: SetState) => ApiResult<never> | null): Promise<ApiResult<BenchmarkSetSummary>> {
    const s = sets.get(setId);
    if (!s) return notFound();
    const refusal = work(s);
    if (refusal) return refusal;
    s.draftVersion += 1;
    return answered(summary(s), 'changesSaved');
  }

  return {
    async setsOfLesson(lessonId) {
      return lessonRefusal(lessonId) ?? answered(sortBenchmarkSets([...sets.values()].filter((s) => s.lessonId === lessonId).map(summary)));
    },
    async linkableUnits(lessonId) {
      return lessonRefusal(lessonId) ?? answered([...world.units].sort((a, b) => a.number - b.number));
    },
    async create(lessonId) {
      const refusal = lessonRefusal(lessonId);
      if (refusal) return refusal;
      const s: SetState = {
        id: nextId++,
        lessonId,
        title: { en: 'New benchmark set', es: 'Nuevo conjunto de evaluaciones de referencia' },
        linkedUnitId: null,
        questionSets: [0],
        draftVersion: 1,
        publishedDraftVersion: null,
        inUse: false,
      };
      sets.set(s.id, s);
      return answered(summary(s), 'benchmarkSetCreated');
    },
    setTitle: (setId, title, language) =>
      change(setId, (s) => {
        const parsed = setTitleValueSchema.safeParse({ title });
        if (!parsed.success) {
          const key = parsed.error.issues[0]!.message;
          return refused(400, 'VALIDATION', isMessageKey(key) ? key : 'fieldsInvalid', 'title');
        }
        s.title[language] = parsed.data.title;
        return null;
      }),
    setCount: (setId, count) =>
      change(setId, (s) => {
        if (!Number.isInteger(count) || count < MIN_QUESTION_SETS || count > MAX_QUESTION_SETS) return refused(400, 'VALIDATION', 'benchmarkSetCountOutOfRange', 'n');
        if (s.questionSets.slice(count).some((n) => n > 0)) return refused(409, 'BENCHMARK_SET.QUESTION_SET_NOT_EMPTY', 'questionSetNotEmpty', 'n');
        s.questionSets = count < s.questionSets.length ? s.questionSets.slice(0, count) : [...s.questionSets, ...Array<number>(count - s.questionSets.length).fill(0)];
        return null;
      }),
    link: (setId, unitId) =>
      change(setId, (s) => {
        if (!unit(unitId)) return refused(404, 'BENCHMARK_SET.UNIT_NOT_LINKABLE', 'unitNotLinkable', 'unitId');
        s.linkedUnitId = unitId;
        return null;
      }),
    unlink: (setId) =>
      change(setId, (s) => {
        s.linkedUnitId = null;
        return null;
      }),
    async remove(setId) {
      const s = sets.get(setId);
      if (!s) return notFound();
      if (s.inUse) return refused(409, 'BENCHMARK_SET.IN_USE', 'benchmarkSetInUse');
      sets.delete(setId);
      return answered({ id: setId }, 'benchmarkSetRemoved');
    },
    async publish(setId) {
      const s = sets.get(setId);
      if (!s) return notFound();
      if (s.questionSets.every((n) => n === 0)) return refused(409, 'ASSESSMENT.INVALID', 'assessmentInvalid');
      s.publishedDraftVersion = s.draftVersion;
      return answered(summary(s), 'benchmarkSetPublished');
    },
    async preview(setId) {
      if (!sets.has(setId)) return notFound();
      const view = world.previews?.[setId];
      return view ? answered(view) : refused(409, 'ASSESSMENT.INVALID', 'assessmentInvalid');
    },
  };
}
