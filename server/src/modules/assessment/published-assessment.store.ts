import type { Database } from '../../db/database';
import type { AssessmentDocument, AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import type { QuestionDocument } from '@domain/assessment/question.schemas';
import { CONTENT_PUBLISHED_CHANNEL } from '../content/publish/publish-course';
import { readLivePublishedAssessments } from './published-assessment.repository';

/** Where a published question lives. */
export interface QuestionEntry {
  readonly doc: AssessmentDocument;
  readonly group: AssessmentGroupDocument;
  readonly question: QuestionDocument;
}

interface Index {
  readonly byId: Map<number, AssessmentDocument>;
  readonly byLesson: Map<number, AssessmentDocument>;
  readonly byBenchmarkSet: Map<number, AssessmentDocument>;
  readonly questions: Map<number, QuestionEntry>;
  readonly groups: Map<number, { doc: AssessmentDocument; group: AssessmentGroupDocument }>;
}

/**
 * Published assessments with their keys, cached per process: every snapshot is loaded once and
 * indexed by assessment, lesson, benchmark set, group and question, so an answer save resolves its
 * question without asking the database. Publishing announces on CONTENT_PUBLISHED_CHANNEL (the same
 * channel as lessons, through publishAndAnnounce) and every process drops the index; a load that raced
 * with a publish is not kept.
 */
export interface PublishedAssessmentStore {
  byId(assessmentId: number): Promise<AssessmentDocument | null>;
  /** The lesson's own assessment (benchmark lessons have one per set instead). */
  byLesson(lessonId: number): Promise<AssessmentDocument | null>;
  byBenchmarkSet(setId: number): Promise<AssessmentDocument | null>;
  question(questionId: number): Promise<QuestionEntry | null>;
  group(groupId: number): Promise<{ doc: AssessmentDocument; group: AssessmentGroupDocument } | null>;
  /** Every published benchmark set's assessment. */
  benchmarks(): Promise<AssessmentDocument[]>;
  invalidate(): void;
  close(): Promise<void>;
}

function buildIndex(docs: AssessmentDocument[]): Index {
  const index: Index = { byId: new Map(), byLesson: new Map(), byBenchmarkSet: new Map(), questions: new Map(), groups: new Map() };
  for (const doc of docs) {
    index.byId.set(doc.id, doc);
    if (doc.benchmarkSet) index.byBenchmarkSet.set(doc.benchmarkSet.id, doc);
    else index.byLesson.set(doc.lessonId, doc);
    for (const group of doc.groups) {
      index.groups.set(group.id, { doc, group });
      for (const question of group.questions) index.questions.set(question.id, { doc, group, question });
    }
  }
  return index;
}

export async function createPublishedAssessmentStore(db: Database): Promise<PublishedAssessmentStore> {
  let loading: Promise<Index> | null = null;
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    loading = null;
  };
  const index = (): Promise<Index> => {
    if (loading) return loading;
    const started = generation;
    const pending = readLivePublishedAssessments(db).then(buildIndex);
    loading = pending;
    pending.then(
      () => {
        if (generation !== started && loading === pending) loading = null;
      },
      () => {
        if (loading === pending) loading = null;
      },
    );
    return pending;
  };
  // A lost LISTEN connection may have missed a publish: once it is back, drop the index too.
  const unlisten = await db.listen(CONTENT_PUBLISHED_CHANNEL, invalidate, { onReset: invalidate });

  return {
    byId: async (id) => (await index()).byId.get(id) ?? null,
    byLesson: async (lessonId) => (await index()).byLesson.get(lessonId) ?? null,
    byBenchmarkSet: async (setId) => (await index()).byBenchmarkSet.get(setId) ?? null,
    question: async (questionId) => (await index()).questions.get(questionId) ?? null,
    group: async (groupId) => (await index()).groups.get(groupId) ?? null,
    benchmarks: async () => [...(await index()).byBenchmarkSet.values()],
    invalidate,
    close: unlisten,
  };
}
