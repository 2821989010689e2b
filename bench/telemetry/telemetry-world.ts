import type pg from 'pg';
import { expandPages, STUDENT_PAGES, TEACHER_PAGES } from './telemetry-pages';

/**
 * The telemetry benchmark's world (issue 16, "Benchmark"): one state, one district of `students`
 * students in schools of 500, a teacher per 25 students, a district manager (the analytics reader),
 * and DAYS days of page views in telemetry_events up to yesterday — written set-based from
 * generate_series, a slice of users per transaction, as bench/reports/district-work.ts does.
 *
 * Usage: on a school day (Monday–Friday) 7 students in 10 use the platform and view 4–12 pages
 * (≈8); 9 teachers in 10 view 6–14. Sessions are one per user and day. Outcomes are arithmetic
 * on (user id, day, view number), so a run is reproducible. At 50,000 students that is ≈6.3 million
 * events (≈5.9 M of students, ≈0.4 M of teachers).
 */

export const WORLD_MARKER = 'bench:telemetry-world';
export const DAYS = 30;
const STUDENTS_PER_SCHOOL = 500;
const STUDENTS_PER_TEACHER = 25;
const USERS_PER_TRANSACTION = 5_000;
const NAMES = { state: 'Telemetry Bench State', district: 'Telemetry Bench District', school: 'Telemetry Bench School ' } as const;
/** Usernames: tb-s000001 (students), tb-t0001 (teachers), tb-manager (the district manager). */
export const MANAGER_USERNAME = 'tb-manager';

/** Who is active on a school day and how many pages they view (role 6 students, role 4 teachers). */
const USAGE = [
  { roleId: 6, activeTenths: 7, minViews: 4, viewSpread: 9, pages: expandPages(STUDENT_PAGES) },
  { roleId: 4, activeTenths: 9, minViews: 6, viewSpread: 9, pages: expandPages(TEACHER_PAGES) },
] as const;

export interface TelemetryWorld {
  readonly state: 'generating' | 'done';
  readonly students: number;
  readonly teachers?: number;
  readonly schools?: number;
  readonly events?: number;
  readonly stateId?: number;
  readonly districtId?: number;
  readonly seconds?: number;
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function inTransaction(client: pg.Client, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    // Generated rows are made again by the next run if a commit is lost, so it need not wait for the disk.
    await client.query('SET LOCAL synchronous_commit = off');
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

export async function readWorld(client: pg.Client): Promise<TelemetryWorld | null> {
  const row = (await client.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [WORLD_MARKER])).rows[0];
  return row ? (JSON.parse(row.value) as TelemetryWorld) : null;
}

async function writeMarker(client: pg.Client, world: TelemetryWorld): Promise<void> {
  await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [WORLD_MARKER, JSON.stringify(world)]);
}

/** Removes every row the world (and earlier bench runs in it) wrote: found by the district's name, so a half-made world goes too. */
async function removeWorld(client: pg.Client): Promise<void> {
  await inTransaction(client, async () => {
    const district = (await client.query<{ id: number }>('SELECT id FROM districts WHERE lower(name) = lower($1)', [NAMES.district])).rows[0];
    if (district) {
      const users = 'SELECT id FROM users WHERE district_id = $1';
      await client.query('DELETE FROM telemetry_events WHERE district_id = $1', [district.id]);
      for (const table of ['auth_sessions', 'user_time_in_system', 'user_time_reports']) await client.query(`DELETE FROM ${table} WHERE user_id IN (${users})`, [district.id]);
      await client.query('DELETE FROM users WHERE district_id = $1', [district.id]);
      await client.query('DELETE FROM schools WHERE district_id = $1', [district.id]);
      await client.query('DELETE FROM districts WHERE id = $1', [district.id]);
    }
    await client.query('DELETE FROM states WHERE lower(name) = lower($1)', [NAMES.state]);
    await client.query('DELETE FROM app_settings WHERE key = $1', [WORLD_MARKER]);
  });
}

async function generatePeople(client: pg.Client, students: number): Promise<{ stateId: number; districtId: number; schools: number; teachers: number }> {
  const schools = Math.ceil(students / STUDENTS_PER_SCHOOL);
  const teachers = Math.ceil(students / STUDENTS_PER_TEACHER);
  const stateId = (await client.query<{ id: number }>(`INSERT INTO states (name, abbreviation) VALUES ($1, 'TB') RETURNING id`, [NAMES.state])).rows[0].id;
  const districtId = (await client.query<{ id: number }>('INSERT INTO districts (name, state_id) VALUES ($1, $2) RETURNING id', [NAMES.district, stateId])).rows[0].id;
  await client.query(`INSERT INTO schools (name, district_id) SELECT $1 || lpad(s::text, 3, '0'), $2 FROM generate_series(1, $3::int) s`, [NAMES.school, districtId, schools]);
  // School number n (by name) holds students (n-1)·500+1 … n·500 and their 20 teachers.
  const numbered = `WITH sc AS (SELECT id, row_number() OVER (ORDER BY name) AS no FROM schools WHERE district_id = $2)`;
  const insert = 'INSERT INTO users (username, first_name, last_name, role_id, state_id, district_id, school_id)';
  await client.query(
    `${numbered} ${insert} SELECT 'tb-t' || lpad(k::text, 4, '0'), 'Teacher', 'Bench ' || k, 4, $1, $2, sc.id
       FROM generate_series(1, $3::int) k JOIN sc ON sc.no = (k - 1) / ${STUDENTS_PER_SCHOOL / STUDENTS_PER_TEACHER} + 1`,
    [stateId, districtId, teachers],
  );
  await client.query(
    `${numbered} ${insert} SELECT 'tb-s' || lpad(k::text, 6, '0'), 'Student', 'Bench ' || k, 6, $1, $2, sc.id
       FROM generate_series(1, $3::int) k JOIN sc ON sc.no = (k - 1) / ${STUDENTS_PER_SCHOOL} + 1`,
    [stateId, districtId, students],
  );
  await client.query(`${insert} VALUES ($1, 'District', 'Manager', 2, $2, $3, NULL)`, [MANAGER_USERNAME, stateId, districtId]);
  return { stateId, districtId, schools, teachers };
}

