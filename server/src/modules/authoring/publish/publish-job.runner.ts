import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { NotificationType } from '@domain/notifications/notification-type';
import type { PublishScope } from '@domain/authoring/authoring.responses';
import { NOTIFICATION_DETAIL_MAX_LENGTH, NOTIFICATION_NAME_MAX_LENGTH, type PUBLISHED_ITEM_KINDS } from '@domain/notifications/notification.schemas';
import { contentUpdateOf } from '@domain/realtime/content-update.contract';
import { renderMessage } from '@domain/shared/messages';
import type { Database, Sql } from '../../../db/database';
import { startDatabaseJobLoop } from '../../../jobs/database-job-loop';
import { announceContentUpdate } from '../../../realtime/content-update-signal';
import { AppError, appError } from '../../../http/app-error';
import { CONTENT_PUBLISHED_CHANNEL, courseSteps, unitTreeSteps, type PublishStep } from '../../content/publish/publish-course';
import { publishLesson } from '../../content/publish/publish-lesson';
import { publishContributors, publishOpener, publishTeacherPage } from '../../content/publish/publish-pages';
import { publishBiography, publishTimeline, publishUnitStory } from '../../content/publish/publish-reading';
import type { NotificationService } from '../../notifications/notification.service';
import type { NotificationRow } from '../../notifications/notification.repository';
import { findLiveItemName } from '../reading/reading-authoring.repository';
import {
  PUBLISH_JOB_QUEUED_CHANNEL,
  claimPublishJob,
  findLiveLessonTitle,
  findLivePageName,
  findLiveUnitName,
  findProgressNotification,
  hasPublishJobToTake,
  finishPublishJob,
  lockPublishing,
  readStepNames,
  saveNotificationArgs,
  savePublishProgress,
  type PageScope,
  type PublishJobRow,
} from './publish-job.repository';
import { isReadingScope, PAGE_NOT_FOUND, READING_ITEMS, type ReadingScope } from './publish-job.use-cases';

/** How often every process looks for queued jobs even without a NOTIFY (one missed while LISTEN reconnected). */
export const PUBLISH_RUNNER_INTERVAL_MS = 1000;
/** How often a run says it is alive while one step takes long (progress writes say it too). */
export const PUBLISH_HEARTBEAT_MS = 5000;
/** A running job whose heartbeat is older than this lost its process; the next runner takes it again. */
export const PUBLISH_JOB_STALE_AFTER_MS = 60_000;
/** A job whose runs keep dying (a publish that kills its process) is failed after this many runs. */
export const PUBLISH_JOB_MAX_ATTEMPTS = 3;
/** The requester's progress notification is pushed about this many times per run (every ~10% of steps). */
export const PROGRESS_PUSHES = 10;

export interface PublishRunnerDeps {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  readonly notifications: NotificationService;
}

type Label = { readonly en: string; readonly es: string };

const KIND_LABELS: Record<PublishStep['kind'], Label> = {
  lesson: { en: 'Lesson', es: 'Lección' },
  biography: { en: 'Biography', es: 'Biografía' },
  story: { en: 'Unit story', es: 'Historia de la unidad' },
  timeline: { en: 'Timeline', es: 'Línea de tiempo' },
  opener: { en: 'Unit opener', es: 'Presentación de la unidad' },
  'teacher-page': { en: "Teacher's page", es: 'Página del maestro' },
  vocabulary: { en: 'Vocabulary', es: 'Vocabulario' },
  unit: { en: 'Unit', es: 'Unidad' },
  contributors: { en: 'Contributors page', es: 'Página de colaboradores' },
};

