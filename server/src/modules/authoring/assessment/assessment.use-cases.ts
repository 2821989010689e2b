import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { CreateAssessmentBody, SaveAssessmentBody } from '@domain/authoring/assessment-authoring.schemas';
import { LessonTypeId } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { raiseLessonVersionFrom } from '../lesson-authoring.repository';
import { saveText } from '../lesson-content/content-values.repository';
import { lockLiveOwner } from '../lesson-content/lesson-content.repository';
import { insertLessonAssessment, markAssessmentRemoved, readAssessmentRow, readLiveLesson, setDirections } from './assessment-authoring.repository';
import { changeAssessment, changeAssessmentThen } from './assessment-change';
import { findLessonAssessmentId, findSetAssessmentId } from './assessment-draft-read.repository';
import { readAssessmentDraft } from './assessment-draft';

/*
 * The assessment builders' reads and the assessment itself (issue 15; api-spec §7.6). Reads never
 * touch anyone's progress; the draft they answer is what the preview renders.
 */

/** `GET assessment/{id}/backup`. */
export function assessmentDraft(deps: AppDeps, id: number): Promise<AssessmentDraft> {
  return readAssessmentDraft(deps.db, id);
}

/** `GET assessment/lesson/{lessonId}/backup`: the lesson's own assessment, or null before one is added. */
export async function lessonAssessmentDraft(deps: AppDeps, lessonId: number): Promise<AssessmentDraft | null> {
  if (!(await readLiveLesson(deps.db, lessonId))) throw appError('AUTHORING.LESSON_NOT_FOUND');
  const id = await findLessonAssessmentId(deps.db, lessonId);
  return id === null ? null : readAssessmentDraft(deps.db, id);
}

/** `GET lesson/{id}/{setId}/backup`: a benchmark set's assessment; 404 when the set is not on that lesson. */
export async function benchmarkSetAssessmentDraft(deps: AppDeps, lessonId: number, setId: number): Promise<AssessmentDraft> {
  const id = await findSetAssessmentId(deps.db, lessonId, setId);
  if (id === null) throw appError('BENCHMARK_SET.NOT_FOUND');
  return readAssessmentDraft(deps.db, id);
}

/**
 * `POST assessment`: the lesson's assessment with its first section (group 1). The lesson's draft
 * changes, so its version goes up as any change of it does. A benchmark lesson's assessments come
 * with its benchmark sets.
 */
export function addAssessment(deps: AppDeps, body: CreateAssessmentBody): Promise<AssessmentDraft> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockLiveOwner(tx, { kind: 'lesson', id: body.lessonId });
    const lesson = locked ? await readLiveLesson(tx, body.lessonId) : null;
    if (!lesson) throw appError('AUTHORING.LESSON_NOT_FOUND', { fields: [{ field: 'lessonId', message: 'notFound' }] });
    if (lesson.lessonTypeId === LessonTypeId.BenchmarkAssessment) throw appError('ASSESSMENT_AUTHORING.BENCHMARK_LESSON');
    if ((await findLessonAssessmentId(tx, body.lessonId)) !== null) throw appError('ASSESSMENT_AUTHORING.LESSON_HAS_ASSESSMENT');
    await raiseLessonVersionFrom(tx, body.lessonId, lesson.version);
    const id = await insertLessonAssessment(tx, body.lessonId);
    return readAssessmentDraft(tx, id);
  });
}

/** `PUT assessment/{id}`: the directions shown above the questions (rich text, sanitised). */
export function saveAssessment(deps: AppDeps, id: number, body: SaveAssessmentBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'assessment', id }, body.version, async (tx) => {
    const row = await readAssessmentRow(tx, id);
    await setDirections(tx, id, await saveText(tx, row?.directionsId ?? null, body.directions, 'rich'));
  });
}

/**
 * `DELETE assessment/{id}?version=`: removes a lesson's assessment (soft; what students answered
 * stays). A benchmark set's assessment goes with its set (`DELETE benchmarkSet/{id}`).
 */
export async function removeAssessment(deps: AppDeps, id: number, version: number): Promise<null> {
  return changeAssessmentThen(
    deps,
    { kind: 'assessment', id },
    version,
    async (tx, place) => {
      if (place.benchmarkSetId !== null) throw appError('ASSESSMENT_AUTHORING.SET_ASSESSMENT');
      await markAssessmentRemoved(tx, id);
    },
    async () => null,
  );
}
