/**
 * npm run bench:reports — the reports of issue 13 at district scale, on a database filled by
 * `npm run seed:district` (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/district).
 *
 * The real app runs in its own process (bench/answers/answers-server.ts). Each phase lasts
 * BENCH_PHASE_SECONDS (10): BENCH_READERS (20) closed-loop report readers (report-targets.ts: a classroom report read by
 * 20 of the largest district's teachers, each their own classroom; the district report of the largest
 * district read by its manager in 20 sessions, plain, with a unit and with a date range; its xlsx by one
 * downloader while 19 read the report) while BENCH_SAVE_RATE (1,000) answer saves a second go to the
 * same app, on the answer burst's open-loop schedule (save-burst.ts), from the district's students with
 * an open attempt. Each app phase is followed by its ceiling phase — the same numbers read from the
 * rollup tables with one SELECT over a pool, no HTTP, JSON or sign-in — under the same saves, so both
 * see the same machine. BENCH_ROUNDS (3) rounds after one warm-up round of 2 s phases. BENCH_ONLY picks
 * targets by a word of their names; BENCH_APP_POOL sets the app's database pool (20).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { createTokenService } from '../../server/src/modules/auth/token.service';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { startChildServer, stopChildServer } from '../support/child-server';
import type { OpenLoopResult } from '../support/open-loop';
import { readFor, type ReaderPlan, type ReadStats } from './report-readers';
import { reportTargets, type BenchWorld, type Target } from './report-targets';
import { openSavers, saveBurst, type Savers } from './save-burst';
import { DISTRICT_MARKER, type DistrictMarker } from './district-world';

const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/district';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 10);
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 1000);
const READERS = Number(process.env.BENCH_READERS ?? 20);
const POOL = process.env.BENCH_APP_POOL ?? '20';
/** BENCH_ONLY=classroom,xlsx: only the targets whose names contain one of these words (while tuning one call). */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const JWT_SECRET = randomBytes(32).toString('hex');
/** The largest district (district-plan.ts) and its usernames. */
const DISTRICT = { name: 'Bench District 01', prefix: 'd01' } as const;

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': `reports-bench-${username}` },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Phase {
  readonly reads: ReadStats[];
  readonly saves: OpenLoopResult;
  readonly load: [number, number];
}

interface Bench {
  readonly base: string;
  readonly pool: pg.Pool;
  readonly doc: AssessmentDocument;
  readonly savers: Savers;
}