/** What a job publishes, in the notifications' words (product-spec §4 names the kinds; job scopes follow the URLs). */
const ITEM_KIND_OF_SCOPE: Record<PublishScope, (typeof PUBLISHED_ITEM_KINDS)[number]> = {
  course: 'course',
  unit: 'unit',
  lesson: 'lesson',
  biography: 'biography',
  timeline: 'timeline',
  opener: 'opener',
  'teacher-page': 'teacherPage',
  contributors: 'contributorsPage',
  story: 'story',
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "Lesson: Jamestown", "Timeline (Colonial America)": what each step publishes, in both languages. */
async function stepLabels(sql: Sql, steps: readonly PublishStep[]): Promise<Label[]> {
  const unitIds = [...new Set(steps.flatMap((s) => (s.unitId === null ? [] : [s.unitId])))];
  const lessonIds = steps.filter((s) => s.kind === 'lesson').map((s) => s.id);
  const names = new Map((await readStepNames(sql, unitIds, lessonIds)).map((r) => [`${r.kind}:${r.id}`, r.name]));
  const nameOf = (kind: 'unit' | 'lesson', id: number | null, language: 'en' | 'es') => {
    const name = id === null ? null : names.get(`${kind}:${id}`);
    return name?.[language] || name?.en || `#${id}`;
  };
  return steps.map((s) => {
    const kind = KIND_LABELS[s.kind];
    const label = (language: 'en' | 'es') => {
      if (s.kind === 'lesson') return `${kind[language]}: ${nameOf('lesson', s.id, language)}`;
      if (s.kind === 'unit') return `${kind[language]}: ${nameOf('unit', s.id, language)}`;
      return s.unitId === null ? kind[language] : `${kind[language]} (${nameOf('unit', s.unitId, language)})`;
    };
    return { en: cut(label('en'), 200), es: cut(label('es'), 200) };
  });
}

const READING_PUBLISHES: Record<ReadingScope, (sql: Sql, id: number) => Promise<unknown>> = {
  biography: publishBiography,
  timeline: publishTimeline,
  story: publishUnitStory,
};

/** A biography's, timeline's or story's publish: that item alone (the unit's lists change with a unit publish, §4). */
async function readingStep(tx: Sql, scope: ReadingScope, id: number): Promise<PublishStep> {
  const found = await findLiveItemName(tx, READING_ITEMS[scope].table, id);
  if (!found) throw appError(READING_ITEMS[scope].notFound);
  return { kind: scope, id, unitId: found.unitId, run: (sql) => READING_PUBLISHES[scope](sql, id) };
}

const PAGE_PUBLISHES: Record<PageScope, (sql: Sql, id: number) => Promise<unknown>> = {
  opener: publishOpener,
  'teacher-page': publishTeacherPage,
  contributors: (sql) => publishContributors(sql),
};

/** An opener's, teacher page's or the contributors page's publish: that page alone. */
async function pageStep(tx: Sql, scope: PageScope, id: number): Promise<PublishStep> {
  const found = await findLivePageName(tx, scope, id);
  if (!found) throw appError(PAGE_NOT_FOUND[scope]);
  return { kind: scope, id, unitId: found.unitId, run: (sql) => PAGE_PUBLISHES[scope](sql, id) };
}

/** The steps of a job, read in its transaction (a target removed since the request fails the job). */
async function stepsOf(tx: Sql, job: PublishJobRow): Promise<PublishStep[]> {
  if (job.scope === 'course') return courseSteps(tx);
  const id = job.targetId ?? 0;
  if (job.scope === 'unit') {
    if (!(await findLiveUnitName(tx, id))) throw appError('AUTHORING.UNIT_NOT_FOUND');
    return unitTreeSteps(tx, id);
  }
  if (isReadingScope(job.scope)) return [await readingStep(tx, job.scope, id)];
  if (job.scope === 'opener' || job.scope === 'teacher-page' || job.scope === 'contributors') return [await pageStep(tx, job.scope, id)];
  if (!(await findLiveLessonTitle(tx, id))) throw appError('AUTHORING.LESSON_NOT_FOUND');
  // A lesson publish writes the lesson only: the unit's list of lessons changes with a unit publish (§4).
  return [{ kind: 'lesson', id, unitId: null, run: (sql) => publishLesson(sql, id) }];
}

/** The item's name in the requester's notifications (English, as the notification texts are). */
async function itemNameOf(db: Database, job: PublishJobRow): Promise<string> {
  if (job.scope === 'course') return 'Course';
  const id = job.targetId ?? 0;
  const found =
    job.scope === 'unit'
      ? (await findLiveUnitName(db, id))?.name
      : job.scope === 'lesson'
        ? (await findLiveLessonTitle(db, id))?.title
        : isReadingScope(job.scope)
          ? (await findLiveItemName(db, READING_ITEMS[job.scope].table, id))?.name
          : (await findLivePageName(db, job.scope, id))?.name;
  return cut(found?.en?.trim() || `${KIND_LABELS[job.scope].en} ${id}`, NOTIFICATION_NAME_MAX_LENGTH);
}

function reasonOf(error: unknown, label: Label | null): string {
  let detail: string;
  if (error instanceof AppError) detail = renderMessage(error.messageKey, 'en', error.values);
  else if (error instanceof ZodError) detail = error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`).join('; ');
  else detail = error instanceof Error ? error.message : String(error);
  return cut(label ? `${label.en}: ${detail}` : detail, NOTIFICATION_DETAIL_MAX_LENGTH);
}

/**
 * Writes through `deps.db` (never the publish transaction) without holding the publish up: the
 * newest value wins, at most one write is under way. On PGlite, whose one connection the transaction
 * holds, the writes land after the commit; on PostgreSQL they are seen while the publish runs.
 */
function latestWins<T>(write: (value: T) => Promise<void>, log: FastifyBaseLogger) {
  let pending: { value: T } | null = null;
  let writing: Promise<void> | null = null;
  const pump = async () => {
    while (pending) {
      const { value } = pending;
      pending = null;
      await write(value).catch((err: unknown) => log.warn({ err }, 'publish progress not saved'));
    }
  };
  const start = () => {
    writing ??= pump().finally(() => {
      writing = null;
    });
  };
  return {
    set(value: T) {
      pending = { value };
      start();
    },
    async flush() {
      while (writing || pending) {
        start();
        await writing;
      }
    },
  };
}

/** Every process drops its cached snapshots (publishAndAnnounce's announcement); tried twice. */
async function announcePublished(deps: PublishRunnerDeps): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await deps.db.notify(CONTENT_PUBLISHED_CHANNEL, String(Date.now()));
      return;
    } catch (err) {
      deps.log.error({ err, attempt }, 'publish committed but not announced; other processes may serve the old copy until they reload');
    }
  }
}

/** Runs one claimed job: all its writes in one transaction; progress, then the outcome, to the requester. */
export async function runPublishJob(deps: PublishRunnerDeps, job: PublishJobRow): Promise<void> {
  const publishId = String(job.id);
  const base = { publishId, itemKind: ITEM_KIND_OF_SCOPE[job.scope], itemId: job.targetId, itemName: await itemNameOf(deps.db, job) };
  const userId = job.requestedBy;
  const fail = async (reason: string) => {
    await finishPublishJob(deps.db, job.id, job.attempts, 'failed', reason);
    await deps.notifications.notify(userId, { type: NotificationType.PublishFailed, args: { ...base, reason } });
  };
  if (job.attempts > PUBLISH_JOB_MAX_ATTEMPTS) {
    await fail(`The publish stopped ${job.attempts - 1} times without finishing`);
    return;
  }

  // One "in progress" notification per job (a retaken run keeps the first); later steps are pushed live.
  const stored: NotificationRow =
    (await findProgressNotification(deps.db, userId, publishId)) ??
    (await deps.notifications.notify(userId, { type: NotificationType.PublishInProgress, args: { ...base, step: 0, steps: 0 } }))[0];
  const storedArgs = latestWins((args: Record<string, unknown>) => saveNotificationArgs(deps.db, userId, stored.id, args), deps.log);
  const progress = { step: 0, steps: 0, labelEn: null as string | null, labelEs: null as string | null };
  const jobRow = latestWins((p: typeof progress) => savePublishProgress(deps.db, job.id, job.attempts, p), deps.log);
  const heartbeat = setInterval(() => jobRow.set({ ...progress }), PUBLISH_HEARTBEAT_MS);
  heartbeat.unref();
  let pushedTenth = -1;
  const pushProgress = (force: boolean) => {
    const tenth = progress.steps === 0 ? 0 : Math.floor((progress.step * PROGRESS_PUSHES) / progress.steps);
    if (!force && tenth === pushedTenth) return;
    pushedTenth = tenth;
    const args = Object.freeze({ ...stored.notificationArgs, step: progress.step, steps: progress.steps });
    // The same notification again, its step moved on: the bell replaces it by id. Nothing new is stored.
    void deps.notifications.publish([{ ...stored, notificationArgs: args }]);
    storedArgs.set(args);
  };

  let current: Label | null = null;
  // The units the steps wrote, for the students' and creators' announcement once it committed.
  let stepUnitIds: (number | null)[] = [];
  try {
    // publishAndAnnounce's two halves, apart: a NOTIFY lost after the commit must not report a publish
    // that happened as failed.
    await deps.db.transaction(async (tx) => {
      await lockPublishing(tx);
      const steps = await stepsOf(tx, job);
      stepUnitIds = steps.map((step) => step.unitId);
      const labels = await stepLabels(tx, steps);
      progress.steps = steps.length;
      jobRow.set({ ...progress });
      pushProgress(true);
      for (const [index, step] of steps.entries()) {
        current = labels[index];
        Object.assign(progress, { step: index + 1, labelEn: current.en, labelEs: current.es });
        jobRow.set({ ...progress });
        pushProgress(index + 1 === steps.length);
        await step.run(tx);
      }
    });
  } catch (error) {
    clearInterval(heartbeat);
    await jobRow.flush();
    await storedArgs.flush();
    deps.log.warn({ err: error, publishJobId: job.id }, 'publish failed; the published copies are unchanged');
    await fail(reasonOf(error, current));
    return;
  }
  clearInterval(heartbeat);
  await announcePublished(deps);
  await announceContentUpdate(deps, contentUpdateOf(job, stepUnitIds));
  await jobRow.flush();
  await storedArgs.flush();
  await finishPublishJob(deps.db, job.id, job.attempts, 'succeeded', null);
  await deps.notifications.notify(userId, { type: NotificationType.PublishSucceeded, args: base });
}

/**
 * Runs jobs until none is left to take: queued ones, and running ones whose process died. Safe in any
 * number of processes at once. Answers how many it ran; tests call it directly as a "new runner".
 */
export async function runQueuedPublishJobs(
  deps: PublishRunnerDeps,
  options: { readonly staleAfterMs?: number; readonly stopped?: () => boolean } = {},
): Promise<number> {
  const staleAfterMs = options.staleAfterMs ?? PUBLISH_JOB_STALE_AFTER_MS;
  let ran = 0;
  while (!options.stopped?.()) {
    // Looking first keeps the every-second wake-up a read: an UPDATE that takes nothing is still a write.
    if (!(await hasPublishJobToTake(deps.db, staleAfterMs))) return ran;
    const job = await claimPublishJob(deps.db, staleAfterMs);
    if (!job) return ran;
    try {
      await runPublishJob(deps, job);
    } catch (err) {
      // The outcome could not be written (the database went away): the job stays running and is taken again.
      deps.log.error({ err, publishJobId: job.id }, 'publish job could not finish');
    }
    ran += 1;
  }
  return ran;
}

/**
 * The publish runner every server process runs: woken by the NOTIFY a queued job sends, and by an
 * interval; jobs queued before this process started (or left running by a process that died) are
 * taken at once. Never overlaps itself. Resolves to the stop, which waits for a run under way.
 */
export function startPublishRunner(deps: PublishRunnerDeps): Promise<() => Promise<void>> {
  return startDatabaseJobLoop({
    db: deps.db,
    log: deps.log,
    channel: PUBLISH_JOB_QUEUED_CHANNEL,
    intervalMs: PUBLISH_RUNNER_INTERVAL_MS,
    failureMessage: 'publish runner failed',
    drain: (stopped) => runQueuedPublishJobs(deps, { stopped }),
  });
}
