import type { PublishJob, PublishScope } from '@domain/authoring/authoring.responses';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import type { AuthUser } from '../../auth/auth-user';
import { findLiveItemName } from '../reading/reading-authoring.repository';
import {
  PUBLISH_JOB_QUEUED_CHANNEL,
  findLiveLessonTitle,
  findLivePageName,
  findLiveUnitName,
  findOpenPublishJob,
  findPublishJob,
  insertPublishJob,
  type PublishJobRow,
} from './publish-job.repository';

/*
 * Publishing as a job (issue 14): the call queues the publish and answers at once; a runner in some
 * server process runs it (publish-job.runner.ts) and tells the requester how far it got. Only builders
 * reach these use cases (the routes admit super admins and content creators).
 */

/** How many times an insert that met an open job retries when that job ended in between. */
const QUEUE_TRIES = 3;

export function publishJobView(row: PublishJobRow): PublishJob {
  return {
    id: row.id,
    scope: row.scope,
    targetId: row.targetId,
    state: row.state,
    step: row.step,
    steps: row.steps,
    // The shared bilingual shape carries an id; a step label is no stored text, so it is the step's number.
    stepLabel: row.stepLabelEn === null || row.step < 1 ? null : { id: row.step, en: row.stepLabelEn, es: row.stepLabelEs ?? '' },
    failure: row.failure,
    requestedAt: row.requestedAt,
    finishedAt: row.finishedAt,
  };
}

async function checkTarget(deps: AppDeps, scope: PublishScope, targetId: number | null): Promise<void> {
  if (scope === 'unit' && (targetId === null || !(await findLiveUnitName(deps.db, targetId)))) throw appError('AUTHORING.UNIT_NOT_FOUND');
  if (scope === 'lesson' && (targetId === null || !(await findLiveLessonTitle(deps.db, targetId)))) throw appError('AUTHORING.LESSON_NOT_FOUND');
  if (isReadingScope(scope) && (targetId === null || !(await findLiveItemName(deps.db, READING_ITEMS[scope].table, targetId)))) throw appError(READING_ITEMS[scope].notFound);
  if (scope === 'opener' || scope === 'teacher-page' || scope === 'contributors') {
    if (targetId === null || !(await findLivePageName(deps.db, scope, targetId))) throw appError(PAGE_NOT_FOUND[scope]);
  }
}

/** The unit items published alone, by scope: their table and their "not found". */
export const READING_ITEMS = {
  biography: { table: 'biographies', notFound: 'AUTHORING.BIOGRAPHY_NOT_FOUND' },
  timeline: { table: 'timelines', notFound: 'AUTHORING.TIMELINE_NOT_FOUND' },
  story: { table: 'unit_stories', notFound: 'AUTHORING.STORY_NOT_FOUND' },
} as const;
export type ReadingScope = keyof typeof READING_ITEMS;
export const isReadingScope = (scope: PublishScope): scope is ReadingScope => scope in READING_ITEMS;

export const PAGE_NOT_FOUND = {
  opener: 'AUTHORING.OPENER_NOT_FOUND',
  'teacher-page': 'AUTHORING.TEACHER_PAGE_NOT_FOUND',
  contributors: 'AUTHORING.CONTRIBUTORS_NOT_FOUND',
} as const;

/**
 * Starts a publish of the course, a unit (with everything in it), or one item (lesson, biography, timeline, unit story,
 * opener, teacher page, contributors page), or answers the one already queued or running for the same target.
 * Unknown or removed targets are "not found".
 */
export async function requestPublish(deps: AppDeps, viewer: AuthUser, scope: PublishScope, targetId: number | null): Promise<PublishJob> {
  const target = scope === 'course' ? null : targetId;
  await checkTarget(deps, scope, target);
  for (let attempt = 0; attempt < QUEUE_TRIES; attempt += 1) {
    const queued = await insertPublishJob(deps.db, scope, target, viewer.id);
    if (queued) {
      await deps.db.notify(PUBLISH_JOB_QUEUED_CHANNEL, String(queued.id));
      return publishJobView(queued);
    }
    const open = await findOpenPublishJob(deps.db, scope, target);
    if (open) return publishJobView(open);
  }
  // The open job kept ending between the two statements: whatever is newest is the answer.
  const open = await findOpenPublishJob(deps.db, scope, target);
  if (!open) throw new Error(`publish of ${scope} ${target ?? ''} could not be queued`);
  return publishJobView(open);
}

/** Where a publish is (after a reconnect, or when the hub is quiet). Any builder may read any job. */
export async function readPublishJob(deps: AppDeps, _viewer: AuthUser, id: number): Promise<PublishJob> {
  const row = await findPublishJob(deps.db, id);
  if (!row) throw appError('PUBLISH.JOB_NOT_FOUND');
  return publishJobView(row);
}
