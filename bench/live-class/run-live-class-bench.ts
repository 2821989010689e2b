/**
 * npm run bench:live-class — the live class view (issue 12): BENCH_STUDENTS (35) students, each
 * signed in with a real session, act at the same moment — every one turns a lesson page
 * (`PUT lesson/{id}/{page}/{studentId}`) or saves an answer (`POST multiple-choice-answer`) — while
 * the demo teacher, connected to the hub with the official SignalR client (WebSockets), watches the
 * classroom. Measured: from just before each student's request is sent to the teacher's client
 * receiving that student's LiveClassActivity event; p50/p95/p99/max over BENCH_ROUNDS (20) rounds
 * after 3 warm-up rounds, rounds alternating page turns and answer saves.
 * The ceiling, in the same run and alternating with it: a bare HTTP server that writes one frame to
 * the teacher's plain WebSocket per request (relay-server.ts), driven by the same 35 requests at once.
 * Servers run in their own processes; the students and the teacher share this one (one clock).
 * PGlite by default; with DATABASE_URL, a throw-away database on that PostgreSQL server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import WebSocket from 'ws';
import { ClassSignalMethod, ClassSignalTarget, type LiveClassActivity } from '@domain/realtime/class-signal.contract';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { spawn } from 'node:child_process';
import { stopChildServer, type ChildServer } from '../support/child-server';
import { withThrowawayDatabase } from '../support/throwaway-database';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 35);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARMUP_ROUNDS = 3;
const ROUND_TIMEOUT_MS = 10_000;
const BETWEEN_ROUNDS_MS = 250;
const TARGET_P95_MS = 1_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => n.toFixed(1);

interface Stats {
  readonly samples: number;
  readonly lost: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

function stats(latencies: readonly number[], lost: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { samples: sorted.length, lost, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Waits until `done()` or the deadline; the round's missing events count as lost. */
async function until(done: () => boolean, deadline: number): Promise<void> {
  while (!done() && performance.now() < deadline) await sleep(5);
}

async function signIn(base: string, username: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${base}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': `live-bench-${username}-device` },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string; user: { id: number } } };
  return { token: body.data.token, id: body.data.user.id };
}

interface Student {
  readonly token: string;
  readonly id: number;
}

/** The app side: the teacher's hub connection, and the students' requests of one round. */
async function appSystem(base: string, pageLessonId: number, assessmentLessonId: number) {
  const teacher = await signIn(base, 'teacher');
  const students: Student[] = [];
  for (let i = 1; i <= STUDENTS; i += 1) students.push(await signIn(base, `livebench${i}`));
  const auth = (s: Student) => ({ authorization: `Bearer ${s.token}` });
  // Each student opens both lessons once (as a class would), and the first multiple-choice question is found.
  for (const s of students) {
    for (const lessonId of [pageLessonId, assessmentLessonId]) await fetch(`${base}/api/lesson/${lessonId}`, { headers: auth(s) });
  }
  const view = (await (await fetch(`${base}/api/assessment/lesson/${assessmentLessonId}`, { headers: auth(students[0]) })).json()) as {
    data: { id: number; groups: { questions: { id: number; type: string; choices?: { id: number }[] }[] }[] };
  };
  const question = view.data.groups.flatMap((g) => g.questions).find((q) => q.type === 'multiple-choice')!;

  const classroom = await fetch(`${base}/api/ClassRoom/GetByTeacherId/${teacher.id}/0`, { headers: { authorization: `Bearer ${teacher.token}` } });
  const classrooms = ((await classroom.json()) as { data: { id: number; students: { userName: string }[] }[] }).data;
  const watched = classrooms.find((c) => c.students.some((s) => s.userName === 'livebench1'))!;

  const arrivals = new Map<number, number>();
  const hub = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/notifications`, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => teacher.token })
    .configureLogging(LogLevel.None)
    .build();
  hub.on(ClassSignalTarget.LiveClassActivity, (event: LiveClassActivity) => {
    if (!arrivals.has(event.student.studentId)) arrivals.set(event.student.studentId, performance.now());
  });
  await hub.start();
  if ((await hub.invoke(ClassSignalMethod.WatchClassroom, watched.id)) !== true) throw new Error('the teacher may not watch the classroom');

  let failures = 0;
  const request = (s: Student, round: number): Promise<Response> =>
    round % 2 === 0
      ? fetch(`${base}/api/lesson/${pageLessonId}/${(round % 3) + 1}/${s.id}`, { method: 'PUT', headers: auth(s) })
      : fetch(`${base}/api/multiple-choice-answer`, {
          method: 'POST',
          headers: { ...auth(s), 'content-type': 'application/json' },
          body: JSON.stringify({
            clientAnswerId: crypto.randomUUID(),
            clientSeq: round + 1,
            assessmentId: view.data.id,
            questionId: question.id,
            retakeRound: 1,
            answer: { choiceId: question.choices![round % question.choices!.length].id },
          }),
        });

  return {
    async round(round: number): Promise<{ latencies: number[]; lost: number }> {
      arrivals.clear();
      const sent = new Map<number, number>();
      await Promise.all(
        students.map(async (s) => {
          sent.set(s.id, performance.now());
          const res = await request(s, round);
          if (res.status !== 200) failures += 1;
          await res.arrayBuffer();
        }),
      );
      await until(() => arrivals.size >= students.length, performance.now() + ROUND_TIMEOUT_MS);
      const latencies = students.filter((s) => arrivals.has(s.id)).map((s) => arrivals.get(s.id)! - sent.get(s.id)!);
      return { latencies, lost: students.length - latencies.length };
    },
    failures: () => failures,
    close: () => hub.stop(),
  };
}

/** The ceiling: the same 35 requests at once to the relay, the teacher on a plain WebSocket. */
async function ceilingSystem(port: number) {
  const arrivals = new Map<number, number>();
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (data) => {
    const { s } = JSON.parse(data.toString()) as { s: number };
    if (!arrivals.has(s)) arrivals.set(s, performance.now());
  });
  return {
    async round(round: number): Promise<{ latencies: number[]; lost: number }> {
      arrivals.clear();
      const sent = new Map<number, number>();
      await Promise.all(
        Array.from({ length: STUDENTS }, async (_, s) => {
          sent.set(s, performance.now());
          const res = await fetch(`http://127.0.0.1:${port}/act?s=${s}&r=${round}`, { method: 'POST' });
          await res.arrayBuffer();
        }),
      );
      await until(() => arrivals.size >= STUDENTS, performance.now() + ROUND_TIMEOUT_MS);
      const latencies = [...arrivals.entries()].map(([s, at]) => at - sent.get(s)!);
      return { latencies, lost: STUDENTS - latencies.length };
    },
    close: () => socket.close(),
  };
}