async function phase(b: Bench, seconds: number, plans: ReaderPlan[]): Promise<Phase> {
  const before = loadavg()[0];
  // BENCH_SAVE_RATE=0 measures the reports alone (the cost of a call without the answer burst around it).
  const none: OpenLoopResult = { ok: 0, failed: 0, seconds, p50: 0, p99: 0, max: 0, worstSeconds: [] };
  const [reads, saves] = await Promise.all([readFor(seconds, plans), SAVE_RATE > 0 ? saveBurst(b.base, b.doc, b.savers, SAVE_RATE, seconds) : none]);
  return { reads, saves, load: [before, loadavg()[0]] };
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n >= 1000 ? n.toFixed(0) : n.toFixed(1));
const failures = (s: ReadStats) => Object.entries(s.failed).map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : `HTTP ${status}`}`).join(', ') || '0';
const saveCell = (p: Phase) => `${(p.saves.ok / p.saves.seconds).toFixed(0)}/s, ${p.saves.failed} failed`;

async function benchWorld(db: Awaited<ReturnType<typeof openPostgresDatabase>>, base: string): Promise<BenchWorld> {
  const [{ id: districtId }] = await db.query<{ id: number }>('SELECT id FROM districts WHERE name = $1', [DISTRICT.name]);
  const classrooms = await db.query<{ username: string; classroom_id: number }>(
    `SELECT u.username, c.id AS classroom_id FROM users u JOIN classrooms c ON c.teacher_user_id = u.id
      WHERE u.district_id = $1 AND u.role_id = 4 AND u.username LIKE $2 ORDER BY u.username LIMIT ${READERS}`,
    [districtId, `${DISTRICT.prefix}-t%`],
  );
  const teachers = [];
  for (const c of classrooms) teachers.push({ token: await signIn(base, c.username), classroomId: c.classroom_id });
  const manager = await signIn(base, `${DISTRICT.prefix}-manager`);
  const [{ unit_id: unitId }] = await db.query<{ unit_id: number }>(
    'SELECT unit_id FROM report_school_units WHERE district_id = $1 AND report_type = 1 ORDER BY unit_id LIMIT 1',
    [districtId],
  );
  return { districtId, unitId, teachers, managerTokens: Array.from({ length: READERS }, () => manager), from: '2026-09-01', to: '2026-10-15' };
}

function printRound(round: number, targets: readonly Target[], app: Map<string, Phase>, top: Map<string, Phase>): void {
  for (const t of targets) {
    const a = app.get(t.name)!;
    const c = top.get(t.ceiling ? t.name : t.ceilingOf!)!;
    const mine = a.reads.find((s) => s.label === 'app')!;
    const ceiling = c.reads.find((s) => s.label === 'ceiling')!;
    const ratio = ceiling.p95 > 0 ? (mine.p95 / ceiling.p95).toFixed(1) : '—';
    console.log(
      `| ${round} | ${t.name} | ${mine.ok} | ${failures(mine)} | ${ms(mine.p50)} | ${ms(mine.p95)} | ${ms(mine.max)} | ${t.targetP95Ms} ${mine.ok && mine.p95 < t.targetP95Ms ? 'met' : 'MISSED'} ` +
        `| ${ms(ceiling.p50)} | ${ms(ceiling.p95)} | ${ratio}× | ${saveCell(a)} | ${saveCell(c)} | ${a.load[0].toFixed(1)} → ${a.load[1].toFixed(1)} |`,
    );
  }
}

async function main(): Promise<void> {
  const db = await openPostgresDatabase(URL, 4);
  const pool = new pg.Pool({ connectionString: URL, max: READERS });
  const marker = (await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [DISTRICT_MARKER]))[0];
  const world = marker ? (JSON.parse(marker.value) as DistrictMarker) : null;
  if (world?.state !== 'done') throw new Error(`no finished district world in ${URL}: run npm run seed:district first`);
  const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET), 12 * 60 * 60 * 1000);
  const server = await startChildServer(path.join(import.meta.dirname, '../answers/answers-server.ts'), { DATABASE_URL: URL, DATABASE_POOL_SIZE: POOL, JWT_SECRET });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const w = await benchWorld(db, base);
    const [{ document: doc }] = await db.query<{ document: AssessmentDocument }>('SELECT document FROM published_assessments WHERE assessment_id = $1', [world.openAssessmentId]);
    const savers = await openSavers(db, tokens, w.districtId, world.openAssessmentId);
    const b: Bench = { base, pool, doc, savers };
    const targets = reportTargets(w).filter((t) => ONLY.length === 0 || ONLY.some((word) => t.name.includes(word) || t.ceilingOf?.includes(word)));
    // A target compared with another's ceiling needs that ceiling's phase too.
    for (const t of [...targets]) if (t.ceilingOf && !targets.some((o) => o.name === t.ceilingOf)) targets.unshift(reportTargets(w).find((o) => o.name === t.ceilingOf)!);
    const runRound = async (seconds: number) => {
      const app = new Map<string, Phase>();
      const top = new Map<string, Phase>();
      for (const t of targets) {
        app.set(t.name, await phase(b, seconds, t.app(base)));
        if (t.ceiling) top.set(t.name, await phase(b, seconds, t.ceiling(pool)));
      }
      return { app, top };
    };
    await runRound(2);
    console.log(
      `\n${world.students} students (${world.answers} answers, ${world.attempts} attempts), largest district ${DISTRICT.name}; ${READERS} readers per phase of ${PHASE_SECONDS} s ` +
        `with ${SAVE_RATE} saves/s offered by ${savers.tokens.length} students of that district; ${ROUNDS} rounds; ${cpus().length} CPUs; app pool ${POOL}\n`,
    );
    console.log('| round | call | reads | failed | p50 ms | p95 ms | max ms | target p95 ms | ceiling p50 ms | ceiling p95 ms | p95 ratio | saves (app phase) | saves (ceiling phase) | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (let r = 1; r <= ROUNDS; r += 1) {
      const { app, top } = await runRound(PHASE_SECONDS);
      printRound(r, targets, app, top);
    }
  } finally {
    await stopChildServer(server);
    await pool.end();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
