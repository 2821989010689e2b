/**
 * npm run bench:publish — publishes the whole demo course through the HTTP API (PATCH course/publish,
 * then GET publish-jobs/{id} until it ends) while 100 connections read units and lessons as the demo
 * student, on PostgreSQL. Every lesson's draft title is changed first, so each read tells the old copy
 * from the new one.
 *
 * A reader opens a unit, then one of its listed lessons, and compares the lesson's title with the
 * unit's list. Reads only move forward in time, so two kinds of disagreement are a half-published
 * lesson: the unit already new and the lesson after it still old; or the lesson new and the unit read
 * again right after it still old. (Old unit then new lesson alone is a reader whose two reads
 * straddled the commit; it is counted, and settled by that second read of the unit.) A listed lesson
 * that answers 404 is half-published too.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server on which a
 * throw-away database is created, migrated, seeded and dropped. BENCH_ROUNDS (default 3) loaded publishes, between two with nobody reading.
 */
import path from 'node:path';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { startChildServer, stopChildServer } from '../support/child-server';
import { withThrowawayDatabase } from '../support/throwaway-database';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Reads before and after each publish, so the readers are at full speed when it starts and see its end. */
const SETTLE_MS = 1500;

interface Tally {
  reads: number;
  errors: number;
  errorSamples: string[];
  halfPublished: number;
  halfSamples: string[];
  straddles: number;
}

type Json = { data: any };