/** Like startChildServer, keeping everything the child announces (the app also names its lessons). */
function startChild<T extends { port: number }>(script: string, env: Record<string, string>): Promise<ChildServer & T> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve({ child, ...(JSON.parse(chunk.toString()) as T) }));
  });
}

async function run(env: Record<string, string>, label: string): Promise<void> {
  const app = await startChild<{ port: number; pageLessonId: number; assessmentLessonId: number }>('live-class-server.ts', { ...env, BENCH_STUDENTS: String(STUDENTS) });
  const relay = await startChild<{ port: number }>('relay-server.ts', {});
  const { pageLessonId, assessmentLessonId } = app;
  try {
    const live = await appSystem(`http://127.0.0.1:${app.port}`, pageLessonId, assessmentLessonId);
    const ceiling = await ceilingSystem(relay.port);
    const results = { page: [] as number[], answer: [] as number[], ceiling: [] as number[], lostApp: 0, lostCeiling: 0 };
    const load = [loadavg()[0], 0];
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      const measured = round >= WARMUP_ROUNDS;
      const a = await live.round(round);
      await sleep(BETWEEN_ROUNDS_MS);
      const c = await ceiling.round(round);
      await sleep(BETWEEN_ROUNDS_MS);
      if (!measured) continue;
      (round % 2 === 0 ? results.page : results.answer).push(...a.latencies);
      results.ceiling.push(...c.latencies);
      results.lostApp += a.lost;
      results.lostCeiling += c.lost;
    }
    load[1] = loadavg()[0];
    const rows: [string, Stats][] = [
      ['app: page turned → teacher', stats(results.page, 0)],
      ['app: answer saved → teacher', stats(results.answer, 0)],
      ['app: all events', stats([...results.page, ...results.answer], results.lostApp)],
      ['ceiling: bare HTTP → WebSocket relay', stats(results.ceiling, results.lostCeiling)],
    ];
    console.log(`\n${label}: ${STUDENTS} students at once, ${ROUNDS} rounds (+${WARMUP_ROUNDS} warm-up), ${cpus().length} CPUs, load avg ${ms(load[0])} → ${ms(load[1])}; failed requests: ${live.failures()}\n`);
    console.log('| path | events | lost | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, s] of rows) console.log(`| ${name} | ${s.samples} | ${s.lost} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`);
    const all = rows[2][1];
    console.log(`\ntarget p95 ≤ ${TARGET_P95_MS} ms: ${all.p95 <= TARGET_P95_MS && all.lost === 0 ? 'met' : 'NOT met'}`);
    await live.close();
    ceiling.close();
  } finally {
    await stopChildServer(app);
    await stopChildServer(relay);
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await withThrowawayDatabase(url, 'livebench', (dbUrl) => run({ DATABASE_URL: dbUrl }, 'PostgreSQL'));
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'live-class-bench-'));
  try {
    await run({ DATABASE_URL: '', DATA_DIR: dataDir }, 'PGlite');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
