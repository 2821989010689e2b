import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { SAVE_CALL_OF } from '@domain/assessment/question-types';
import type { AssessmentView } from '@domain/assessment/student-view';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';
import { openTestDatabase } from './support/test-database';

/**
 * Issue 10's durability promise, on PostgreSQL with the real server in its own process: answer saves
 * stream in, the server is killed with SIGKILL while some are in flight, it starts again on the same
 * database, and the client resends what was never acknowledged plus some of what was (the outbox does
 * that when a reply is lost). Afterwards nothing acknowledged is missing, nothing is stored twice, and
 * each question holds the answer with the highest clientSeq.
 */
const pgUrl = process.env.DATABASE_URL;

/** Saves in the stream, spread round-robin over this many questions (clientSeq rises per question). */
const SAVES = 200;
const QUESTIONS = 4;
/** Saves on the wire at once, as a few browser tabs' outboxes would have. */
const CONCURRENCY = 16;
/** The kill comes right after this many acknowledgements, so part of the stream is in flight, part unsent. */
const KILL_AFTER_ACKS = 60;
/** Every n-th acknowledged save is sent again after the restart, as if its reply had been lost. */
const RESEND_ACKED_EVERY = 5;
const TEST_TIMEOUT_MS = 60_000;

interface PlannedSave {
  readonly questionId: number;
  readonly call: string;
  readonly body: { clientAnswerId: string; clientSeq: number; assessmentId: number; questionId: number; retakeRound: number; answer: Record<string, unknown> };
}

interface Reply {
  readonly status: number;
  readonly data: Record<string, unknown>;
}

/** An open question the demo student may answer, with the round its save must name. */
interface OpenQuestion {
  readonly assessmentId: number;
  readonly questionId: number;
  readonly retakeRound: number;
  readonly type: (typeof STREAMED_TYPES)[number];
  readonly choiceIds: readonly number[];
}

/** Question types the stream answers: their answers are easy to vary from one save to the next. */
const STREAMED_TYPES = ['written', 'multiple-choice'] as const;

/** Save `clientSeq` of a question: a different draft each time (multiple choice cycles through its choices). */
function draft(q: OpenQuestion, clientSeq: number): Record<string, unknown> {
  return q.type === 'written' ? { text: `Draft ${clientSeq} of question ${q.questionId}` } : { choiceId: q.choiceIds[clientSeq % q.choiceIds.length] };
}

