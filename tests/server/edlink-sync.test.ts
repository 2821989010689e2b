import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { edlinkDistrictLastSyncSchema, EdlinkIntegration } from '@domain/roster-sync/edlink.schemas';
import { waitFor } from '../support/wait-for';
import { assertCleanResponse } from './support/checked-calls';
import { lakeshoreGraph, startFakeEdlink, type FakeEdlink } from './support/fake-edlink';
import { useTestServer } from './support/test-context';

/*
 * The Edlink roster sync end to end (issue 16; docs/edlink-sync.md): a super admin connects
 * a district, starts a sync, and the stored job reads a local Edlink stand-in and writes the roster
 * through the OneRoster apply; a second sync of the same graph changes nothing, a dropped enrollment
 * takes the student out of the class, a run whose process died is taken again, and a malformed
 * answer is a failed sync with its reason.
 */

let edlink: FakeEdlink;
beforeAll(async () => {
  edlink = await startFakeEdlink();
  process.env.EDLINK_API_URL = edlink.url;
});
afterAll(async () => {
  delete process.env.EDLINK_API_URL;
  await edlink.close();
});

const server = useTestServer({
  world: async (s) => {
    const [texas] = await s.db.query<{ id: number }>(`SELECT id FROM states WHERE name = 'Texas'`);
    const [district] = await s.db.query<{ id: number }>(`INSERT INTO districts (name, state_id) VALUES ('Lakeshore Unified', $1) RETURNING id`, [texas.id]);
    return { admin: await s.login('superadmin'), teacher: await s.login('teacher'), state: texas.id, district: district.id };
  },
});

beforeEach(() => {
  Object.assign(edlink.data, lakeshoreGraph());
  edlink.script = { rateLimited: {}, expiredCursors: {}, malformed: {} };
  edlink.requests.length = 0;
});

type LastSync = z.infer<typeof edlinkDistrictLastSyncSchema>;
const admin = () => ({ token: server.world.admin });

async function connect(token = edlink.token) {
  const res = await server.call<EdlinkIntegration>('POST', '/api/edlink/integrations', {
    ...admin(),
    body: { districtId: server.world.district, integrationId: 'int-lake', integrationName: 'Lakeshore via Edlink', accessToken: token },
  });
  assertCleanResponse(res, 'POST /api/edlink/integrations');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Starts a sync and waits for its run to end. */
async function sync(): Promise<LastSync> {
  const res = await server.call<{ runId: number }>('POST', `/api/edlink/integrations/${server.world.district}/sync`, admin());
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return finished(res.body.data.runId);
}

function finished(runId: number): Promise<LastSync> {
  return waitFor(
    async () => {
      const res = await server.call<LastSync>('GET', `/api/Report/last-sync/${server.world.district}`, admin());
      const run = res.body.data?.lastRun;
      return run && run.runId === runId && (run.status === 'done' || run.status === 'failed') && res.body.data.integration.status === 'done' ? res.body.data : null;
    },
    { what: `edlink sync ${runId} to end`, timeoutMs: 20_000 },
  );
}

const roster = async () =>
  server.db.query<{ name: string; teacher: string; students: string[]; school: string }>(
    `SELECT c.name, t.first_name AS teacher, s.name AS school,
            ARRAY(SELECT u.first_name FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id WHERE cs.classroom_id = c.id ORDER BY 1) AS students
       FROM oneroster_links l JOIN classrooms c ON c.id = l.local_id JOIN users t ON t.id = c.teacher_user_id JOIN schools s ON s.id = c.school_id
      WHERE l.kind = 'classroom' AND l.sourced_id = 'edlink:c-hist'`,
  );
const count = (created: number, updated = 0, removed = 0, unchanged = 0) => ({ created, updated, removed, unchanged });

describe('connecting a district', () => {
  it('keeps the token to itself and refuses a second integration', async () => {
    const saved = await connect();
    expect(saved).toMatchObject({ districtId: server.world.district, integrationId: 'int-lake', connected: true, status: 'done', lastSyncAt: null });
    expect(JSON.stringify(saved)).not.toContain(edlink.token);
    const list = await server.call<EdlinkIntegration[]>('GET', '/api/edlink/integrations', admin());
    expect(JSON.stringify(list.body)).not.toContain(edlink.token);
    const again = await server.call('POST', '/api/edlink/integrations', { ...admin(), body: { districtId: server.world.district, integrationId: 'other', integrationName: 'Other' } });
    expect(again.status).toBe(409);
  });

  it('answers "not connected" to a sync without a token (the demo integration)', async () => {
    const [demo] = await server.db.query<{ id: number }>(`SELECT id FROM districts WHERE name = 'Riverbend Independent School District'`);
    const res = await server.call('POST', `/api/edlink/integrations/${demo.id}/sync`, admin());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusMessage: expect.stringContaining('Not connected') });
  });
});

