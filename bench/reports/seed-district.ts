/**
 * npm run seed:district -- --students 200000 [--reset]
 *
 * A synthetic district world on the PostgreSQL database named by DATABASE_URL (issue 13, "At district
 * scale"): 2 states, 20 districts (the first with a quarter of the students), schools of 500, one
 * teacher and classroom per 25 students, every classroom with the demo benchmark set assigned, and
 * ≈100 saved, scored answers per student (district-work.ts). Every generated user signs in with the
 * demo password. Usernames: `d01-manager` (district manager), `d01-c001` (campus manager), `d01-t0001`
 * (teacher of classroom 1), `d01-s000001` (student), `ds1-manager` (state manager).
 *
 * The database is migrated and given the demo seed first (the course whose published assessments the
 * students answer). Runs once: a second run says what is there and exits; --reset removes the generated
 * rows first and generates again. Rows are written set-based, a batch of students per transaction.
 */
import pg from 'pg';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { rebuildAllRollups } from '../../server/src/modules/reports/report-rollup.repository';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { DATA_BACKFILL_STEPS } from '../../server/src/seed/data-backfills';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { assignBenchmarks, generatePeople } from './district-people';
import { planDistricts, type DistrictPlan } from './district-plan';
import { removeGeneratedWorld } from './district-reset';
import { generateWork, loadQuestions, settleBenchmarks } from './district-work';
import { DISTRICT_MARKER, findOpenGroup, type DistrictMarker } from './district-world';

const BATCH_STUDENTS = 10_000;

function parseArgs(argv: readonly string[]): { students: number; reset: boolean } {
  const at = argv.indexOf('--students');
  return { students: at >= 0 ? Number(argv[at + 1]) : 200_000, reset: argv.includes('--reset') };
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${elapsed(started)}`);
  return result;
}

async function inTransaction(client: pg.Client, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    // A lost batch is regenerated with --reset, so its commit need not wait for the disk.
    await client.query('SET LOCAL synchronous_commit = off');
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function generate(client: pg.Client, plan: DistrictPlan): Promise<Omit<DistrictMarker, 'state' | 'attempts' | 'answers' | 'seconds'>> {
  const published = (
    await client.query<{ document: AssessmentDocument; lesson_id: number; benchmark_set_id: number | null }>(
      'SELECT document, lesson_id, benchmark_set_id FROM published_assessments ORDER BY unit_id, lesson_id, assessment_id',
    )
  ).rows;
  const benchmarkSetId = published.find((p) => p.benchmark_set_id !== null)?.benchmark_set_id;
  if (!benchmarkSetId) throw new Error('the demo course has no published benchmark set');
  const open = await findOpenGroup(client);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await step('places, people, classrooms, benchmark assignments', () =>
    inTransaction(client, async () => {
      await generatePeople(client, plan, passwordHash, benchmarkSetId);
      await assignBenchmarks(client, benchmarkSetId);
      await loadQuestions(client, published.map((p) => ({ doc: p.document, lessonId: p.lesson_id })));
    }),
  );
  const ids = (await client.query<{ id: number }>('SELECT id FROM gen_students ORDER BY id')).rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += BATCH_STUDENTS) {
    const last = Math.min(i + BATCH_STUDENTS, ids.length) - 1;
    await step(`work of students ${i + 1}–${last + 1} of ${ids.length}`, () => inTransaction(client, () => generateWork(client, open.groupId, ids[i], ids[last])));
  }
  await step('benchmark assignments follow the current rounds', () => inTransaction(client, () => settleBenchmarks(client)));
  return { students: plan.students, districts: plan.districts.length, schools: plan.schools, teachers: plan.teachers, openAssessmentId: open.assessmentId };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name the PostgreSQL database to fill (e.g. postgres://postgres@127.0.0.1:5432/district)');
  const { students, reset } = parseArgs(process.argv.slice(2));
  const plan = planDistricts(students);
  const db = await openPostgresDatabase(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(db);
    // As npm start does: the once-per-database backfills, then the demo steps.
    await runSeedSteps(db, [...DATA_BACKFILL_STEPS, ...DEMO_SEED_STEPS]);
    const existing = (await client.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [DISTRICT_MARKER])).rows[0];
    if (existing && !reset) {
      console.log(`This database already holds a generated district world: ${existing.value}. Nothing done; --reset removes it and generates again.`);
      return;
    }
    const started = performance.now();
    if (existing) await step('removing the generated world', () => inTransaction(client, () => removeGeneratedWorld(client)));
    await client.query('DELETE FROM app_settings WHERE key = $1', [DISTRICT_MARKER]);
    // Marked first: a run that dies half-way is seen by the next run, which then asks for --reset.
    await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [DISTRICT_MARKER, JSON.stringify({ state: 'generating', students })]);
    console.log(`Generating ${students} students in ${plan.districts.length} districts (${plan.schools} schools, ${plan.teachers} teachers)…`);
    const made = await generate(client, plan);
    // The reports module's own bulk rebuild, in one transaction so readers never see the tables half empty.
    await step('report rollups', () => db.transaction((tx) => rebuildAllRollups(tx)));
    // Fresh statistics and visibility maps for everything just written, rollups included (autovacuum
    // would get there later): counting a district's students is then an index-only scan.
    await step('vacuum analyze', () => client.query('VACUUM ANALYZE'));
    const counts = (
      await client.query<{ attempts: number; answers: number }>(
        `SELECT (SELECT count(*)::int FROM assessment_attempts) AS attempts, (SELECT count(*)::int FROM assessment_answers) AS answers`,
      )
    ).rows[0];
    const marker: DistrictMarker = { state: 'done', ...made, ...counts, seconds: Math.round((performance.now() - started) / 1000) };
    await client.query('UPDATE app_settings SET value = $2 WHERE key = $1', [DISTRICT_MARKER, JSON.stringify(marker)]);
    console.log(`Done in ${elapsed(started)}: ${JSON.stringify(marker)}`);
  } finally {
    await client.end();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