/**
 * Page views of the district's users of one role with ids in [from, to], for each of the DAYS days
 * before today: h is the (user, day) draw, n the view number. Views start at 08:00 Central (13:00 UTC)
 * plus the user's own minute offset, four minutes apart; durations 5 s–3 min.
 */
const EVENTS_SQL = `
  INSERT INTO telemetry_events (id, event_time, received_at, actor_user_id, actor_username, actor_role_id, object_section, object_path,
                                session_id, duration_ms, state_id, district_id, school_id)
  SELECT gen_random_uuid(), e.at, e.at + e.dur * interval '1 millisecond', u.id, u.username, u.role_id, p.section, p.path,
         md5(u.id || ':' || d)::uuid, e.dur, u.state_id, u.district_id, u.school_id
    FROM users u
    CROSS JOIN generate_series(1, ${DAYS}) d
    CROSS JOIN LATERAL (SELECT current_date - d AS day, u.id::bigint * 7919 + d * 104729 AS h) x
    CROSS JOIN LATERAL generate_series(1, CASE WHEN extract(isodow FROM x.day) < 6 AND x.h % 10 < $4 THEN $5 + (x.h / 10) % $6 ELSE 0 END) n
    CROSS JOIN LATERAL (SELECT ((x.day + time '13:00') AT TIME ZONE 'UTC') + ((u.id % 360) + n * 4) * interval '1 minute' AS at,
                               (5000 + (x.h * 31 + n * 7877) % 175000)::int AS dur,
                               ((x.h / 7 + n * 104723) % $7)::int AS page_no) e
    JOIN jsonb_to_recordset($8::jsonb) AS p(no int, section text, path text) ON p.no = e.page_no
   WHERE u.district_id = $1 AND u.role_id = $9 AND u.id BETWEEN $2 AND $3`;

async function generateEvents(client: pg.Client, districtId: number): Promise<void> {
  for (const usage of USAGE) {
    const pages = JSON.stringify(usage.pages.map((p, no) => ({ no, ...p })));
    const ids = (await client.query<{ id: number }>('SELECT id FROM users WHERE district_id = $1 AND role_id = $2 ORDER BY id', [districtId, usage.roleId])).rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += USERS_PER_TRANSACTION) {
      const last = Math.min(i + USERS_PER_TRANSACTION, ids.length) - 1;
      const started = performance.now();
      await inTransaction(client, async () => {
        await client.query(EVENTS_SQL, [districtId, ids[i], ids[last], usage.activeTenths, usage.minViews, usage.viewSpread, usage.pages.length, pages, usage.roleId]);
      });
      console.error(`  page views of role ${usage.roleId} users ${i + 1}–${last + 1} of ${ids.length}: ${elapsed(started)}`);
    }
  }
}

/**
 * The world of `students` students, generated when the database holds none or one of another size
 * (which is removed first). Answers the finished world.
 */
export async function ensureWorld(client: pg.Client, students: number): Promise<Required<TelemetryWorld>> {
  const existing = await readWorld(client);
  if (existing?.state === 'done' && existing.students === students) return existing as Required<TelemetryWorld>;
  const started = performance.now();
  if (existing) {
    console.error(`Removing the telemetry world of ${existing.students} students (${existing.state})…`);
    await removeWorld(client);
  }
  // Marked first: a run that dies half-way leaves a 'generating' marker, and the next run starts over.
  await writeMarker(client, { state: 'generating', students });
  console.error(`Generating a district of ${students} students with ${DAYS} days of page views…`);
  let people!: Awaited<ReturnType<typeof generatePeople>>;
  await inTransaction(client, async () => {
    people = await generatePeople(client, students);
  });
  await generateEvents(client, people.districtId);
  // Fresh statistics and visibility maps (autovacuum would get there later): the queries plan on the real sizes.
  await client.query('VACUUM ANALYZE telemetry_events');
  // The hours and days the analytics read (kept by triggers as the events went in) need their statistics too.
  await client.query('VACUUM ANALYZE telemetry_hourly');
  await client.query('VACUUM ANALYZE telemetry_daily');
  await client.query('VACUUM ANALYZE users');
  const events = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM telemetry_events WHERE district_id = $1', [people.districtId])).rows[0].n;
  const world = { state: 'done' as const, students, ...people, events, seconds: Math.round((performance.now() - started) / 1000) };
  await writeMarker(client, world);
  console.error(`World ready in ${elapsed(started)}: ${JSON.stringify(world)}`);
  return world;
}
