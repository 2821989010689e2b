import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { raiseLessonVersionFrom } from '../lesson-authoring.repository';
import { lockLiveOwner } from '../lesson-content/lesson-content.repository';
import { lockLiveSet, placeOfPart, raiseSetVersionFrom, type AssessmentPart } from './assessment-authoring.repository';
import { readAssessmentHead } from './assessment-draft-read.repository';
import { readAssessmentDraft } from './assessment-draft';

/*
 * An assessment is part of its owner's draft (issue 15; docs/decisions.md "Assessment builders"): a
 * lesson's assessment changes under the lesson's draft version, a benchmark set's under the set's.
 * Every change runs in one transaction under the owner's lock, checks the version the editor loaded
 * (stale: 409 with the draft as it is now), raises it by one and answers the whole draft.
 */

const NOT_FOUND: Record<AssessmentPart, ErrorCode> = {
  assessment: 'ASSESSMENT.NOT_FOUND',
  question: 'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND',
  choice: 'ASSESSMENT_AUTHORING.CHOICE_NOT_FOUND',
  element: 'ASSESSMENT_AUTHORING.ELEMENT_NOT_FOUND',
  column: 'ASSESSMENT_AUTHORING.COLUMN_NOT_FOUND',
  step: 'ASSESSMENT_AUTHORING.STEP_NOT_FOUND',
  topic: 'ASSESSMENT_AUTHORING.TOPIC_NOT_FOUND',
  tag: 'ASSESSMENT_AUTHORING.TAG_NOT_FOUND',
};

export const partNotFound = (kind: AssessmentPart) => appError(NOT_FOUND[kind]);

/** Where a change lands: the assessment, and the question when the target is one or part of one. */
export interface ChangePlace {
  readonly assessmentId: number;
  readonly lessonId: number;
  readonly benchmarkSetId: number | null;
  readonly questionId: number | null;
}

async function lockOwner(tx: Sql, head: { lessonId: number; benchmarkSetId: number | null }): Promise<boolean> {
  if (head.benchmarkSetId !== null) return lockLiveSet(tx, head.benchmarkSetId);
  return lockLiveOwner(tx, { kind: 'lesson', id: head.lessonId });
}

async function raiseFrom(tx: Sql, head: { lessonId: number; benchmarkSetId: number | null }, version: number): Promise<boolean> {
  if (head.benchmarkSetId !== null) return raiseSetVersionFrom(tx, head.benchmarkSetId, version);
  return (await raiseLessonVersionFrom(tx, head.lessonId, version)) !== null;
}

/**
 * Runs `apply` as one change of the target's assessment from `version` (see above); answers what
 * `answer` reads after it (the whole draft, unless the change removed the assessment).
 */
export function changeAssessmentThen<T>(
  deps: AppDeps,
  target: { readonly kind: AssessmentPart; readonly id: number },
  version: number,
  apply: (tx: Sql, place: ChangePlace) => Promise<void>,
  answer: (tx: Sql, place: ChangePlace) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const place = await placeOfPart(tx, target.kind, target.id);
    const head = place && (await readAssessmentHead(tx, place.assessmentId));
    if (!place || !head || !(await lockOwner(tx, head))) throw partNotFound(target.kind);
    // Removed while this change waited for the lock.
    const again = await placeOfPart(tx, target.kind, target.id);
    if (!again || again.assessmentId !== place.assessmentId || !(await readAssessmentHead(tx, place.assessmentId))) throw partNotFound(target.kind);
    if (!(await raiseFrom(tx, head, version))) {
      throw appError('AUTHORING.STALE_VERSION', { current: await readAssessmentDraft(tx, head.id) });
    }
    const changed = { assessmentId: head.id, lessonId: head.lessonId, benchmarkSetId: head.benchmarkSetId, questionId: again.questionId };
    await apply(tx, changed);
    return answer(tx, changed);
  });
}

/** One change of the target's assessment answering its whole draft after it. */
export function changeAssessment(
  deps: AppDeps,
  target: { readonly kind: AssessmentPart; readonly id: number },
  version: number,
  apply: (tx: Sql, place: ChangePlace) => Promise<void>,
): Promise<AssessmentDraft> {
  return changeAssessmentThen(deps, target, version, apply, (tx, place) => readAssessmentDraft(tx, place.assessmentId));
}
