import type { SeedStep } from './seed-runner';

/*
 * A month of usage for the analytics section (issue 16), so a manager signing in to the demo sees real
 * charts: page views of every demo user but the super admin (who sends none, product-spec §6), a few a
 * day, on the screens their role uses, with their time in system per day. Deterministic: every number
 * comes from the user, the day and the view's index, never a random draw; the days count back from
 * the seeding day, so the last day, week and month all hold data at first sign-in. About 4,000 events.
 */

/** The screens (route-table screen ids) each role visits, with a path of each. */
const PAGES: readonly (readonly [roleId: number, section: string, path: string])[] = [
  [6, 'home', '/'],
  [6, 'unit', '/unit/1'],
  [6, 'unit', '/unit/2'],
  [6, 'legends', '/legends'],
  [6, 'studentReport', '/student-report'],
  [4, 'classrooms', '/class-room/management'],
  [4, 'classroom', '/class-room/1'],
  [4, 'gradingQueue', '/grading'],
  [4, 'reporting', '/reporting'],
  [4, 'benchmarkAssignments', '/benchmark-assignments'],
  [3, 'managementSection', '/management-dashboard/users'],
  [3, 'managementSection', '/management-dashboard/classrooms'],
  [3, 'reporting', '/management-dashboard/reporting'],
  [2, 'managementDashboard', '/management-dashboard'],
  [2, 'managementSection', '/management-dashboard/schools'],
  [2, 'reporting', '/management-dashboard/reporting'],
  [8, 'managementDashboard', '/management-dashboard'],
  [8, 'managementSection', '/management-dashboard/districts'],
  [8, 'reporting', '/management-dashboard/reporting'],
  [5, 'backOffice', '/back-office/dashboard-builder'],
  [7, 'support', '/support-dashboard'],
];

/** The most demo users given usage (the demo world holds fewer; a bigger seeded world stays small). */
const USERS_MAX = 40;

export const demoUsageSeed: SeedStep = {
  name: 'demo-usage',
  async run(tx) {
    // Each page's index among its role's, so a view picks one by arithmetic.
    const pages = JSON.stringify(PAGES.map(([roleId, section, path], i) => ({ roleId, section, path, idx: PAGES.slice(0, i).filter(([r]) => r === roleId).length })));
    // One view: user n, day d back (0 = today), view k of that day; a user skips one day in seven.
    await tx.query(
      `WITH pages AS (
         SELECT p."roleId" AS role_id, p.section, p.path, p.idx FROM jsonb_to_recordset($1::jsonb) AS p("roleId" int, section text, path text, idx int)
       ),
       sizes AS (SELECT role_id, count(*)::int AS n FROM pages GROUP BY role_id),
       actors AS (
         SELECT u.id, u.username, u.role_id, u.state_id, u.district_id, u.school_id, row_number() OVER (ORDER BY u.id)::int AS n
           FROM users u WHERE u.role_id <> 1 AND u.deleted_at IS NULL ORDER BY u.id LIMIT $2
       ),
       views AS (
         SELECT a.*, d, k,
                ((now() AT TIME ZONE 'UTC')::date - d + time '07:30' + make_interval(mins => (k * 47 + d * 13 + a.n * 7) % 600)) AT TIME ZONE 'UTC' AS at
           FROM actors a CROSS JOIN generate_series(0, 29) AS d CROSS JOIN generate_series(0, 5) AS k
          WHERE (d + a.n) % 7 <> 3 AND k <= (d * 5 + a.n * 3) % 6
       )
       INSERT INTO telemetry_events (id, event_time, received_at, actor_user_id, actor_username, actor_role_id, object_section, object_path,
                                     session_id, duration_ms, state_id, district_id, school_id)
       SELECT md5('demo-usage:' || v.username || ':' || v.d || ':' || v.k)::uuid, v.at, v.at, v.id, v.username, v.role_id, p.section, p.path,
              md5('demo-usage-session:' || v.username || ':' || v.d)::uuid, 4000 + (v.d * 7919 + v.k * 104729 + v.n * 31) % 290000,
              v.state_id, v.district_id, v.school_id
         FROM views v
         JOIN sizes s ON s.role_id = v.role_id
         JOIN pages p ON p.role_id = v.role_id AND p.idx = (v.d * 3 + v.k * 5 + v.n) % s.n
        WHERE v.at <= now()
       ON CONFLICT (id) DO NOTHING`,
      [pages, USERS_MAX],
    );
    // Time in system: the day's viewing time plus a little idle time on the pages, per user and day.
    await tx.query(
      `INSERT INTO user_time_in_system (user_id, day, seconds, state_id, district_id, school_id)
       SELECT e.actor_user_id, (e.event_time AT TIME ZONE 'UTC')::date, (sum(e.duration_ms) / 1000 + 60 * count(*))::int,
              min(e.state_id), min(e.district_id), min(e.school_id)
         FROM telemetry_events e
        WHERE e.session_id = md5('demo-usage-session:' || e.actor_username || ':' || ((now() AT TIME ZONE 'UTC')::date - (e.event_time AT TIME ZONE 'UTC')::date))::uuid
        GROUP BY 1, 2
       ON CONFLICT (user_id, day) DO NOTHING`,
    );
    // The users had to sign in to be seen: their last sign-in is their last page view (kept when they have a real one).
    await tx.query(
      `UPDATE users u SET last_login_at = seen.at
         FROM (SELECT actor_user_id, max(event_time) AS at FROM telemetry_events GROUP BY actor_user_id) seen
        WHERE seen.actor_user_id = u.id AND u.last_login_at IS NULL`,
    );
  },
};
