import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { TelemetryBatchResult } from '@domain/telemetry/telemetry.responses';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import { useTestServer } from './support/test-context';

/*
 * The hourly and daily visits the analytics read (migration 20261129001100) are kept by the database itself:
 * after any mix of batches from the collection endpoint, retried batches, direct inserts and deletes
 * (a student's erasure, the cascade from users), each hour (and day), place, role and section holds exactly what
 * a direct count of the events gives — with the demo's month of usage in the table too.
 */

const server = useTestServer({
  world: async (s) => ({
    tokens: { student: await s.login('student'), teacher: await s.login('teacher'), campusmanager: await s.login('campusmanager') },
  }),
});

const HOURLY = `SELECT hour, state_id, district_id, school_id, actor_role_id, object_section, visits::int AS visits, duration_ms::float8 AS duration_ms
                  FROM telemetry_hourly ORDER BY 1, 2, 3, 4, 5, 6`;
const DIRECT = `SELECT date_trunc('hour', event_time, 'UTC') AS hour, state_id, district_id, school_id, actor_role_id, object_section,
                       count(*)::int AS visits, sum(duration_ms)::float8 AS duration_ms
                  FROM telemetry_events GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;
const DAILY = `SELECT day::text AS day, state_id, district_id, school_id, actor_role_id, object_section, visits::int AS visits, duration_ms::float8 AS duration_ms
                 FROM telemetry_daily ORDER BY 1, 2, 3, 4, 5, 6`;
const DIRECT_DAILY = `SELECT (event_time AT TIME ZONE 'UTC')::date::text AS day, state_id, district_id, school_id, actor_role_id, object_section,
                             count(*)::int AS visits, sum(duration_ms)::float8 AS duration_ms
                        FROM telemetry_events GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;
const expectHourlyExact = async () => {
  expect(await server.db.query(HOURLY)).toEqual(await server.db.query(DIRECT));
  expect(await server.db.query(DAILY)).toEqual(await server.db.query(DIRECT_DAILY));
};

/** A small deterministic generator, so a failure replays the same sequence. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

let counter = 0;
const SECTIONS = ['unit', 'lesson', 'vocabulary', 'classrooms'];
const pageView = (pick: (n: number) => number): PageViewEvent => ({
  id: `00000000-0000-4000-9000-${(++counter).toString(16).padStart(12, '0')}`,
  type: 'page-view',
  section: SECTIONS[pick(SECTIONS.length)],
  path: '/unit/1',
  startedAt: new Date(Date.UTC(2026, 10, 27, pick(30), pick(60))).toISOString(),
  durationMs: 1000 + pick(60_000),
  sessionId: '22222222-2222-4222-8222-222222222222',
});

describe('telemetry_hourly and telemetry_daily', () => {
  it('starts equal to the events (the demo month)', async () => {
    expect((await server.db.query(HOURLY)).length).toBeGreaterThan(0);
    await expectHourlyExact();
  });

  it('stays equal through batches, retried batches, direct inserts and deletes', async () => {
    const pick = random(16);
    const who = Object.values(server.world.tokens);
    const sent: PageViewEvent[][] = [];
    for (let step = 0; step < 40; step += 1) {
      const move = pick(10);
      if (move < 6 || sent.length === 0) {
        const batch = Array.from({ length: 1 + pick(5) }, () => pageView(pick));
        sent.push(batch);
        const res = await server.call<TelemetryBatchResult>('POST', '/api/telemetry/events', { token: who[pick(who.length)], body: { events: batch } });
        expect(res.status).toBe(200);
      } else if (move < 8) {
        // A retry stores nothing again, so it adds nothing to the hours either.
        const res = await server.call<TelemetryBatchResult>('POST', '/api/telemetry/events', { token: who[pick(who.length)], body: { events: sent[pick(sent.length)] } });
        expect(res.body.data).toEqual({ stored: 0 });
      } else {
        const batch = sent[pick(sent.length)];
        await server.db.query('DELETE FROM telemetry_events WHERE id = ANY($1::uuid[])', [batch.slice(0, 1 + pick(batch.length)).map((e) => e.id)]);
      }
    }
    await expectHourlyExact();
  });

  it.each(['PT3H', 'P1D', 'P2D', 'P7D', 'P30D'])('answers the visits of %s exactly as counting the events would', async (timespan) => {
    const token = await server.login('superadmin');
    const res = await server.call<{ from: string; rows: { key: string; value: number }[] }>('GET', `/api/telemetry/query?timespan=${timespan}&groupBy=section&aggregate=visits`, { token });
    expect(res.status).toBe(200);
    const direct = await server.db.query<{ key: string; value: number }>(
      'SELECT object_section AS key, count(*)::int AS value FROM telemetry_events WHERE event_time >= $1::timestamptz GROUP BY 1',
      [res.body.data.from],
    );
    const byKey = (rows: readonly { key: string; value: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(byKey(res.body.data.rows)).toEqual(byKey(direct));
  });

  it('loses an hour once its last visit is deleted, and counts a whole user removed at once', async () => {
    const [student] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'student'`);
    await server.db.query('DELETE FROM telemetry_events WHERE actor_user_id = $1', [student.id]);
    await expectHourlyExact();
    const [left] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM telemetry_hourly h
        WHERE NOT EXISTS (SELECT 1 FROM telemetry_events e WHERE date_trunc('hour', e.event_time, 'UTC') = h.hour AND e.object_section = h.object_section AND e.actor_role_id = h.actor_role_id)`,
    );
    expect(left.n).toBe(0);
  });
});
