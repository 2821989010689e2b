/**
 * npm run bench:soak — a mixed school day against the server as `npm start` runs it (production
 * logging, `WORKERS` processes) on PostgreSQL, for BENCH_MINUTES (30): students open lessons and
 * answer and submit the demo Mid-Unit Check, teachers grade and read the class report, a creator
 * publishes the course every few minutes (bench/soak/school-day.ts). Reports the p99 of each kind of
 * request, every error, whether every acknowledged answer is stored (none lost, none twice), and the
 * resident memory of each server process: flat means the end within 10% of just after the warm-up.
 * Exits 1 on any error, lost answer or growth.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on which a
 * throw-away database is made and dropped. BENCH_WORKERS (2), BENCH_SESSIONS_PER_SECOND (2),
 * BENCH_LESSON_READERS (20), BENCH_TEACHERS (6), BENCH_PUBLISH_EVERY_S (180).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { freePort } from '../support/free-port';
import { cpus } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { createTokenService } from '../../server/src/modules/auth/token.service';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { createBenchStudents } from '../answers/bench-students';
import { demoMidUnitCheck } from '../answers/demo-assessment';
import { withThrowawayDatabase } from '../support/throwaway-database';
import { MemoryWatch } from './process-memory';
import { runSchoolDay, type DayPace } from './school-day';
import { SoakTally } from './soak-tally';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MINUTES = Number(process.env.BENCH_MINUTES ?? 30);
const WORKERS = process.env.BENCH_WORKERS ?? '2';
const PACE: DayPace = {
  sessionsPerSecond: Number(process.env.BENCH_SESSIONS_PER_SECOND ?? 2),
  answerEveryMs: 1500,
  lessonReaders: Number(process.env.BENCH_LESSON_READERS ?? 20),
  readerThinkMs: 250,
  teachers: Number(process.env.BENCH_TEACHERS ?? 6),
  teacherThinkMs: 1000,
  publishEveryMs: Number(process.env.BENCH_PUBLISH_EVERY_S ?? 180) * 1000,
};
/** Memory is judged after the warm-up: caches filled, JIT settled (a quarter of a short run). */
const WARM_UP_MS = Math.min(5 * 60_000, (MINUTES * 60_000) / 4);
const MEMORY_EVERY_MS = 15_000;
const GROWTH_LIMIT = 0.1;
const JWT_SECRET = randomBytes(32).toString('hex');

/** The platform as `npm run serve` starts it, answering once every worker listens. */
async function startPlatform(url: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../server/src/main.ts')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), WORKERS, JWT_SECRET, DATABASE_POOL_SIZE: '10', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume(); // production request logs: read and dropped
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/client-config`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600) throw new Error('the platform did not answer within a minute');
    await sleep(100);
  }
  return { child, base };
}

async function main(url: string): Promise<void> {
  const db = await openPostgresDatabase(url, 4);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const doc = await demoMidUnitCheck(db);
  const [{ classroomId, teacher }] = await db.query<{ classroomId: number; teacher: string }>(
    `SELECT c.id AS "classroomId", u.username AS teacher FROM classrooms c JOIN users u ON u.id = c.teacher_user_id ORDER BY c.id LIMIT 1`,
  );
  const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 12 * 60 * 60 * 1000);
  const students = await createBenchStudents(db, tokenService, Math.ceil(MINUTES * 60 * PACE.sessionsPerSecond) + 10, 'soak');

  const { child, base } = await startPlatform(url, await freePort());
  const signIn = async (username: string) =>
    ((await (await fetch(`${base}/api/user/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) })).json()) as { data: { token: string } }).data.token;
  const get = async (token: string, p: string) => {
    const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, data: ((await res.json()) as { data: any }).data };
  };
  const memory = new MemoryWatch(child.pid!, MEMORY_EVERY_MS);
  try {
    // The lessons a student of the class may open today.
    const reader = students.tokens[0];
    const lessonIds: number[] = [];
    for (const unit of (await get(reader, '/api/units')).data as { id: number; lockStatus: string }[]) {
      if (unit.lockStatus !== 'unlocked') continue;
      const detail = await get(reader, `/api/unit/${unit.id}`);
      for (const l of detail.status === 200 ? (detail.data.lessons as { id: number }[]) : []) if ((await get(reader, `/api/lesson/${l.id}`)).status === 200) lessonIds.push(l.id);
    }
    const editDraft = async (round: number) => {
      await db.query(`UPDATE bilingual_values b SET en = regexp_replace(b.en, ' \\(s\\d+\\)$', '') || $1 FROM lessons l WHERE l.title_id = b.id AND l.deleted_at IS NULL`, [` (s${round})`]);
      await db.query('UPDATE lessons SET draft_version = draft_version + 1 WHERE deleted_at IS NULL');
    };
    const tally = new SoakTally();
    const day = { base, doc, lessonIds, studentTokens: students.tokens, teacherToken: await signIn(teacher), classroomId, creatorToken: await signIn('creator'), editDraft };
    console.log(`\nbench:soak — ${MINUTES} min, WORKERS=${WORKERS}, ${cpus().length} CPUs, ${lessonIds.length} lessons open to the class, teacher ${teacher}\n`);
    const { acked, students: started } = await runSchoolDay(day, PACE, tally, Date.now() + MINUTES * 60_000);
    memory.stop();

    const [{ stored, distinct }] = await db.query<{ stored: number; distinct: number }>(
      `SELECT count(*)::int AS stored, count(DISTINCT client_answer_id)::int AS distinct FROM assessment_answer_saves WHERE student_user_id = ANY($1::int[])`,
      [students.ids],
    );
    console.log('| request | answered | errors | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    for (const s of tally.stats()) console.log(`| ${s.kind} | ${s.ok} | ${s.errors} | ${s.p50} | ${s.p99} | ${s.max} |`);
    for (const s of tally.stats()) for (const e of s.samples) console.log(`    ${s.kind}: ${e}`);
    const lost = acked - stored;
    console.log(`\n${started} students answered; ${acked} answers acknowledged, ${stored} stored (${distinct} distinct): ${lost === 0 && distinct === stored ? 'none lost, none twice' : `${lost} LOST`}`);
    const verdicts = memory.verdicts(WARM_UP_MS);
    console.log(`\n| server process | RSS after warm-up (${WARM_UP_MS / 60_000} min) MB | at the end MB | peak MB | growth |`);
    console.log('|---|---|---|---|---|');
    for (const v of verdicts) console.log(`| ${v.pid}${v.pid === child.pid ? ' (started)' : ''} | ${v.afterWarmUpMb.toFixed(0)} | ${v.endMb.toFixed(0)} | ${v.peakMb.toFixed(0)} | ${(v.growth * 100).toFixed(1)}% |`);
    const grew = verdicts.filter((v) => v.growth > GROWTH_LIMIT);
    const pass = tally.totalErrors === 0 && lost === 0 && distinct === stored && grew.length === 0;
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: ${tally.totalErrors} errors, ${lost} lost answers, ${grew.length} processes grew more than ${GROWTH_LIMIT * 100}%`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    memory.stop();
    child.kill('SIGTERM');
    await once(child, 'exit');
    await db.close();
  }
}

withThrowawayDatabase(SERVER_URL, 'soak', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
