import type { Database, Sql } from '../../../db/database';
import { publishLesson } from './publish-lesson';
import { publishContributors, publishOpener, publishTeacherPage } from './publish-pages';
import { publishBiography, publishTimeline, publishUnitStory, publishVocabulary, withdrawRemovedReadings } from './publish-reading';
import { publishUnit } from './publish-unit';
import { lockUnitList } from '../../authoring/unit-authoring.repository';
import {
  findContributorsPageId,
  liveItemIdsOfUnit,
  liveUnitIds,
  lockUnitRow,
  openerIdsOfUnit,
  teacherPageIdsOfUnit,
  timelineIdsOfUnit,
} from './unit-source.repository';

/** Channel on which every publish is announced, so each server process drops its cached snapshots. */
export const CONTENT_PUBLISHED_CHANNEL = 'content_published';

/** What one step of a publish writes (the job runner names and counts them; issue 14). */
export type PublishStepKind = 'lesson' | 'biography' | 'story' | 'timeline' | 'opener' | 'teacher-page' | 'vocabulary' | 'unit' | 'contributors';

/** One write of a publish: a snapshot of one item, run in the publish's transaction. */
export interface PublishStep {
  readonly kind: PublishStepKind;
  /** The item (the unit for 'vocabulary' and 'unit'; the page for 'contributors'). */
  readonly id: number;
  readonly unitId: number | null;
  run(sql: Sql): Promise<unknown>;
}

/** Everything of one unit, its own items first so the unit document can list them. */
export async function unitTreeSteps(sql: Sql, unitId: number): Promise<PublishStep[]> {
  const step = (kind: PublishStepKind, id: number, run: (sql: Sql, id: number) => Promise<unknown>): PublishStep => ({
    kind,
    id,
    unitId,
    run: (tx) => run(tx, id),
  });
  const [first, ...rest]: PublishStep[] = [
    ...(await liveItemIdsOfUnit(sql, 'lessons', unitId)).map((id) => step('lesson', id, publishLesson)),
    ...(await liveItemIdsOfUnit(sql, 'biographies', unitId)).map((id) => step('biography', id, publishBiography)),
    ...(await liveItemIdsOfUnit(sql, 'unit_stories', unitId)).map((id) => step('story', id, publishUnitStory)),
    ...(await timelineIdsOfUnit(sql, unitId)).map((id) => step('timeline', id, publishTimeline)),
    ...(await openerIdsOfUnit(sql, unitId)).map((id) => step('opener', id, publishOpener)),
    ...(await teacherPageIdsOfUnit(sql, unitId)).map((id) => step('teacher-page', id, publishTeacherPage)),
    step('vocabulary', unitId, publishVocabulary),
    // The unit's lists drop removed biographies, stories and timelines; their own copies go in the same step.
    step('unit', unitId, async (tx, id) => {
      await withdrawRemovedReadings(tx, id);
      return publishUnit(tx, id);
    }),
  ];
  // The unit is locked as its first step begins, not when the steps are read: a course publish then
  // holds each unit only from its own steps on. The unit is the last step's write; a save that locked
  // the unit first and then waited for an item written here would otherwise deadlock with it.
  const lockThenRun = async (tx: Sql) => {
    await lockUnitRow(tx, unitId);
    return first.run(tx);
  };
  return [{ ...first, run: lockThenRun }, ...rest];
}

/** Course-wide: every live unit with all its items, then the contributors page. */
export async function courseSteps(sql: Sql): Promise<PublishStep[]> {
  // The list read here is the one published: a unit added, removed or moved waits for the commit.
  await lockUnitList(sql);
  const steps: PublishStep[] = [];
  for (const id of await liveUnitIds(sql)) steps.push(...(await unitTreeSteps(sql, id)));
  const contributorsPageId = await findContributorsPageId(sql);
  if (contributorsPageId !== null) steps.push({ kind: 'contributors', id: contributorsPageId, unitId: null, run: publishContributors });
  return steps;
}

async function runSteps(sql: Sql, steps: readonly PublishStep[]): Promise<void> {
  for (const step of steps) await step.run(sql);
}

/** Publishes everything of one unit, its own items first so the unit document can list them. */
export async function publishUnitTree(sql: Sql, unitId: number): Promise<void> {
  await runSteps(sql, await unitTreeSteps(sql, unitId));
}

/** Course-wide publish: every live unit with all its items, and the contributors page. */
export async function publishCourse(sql: Sql): Promise<void> {
  await runSteps(sql, await courseSteps(sql));
}

/**
 * Runs a publish in one transaction and then announces it (LISTEN/NOTIFY), so every process serving
 * students drops its cache. The back office's publish calls go through here.
 */
export async function publishAndAnnounce<T>(db: Database, work: (tx: Sql) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  await db.notify(CONTENT_PUBLISHED_CHANNEL, String(Date.now()));
  return result;
}
