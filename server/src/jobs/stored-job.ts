import type { FastifyBaseLogger } from 'fastify';

/*
 * The claim/heartbeat scaffold of a stored job (the OneRoster import, the Edlink sync): each table
 * keeps its own SQL (claim with SKIP LOCKED, a heartbeat only the holding attempt writes), and this
 * runs what they claim and keeps it alive, the same way for both.
 */

export interface StoredJobDrain<J> {
  readonly log: FastifyBaseLogger;
  /** Logged with the error and the job's id when a run could not finish. */
  readonly failureMessage: string;
  /** A cheap look before the claim (no row lock taken when there is nothing to do). */
  readonly hasJobToTake: () => Promise<boolean>;
  /** Takes one job (queued, or running for a dead process), or null when another process was faster. */
  readonly claim: () => Promise<J | null>;
  readonly run: (job: J) => Promise<void>;
  readonly idOf: (job: J) => number;
  readonly stopped?: () => boolean;
}

/** Runs jobs until none is left to take. Safe in any number of processes at once; answers how many it ran. */
export async function drainStoredJobs<J>(drain: StoredJobDrain<J>): Promise<number> {
  let ran = 0;
  while (!drain.stopped?.()) {
    if (!(await drain.hasJobToTake())) return ran;
    const job = await drain.claim();
    if (!job) return ran;
    try {
      await drain.run(job);
    } catch (err) {
      // The outcome could not be written (the database went away): the job stays running and is taken again.
      drain.log.error({ err, jobId: drain.idOf(job) }, drain.failureMessage);
    }
    ran += 1;
  }
  return ran;
}

/** Runs `work` while `beat` says every `everyMs` that the job is alive; a missed beat is only logged. */
export async function whileBeating<T>(beat: () => Promise<void>, everyMs: number, log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  const heartbeat = setInterval(() => {
    beat().catch((err: unknown) => log.warn({ err }, 'stored job heartbeat not saved'));
  }, everyMs);
  heartbeat.unref();
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}