/** Runs `task` over `items` with at most `limit` at once; stops taking new items once `stop()` says so. */
async function drain<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!stop() && next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe.skipIf(!pgUrl)('durability: kill -9 mid-stream, restart, resend (needs DATABASE_URL)', () => {
  let db: Database;
  let disposeDb: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;
  let port: number;
  let dataDir: string | undefined;

  beforeAll(async () => {
    const test = await openTestDatabase();
    db = test.db;
    disposeDb = test.dispose;
    port = await freePort();
    // With DATABASE_URL nothing is written there; it keeps a stray mail outbox or backup out of the repository.
    dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
    env = {
      DATABASE_URL: test.url!,
      LOG_LEVEL: 'silent',
      CHECK_RESPONSES: '0',
      DATA_DIR: dataDir,
      BACKUP_DIR: dataDir,
    };
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await server?.kill();
    await disposeDb?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(url: string, body: unknown, token?: string): Promise<Reply> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-device-id': 'durability-device-0001' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server!.origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json()) as { data: Record<string, unknown> };
    return { status: res.status, data: json.data };
  }

  /** The first written or multiple-choice questions still open to the demo student, in lesson assessments. */
  async function openQuestions(token: string): Promise<OpenQuestion[]> {
    const ids = await db.query<{ id: number }>('SELECT assessment_id AS id FROM published_assessments ORDER BY assessment_id');
    const found: OpenQuestion[] = [];
    for (const { id } of ids) {
      const res = await fetch(`${server!.origin}/api/assessment/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) continue; // a locked lesson
      const view = ((await res.json()) as { data: AssessmentView }).data;
      if (view.kind === 'benchmark') continue;
      for (const group of view.groups.filter((g) => !g.isSubmitted)) {
        for (const q of group.questions.filter((x) => (STREAMED_TYPES as readonly string[]).includes(x.type) && !x.isSubmitted)) {
          const choiceIds = 'choices' in q && q.choices ? q.choices.map((c) => c.id) : [];
          found.push({ assessmentId: id, questionId: q.id, retakeRound: q.retakeRound, type: q.type as OpenQuestion['type'], choiceIds });
          if (found.length === QUESTIONS) return found;
        }
      }
    }
    throw new Error(`the demo student has only ${found.length} open written or multiple-choice questions; the test needs ${QUESTIONS}`);
  }

  it(
    'every acknowledged save survives, none is stored twice, the newest clientSeq is current',
    async () => {
      server = await startServerProcess(port, env);
      const login = await post('/api/user/authenticate', { username: 'student', password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      const { token, user } = login.data as { token: string; user: { id: number } };
      const questions = await openQuestions(token);

      const plan: PlannedSave[] = Array.from({ length: SAVES }, (_, i) => {
        const q = questions[i % QUESTIONS];
        const clientSeq = Math.floor(i / QUESTIONS) + 1;
        return {
          questionId: q.questionId,
          call: `/api/${SAVE_CALL_OF[q.type]}`,
          body: { clientAnswerId: randomUUID(), clientSeq, assessmentId: q.assessmentId, questionId: q.questionId, retakeRound: q.retakeRound, answer: draft(q, clientSeq) },
        };
      });

      // The stream; the kill comes from inside it, so other saves are on the wire at that moment.
      const acknowledged = new Map<string, Record<string, unknown>>();
      const refused: string[] = [];
      let inFlight = 0;
      let inFlightAtKill = -1;
      let killed: Promise<void> | undefined;
      await drain(
        plan,
        CONCURRENCY,
        async (save) => {
          inFlight++;
          try {
            const reply = await post(save.call, save.body, token);
            if (reply.status === 200) acknowledged.set(save.body.clientAnswerId, reply.data);
            else refused.push(`${reply.status} ${JSON.stringify(reply.data)}`);
          } catch {
            // Cut by the kill: not acknowledged, so the outbox keeps it.
          } finally {
            inFlight--;
          }
          if (!killed && acknowledged.size >= KILL_AFTER_ACKS) {
            inFlightAtKill = inFlight;
            killed = server!.kill();
          }
        },
        () => killed !== undefined,
      );
      await killed;
      expect(refused).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged.size).toBeLessThan(SAVES);

      server = await startServerProcess(port, env);
      const unacknowledged = plan.filter((s) => !acknowledged.has(s.body.clientAnswerId));
      const lostReplies = plan.filter((s) => acknowledged.has(s.body.clientAnswerId)).filter((_, i) => i % RESEND_ACKED_EVERY === 0);
      await drain([...unacknowledged, ...lostReplies], CONCURRENCY, async (save) => {
        const reply = await post(save.call, save.body, token);
        expect(reply.status, JSON.stringify(reply.data)).toBe(200);
        const first = acknowledged.get(save.body.clientAnswerId);
        // A save acknowledged before is answered the same again, marked a duplicate: nothing new was written.
        if (first) expect(reply.data).toEqual({ ...first, duplicate: true });
        else acknowledged.set(save.body.clientAnswerId, reply.data);
      });
      expect(acknowledged.size).toBe(SAVES);

      // Straight from the database: each acknowledged save once in the history, nothing else, nothing twice.
      const questionIds = questions.map((q) => q.questionId);
      const history = await db.query<{ id: string; n: number }>(
        `SELECT client_answer_id::text AS id, count(*)::int AS n FROM assessment_answer_saves
          WHERE student_user_id = $1 AND question_id = ANY($2::int[]) GROUP BY client_answer_id`,
        [user.id, questionIds],
      );
      expect(history.filter((row) => row.n !== 1)).toEqual([]);
      expect(history.map((row) => row.id).sort()).toEqual([...acknowledged.keys()].sort());

      // Each question's current answer is its highest clientSeq, whatever order the saves arrived in.
      const current = await db.query<{ questionId: number; clientSeq: number; clientAnswerId: string; answer: unknown }>(
        `SELECT c.question_id AS "questionId", c.client_seq::int AS "clientSeq", c.client_answer_id::text AS "clientAnswerId", c.answer
           FROM assessment_answers c JOIN assessment_attempts a ON a.id = c.attempt_id
          WHERE a.student_user_id = $1 AND a.is_current AND c.question_id = ANY($2::int[]) ORDER BY c.question_id`,
        [user.id, questionIds],
      );
      const newest = [...questionIds].sort((a, b) => a - b).map((questionId) => {
        const last = plan.filter((s) => s.questionId === questionId).reduce((a, b) => (b.body.clientSeq > a.body.clientSeq ? b : a));
        return { questionId, clientSeq: last.body.clientSeq, clientAnswerId: last.body.clientAnswerId, answer: last.body.answer };
      });
      expect(current).toEqual(newest);
    },
    TEST_TIMEOUT_MS,
  );
});