describe('a sync', () => {
  it('writes the roster, pages and backs off, and changes nothing the second time', async () => {
    await connect();
    edlink.script = { ...edlink.script, rateLimited: { people: 1 } };
    const first = await sync();
    expect(first.lastRun?.problems).toEqual([]);
    expect(first.lastRun?.status).toBe('done');
    expect(first.lastRun?.counts).toMatchObject({ schools: count(1), teachers: count(1), students: count(2), classrooms: count(1), enrollments: count(2) });
    expect(first.integration.lastSyncAt).not.toBeNull();
    expect(await roster()).toEqual([{ name: 'World History', teacher: 'Maya', students: ['Ann', 'Ben'], school: 'Lakeshore Middle' }]);
    expect(edlink.requests.filter((r) => r === 'people')).toHaveLength(2);

    const second = await sync();
    expect(second.lastRun?.counts).toEqual({
      districts: count(0),
      schools: count(0, 0, 0, 1),
      teachers: count(0, 0, 0, 1),
      students: count(0, 0, 0, 2),
      classrooms: count(0, 0, 0, 1),
      enrollments: count(0, 0, 0, 2),
    });
    // The second sync goes on from the events cursor the first one kept.
    expect(edlink.requests).toContain('events?ev-1');
  });

  it('takes a student whose enrollment is gone out of the class, keeping the account', async () => {
    await connect();
    await sync();
    edlink.data.enrollments = edlink.data.enrollments.filter((e) => e.id !== 'e-3');
    const after = await sync();
    expect(after.lastRun?.counts?.enrollments).toEqual(count(0, 0, 1, 1));
    expect((await roster())[0].students).toEqual(['Ann']);
    const [ben] = await server.db.query<{ deleted: boolean }>(
      `SELECT u.deleted_at IS NOT NULL AS deleted FROM oneroster_links l JOIN users u ON u.id = l.local_id WHERE l.kind = 'user' AND l.sourced_id = 'edlink:p-ben'`,
    );
    expect(ben).toEqual({ deleted: false });
  });

  it('reads everything again when the events cursor expired', async () => {
    await connect();
    await sync();
    edlink.data.events = [{ id: 'ev-9', date: new Date().toISOString(), type: 'updated', target: 'class', data: { id: 'c-hist' } }];
    const again = await sync();
    expect(again.lastRun?.status).toBe('done');
    expect(edlink.requests).toContain('events');
  });

  it('fails with a clear reason on a malformed answer and writes nothing', async () => {
    await connect();
    edlink.script = { ...edlink.script, malformed: { people: { $data: [{ id: 'p-x', roles: 'teacher' }] } } };
    const failed = await sync();
    expect(failed.lastRun?.status).toBe('failed');
    expect(failed.lastRun?.problems[0]?.reason).toContain('Edlink answered data that does not fit its format');
    expect(await roster()).toEqual([]);
  });

  it('is taken again when the process running it died, and finishes', async () => {
    const integration = await connect();
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO edlink_sync_runs (integration_id, status, attempts, started_at, heartbeat_at)
       SELECT id, 'running', 1, now() - interval '10 minutes', now() - interval '10 minutes' FROM edlink_integrations WHERE district_id = $1 RETURNING id`,
      [integration.districtId],
    );
    const resumed = await finished(row.id);
    expect(resumed.lastRun?.status).toBe('done');
    expect((await roster())[0].students).toEqual(['Ann', 'Ben']);
  });
});

describe('what the last sync brought', () => {
  it('lists its classes, a person\'s demographics, the state\'s districts, and the two workbooks', async () => {
    await connect();
    await sync();
    const classes = await server.call<{ edlinkId: string; name: string; classroomId: number | null }[]>('GET', `/api/Edlink/classes?districtId=${server.world.district}`, admin());
    assertCleanResponse(classes, 'GET /api/Edlink/classes');
    expect(classes.body.data).toEqual([{ edlinkId: 'c-hist', name: 'World History', schoolName: 'Lakeshore Middle', classroomId: expect.any(Number) }]);

    const [ann] = await server.db.query<{ id: number }>(`SELECT local_id AS id FROM oneroster_links WHERE kind = 'user' AND sourced_id = 'edlink:p-ann'`);
    const demographics = await server.call('GET', `/api/EdLink/demographics/${ann.id}`, admin());
    expect(demographics.body.data).toEqual({ userId: ann.id, edlinkId: 'p-ann', demographics: { birthday: '2013-04-02', sex: 'female', hispanic_or_latino_ethnicity: true } });

    const state = await server.call<{ districtName: string; integration: unknown; lastRun: unknown }[]>('GET', `/api/StateReport/lastSync?stateId=${server.world.state}`, admin());
    assertCleanResponse(state, 'GET /api/StateReport/lastSync');
    const lake = state.body.data.find((d) => d.districtName === 'Lakeshore Unified');
    expect(lake?.lastRun).toMatchObject({ status: 'done' });

    const report = await server.app.inject({ method: 'GET', url: `/api/edlink/integrations/${server.world.district}/LastSyncReport.xlsx`, headers: { authorization: `Bearer ${server.world.admin}` } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('LastSyncReport.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const records = book.worksheets[1];
    expect(records.getRow(1).values).toEqual([undefined, 'Kind', 'Edlink id', 'Name']);
    expect(records.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(records.rowCount).toBe(1 + 1 + 1 + 1 + 4 + 3);

    const pending = await server.app.inject({ method: 'GET', url: `/api/edlink/integrations/${server.world.district}/PendingEvents.xlsx`, headers: { authorization: `Bearer ${server.world.admin}` } });
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-disposition']).toContain('PendingEvents.xlsx');
  });

  it("forgets an erased student's Edlink demographics and name", async () => {
    await connect();
    await sync();
    const [ann] = await server.db.query<{ id: number }>(`SELECT local_id AS id FROM oneroster_links WHERE kind = 'user' AND sourced_id = 'edlink:p-ann'`);
    expect((await server.call('DELETE', `/api/student/${ann.id}/data`, admin())).status).toBe(200);
    expect((await server.call('GET', `/api/EdLink/demographics/${ann.id}`, admin())).status).toBe(404);
    expect(await server.db.query(`SELECT 1 FROM edlink_sync_changes WHERE edlink_id = 'p-ann'`)).toEqual([]);
  });

  it('shows the demo district its recorded sync and pending events', async () => {
    const [demo] = await server.db.query<{ id: number }>(`SELECT id FROM districts WHERE name = 'Riverbend Independent School District'`);
    const res = await server.call<LastSync>('GET', `/api/Report/last-sync/${demo.id}`, admin());
    expect(res.body.data).toMatchObject({ integration: { connected: false, integrationName: 'Riverbend SIS via Edlink' }, lastRun: { status: 'done' }, pendingEvents: 2 });
  });

  it('is for super admins only', async () => {
    const res = await server.call('GET', `/api/Report/last-sync/${server.world.district}`, { token: server.world.teacher });
    expect(res.status).toBe(403);
  });
});