async function main(url: string): Promise<void> {
  const db = await openPostgresDatabase(url, 2);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  await db.close();

  // The app in its own process (the lesson benchmark's server script: the real app on DATABASE_URL).
  const server = await startChildServer(path.join(import.meta.dirname, '../lesson/lesson-server.ts'), { DATABASE_URL: url, DATABASE_POOL_SIZE: '20' });
  const base = `http://127.0.0.1:${server.port}`;
  // Node's fetch keeps connections alive: each reader holds about one.
  const call = async (method: 'GET' | 'PATCH' | 'POST', pathname: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-device-id': 'bench-device-000000001' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const signIn = async (username: string) => (await call('POST', '/api/user/authenticate', undefined, { username, password: DEMO_PASSWORD })).body.data.token as string;
  const student = await signIn('student');
  const creator = await signIn('creator');

  const edits = await openPostgresDatabase(url, 2);
  try {
    // What the student may open today (locked units and lessons answer 403 before and after alike).
    const units = ((await call('GET', '/api/units', student)).body.data as { id: number; lockStatus: string }[]).filter((u) => u.lockStatus === 'unlocked');
    const readable: { unitId: number; lessonIds: number[] }[] = [];
    for (const u of units) {
      const unit = await call('GET', `/api/unit/${u.id}`, student);
      if (unit.status !== 200) continue;
      const lessonIds: number[] = [];
      for (const l of unit.body.data.lessons as { id: number }[]) {
        if ((await call('GET', `/api/lesson/${l.id}`, student)).status === 200) lessonIds.push(l.id);
      }
      if (lessonIds.length) readable.push({ unitId: u.id, lessonIds });
    }
    const lessonCount = readable.reduce((n, u) => n + u.lessonIds.length, 0);
    console.log(`\nbench:publish — ${CONNECTIONS} student connections reading ${readable.length} units and ${lessonCount} lessons while the course is published (PostgreSQL)\n`);
    console.log('| round | readers | publish ms (request → succeeded) | steps | reads during publish | reads total | errors | half-published | straddled reads |');
    console.log('|---|---|---|---|---|---|---|---|---|');

    // Rounds 0 and the last publish with nobody reading (a cold process, then a warm one): the
    // publish's own time, to compare with the loaded rounds between them.
    for (let round = 0; round <= ROUNDS + 1; round += 1) {
      const connections = round === 0 || round === ROUNDS + 1 ? 0 : CONNECTIONS;
      const mark = ` (r${round})`;
      // The next copy: every lesson's draft title gains this round's mark.
      await edits.query(
        `UPDATE bilingual_values b SET en = regexp_replace(b.en, ' \\(r\\d+\\)$', '') || $1 FROM lessons l WHERE l.title_id = b.id AND l.deleted_at IS NULL`,
        [mark],
      );
      await edits.query('UPDATE lessons SET draft_version = draft_version + 1 WHERE deleted_at IS NULL');
      const isNew = (title: string) => title.endsWith(mark);

      const tally: Tally = { reads: 0, errors: 0, errorSamples: [], halfPublished: 0, halfSamples: [], straddles: 0 };
      let readsAtStart = 0;
      let readsAtEnd = 0;
      let stop = false;
      const fail = (what: string) => {
        tally.errors += 1;
        if (tally.errorSamples.length < 5) tally.errorSamples.push(what);
      };
      const half = (what: string) => {
        tally.halfPublished += 1;
        if (tally.halfSamples.length < 5) tally.halfSamples.push(what);
      };
      const reader = async (n: number) => {
        for (let i = n; !stop; i += 1) {
          const target = readable[i % readable.length];
          try {
            const unit = await call('GET', `/api/unit/${target.unitId}`, student);
            tally.reads += 1;
            if (unit.status !== 200) {
              fail(`unit ${target.unitId}: ${unit.status}`);
              continue;
            }
            const listed = (unit.body.data.lessons as { id: number; title: { en: string } }[]).filter((l) => target.lessonIds.includes(l.id));
            const item = listed[(i * 7) % listed.length];
            const lesson = await call('GET', `/api/lesson/${item.id}`, student);
            tally.reads += 1;
            if (lesson.status === 404) {
              half(`lesson ${item.id} listed by unit ${target.unitId} answered 404`);
              continue;
            }
            if (lesson.status !== 200) {
              fail(`lesson ${item.id}: ${lesson.status}`);
              continue;
            }
            const unitNew = isNew(item.title.en);
            const lessonNew = isNew(lesson.body.data.title.en);
            if (unitNew && !lessonNew) half(`unit ${target.unitId} new, then lesson ${item.id} old`);
            if (!unitNew && lessonNew) {
              tally.straddles += 1;
              const again = await call('GET', `/api/unit/${target.unitId}`, student);
              tally.reads += 1;
              const relisted = (again.body.data.lessons as { id: number; title: { en: string } }[]).find((l) => l.id === item.id);
              if (again.status !== 200 || !relisted || !isNew(relisted.title.en)) half(`lesson ${item.id} new, then unit ${target.unitId} still old`);
            }
          } catch (error) {
            fail(String(error));
          }
        }
      };
      const readers = Array.from({ length: connections }, (_, n) => reader(n));
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

      readsAtStart = tally.reads;
      const started = performance.now();
      const asked = await call('PATCH', '/api/course/publish', creator);
      if (asked.status !== 200) throw new Error(`course/publish answered ${asked.status}: ${JSON.stringify(asked.body)}`);
      let job = asked.body.data as { id: number; state: string; steps: number; failure: string | null };
      while (job.state === 'queued' || job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        job = (await call('GET', `/api/publish-jobs/${job.id}`, creator)).body.data;
      }
      const publishMs = performance.now() - started;
      readsAtEnd = tally.reads;
      if (job.state !== 'succeeded') throw new Error(`the publish failed: ${job.failure}`);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      stop = true;
      await Promise.all(readers);

      // After the publish every reader sees the new copy.
      const check = readable[0];
      const after = await call('GET', `/api/lesson/${check.lessonIds[0]}`, student);
      if (!isNew(after.body.data.title.en)) half(`lesson ${check.lessonIds[0]} still old after the publish ended`);

      console.log(
        `| ${round} | ${connections} | ${publishMs.toFixed(0)} | ${job.steps} | ${readsAtEnd - readsAtStart} | ${tally.reads} | ${tally.errors} | ${tally.halfPublished} | ${tally.straddles} |`,
      );
      for (const s of [...tally.errorSamples, ...tally.halfSamples]) console.log(`    ${s}`);
    }
  } finally {
    await edits.close();
    await stopChildServer(server);
  }
}

withThrowawayDatabase(SERVER_URL, 'bench', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
