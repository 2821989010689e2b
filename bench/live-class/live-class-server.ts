/**
 * Child process of the live class benchmark: the real app on PGlite under DATA_DIR, or on the
 * PostgreSQL database of DATABASE_URL; migrated and seeded here, with BENCH_STUDENTS students added
 * to the demo classroom (the demo password, so each signs in for a real session). Prints
 * `{"port", "pageLessonId", "assessmentLessonId"}` once it listens.
 */
import 'reflect-metadata';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 35);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0', CHECK_RESPONSES: '0' });
const db = await openDatabase(config);
await migrate(db);
await runSeedSteps(db, DEMO_SEED_STEPS);
await db.query(
  `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
   SELECT 'livebench' || g, s.password_hash, 'Bench', 'Student ' || g, 6, s.state_id, s.district_id, s.school_id
     FROM generate_series(1, $1) AS g, (SELECT * FROM users WHERE username = 'student') AS s`,
  [STUDENTS],
);
// The demo student's first classroom: the demo teacher's "US History, Period 2".
await db.query(
  `INSERT INTO classroom_students (classroom_id, student_user_id)
   SELECT (SELECT min(classroom_id) FROM classroom_students WHERE student_user_id = (SELECT id FROM users WHERE username = 'student')), id
     FROM users WHERE username LIKE 'livebench%'`,
);
const lessonNamed = async (unit: string, lesson: string) =>
  (
    await db.query<{ id: number }>(
      `SELECT l.id FROM lessons l JOIN units u ON u.id = l.unit_id JOIN bilingual_values lt ON lt.id = l.title_id JOIN bilingual_values ut ON ut.id = u.name_id
        WHERE lt.en = $2 AND ut.en = $1`,
      [unit, lesson],
    )
  )[0].id;
const pageLessonId = await lessonNamed('Colonial America', 'Three Colonial Regions');
const assessmentLessonId = await lessonNamed('Colonial America', 'Mid-Unit Check');

const { app } = await buildApp({ db, config, logger: false, serveClient: false, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, pageLessonId, assessmentLessonId })}\n`);
process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
