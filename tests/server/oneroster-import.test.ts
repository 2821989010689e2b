import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { RosterImportJob } from '@domain/roster-sync/oneroster.schemas';
import { ONEROSTER_IMPORT_QUEUED_CHANNEL } from '../../server/src/modules/roster-sync/oneroster-job.repository';
import { assertCleanResponse } from './support/checked-calls';
import { csvOf, finishedJob, lakesideRows, rosterZip, uploadRoster, type RosterRows } from './support/oneroster-fixtures';
import { useTestServer } from './support/test-context';
import { PNG, zipBomb, zipOf } from './support/vocabulary-workbooks';

/*
 * The OneRoster CSV import (issue 16; docs/roster-sync.md): `POST oneroster/import` queues a zip and
 * answers at once; the job checks every file against the standard and writes all of it in one
 * transaction, or nothing with every problem listed; `GET oneroster/import/{jobId}` reads it.
 */

const server = useTestServer({
  world: async (s) => ({ admin: await s.login('superadmin'), teacher: await s.login('teacher') }),
});

const ids = async () => {
  const [row] = await server.db.query<{ state: number; district: number }>(
    `SELECT s.id AS state, d.id AS district FROM states s JOIN districts d ON d.state_id = s.id WHERE d.name = 'Riverbend Independent School District'`,
  );
  return row;
};

/** Uploads a zip into Texas (and a district) and waits for the job to end. */
async function importZip(zip: Buffer, districtId?: number): Promise<RosterImportJob> {
  const { state } = await ids();
  const res = await uploadRoster(server, server.world.admin, `?stateId=${state}${districtId ? `&districtId=${districtId}` : ''}`, zip);
  assertCleanResponse(res, 'POST /api/oneroster/import');
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.data).toEqual({ jobId: expect.any(Number), status: 'queued' });
  return finishedJob(server, server.world.admin, res.body.data.jobId);
}

const tally = async () =>
  (
    await server.db.query<{ districts: number; schools: number; users: number; classrooms: number; members: number }>(
      `SELECT (SELECT count(*)::int FROM districts) AS districts, (SELECT count(*)::int FROM schools) AS schools,
              (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM classrooms) AS classrooms,
              (SELECT count(*)::int FROM classroom_students) AS members`,
    )
  )[0];

const lakeUser = async (sourcedId: string) =>
  (
    await server.db.query<{ id: number; username: string; roleId: number; passwordHash: string | null; isSso: boolean; deleted: boolean; school: string }>(
      `SELECT u.id, u.username, u.role_id AS "roleId", u.password_hash AS "passwordHash", u.is_sso AS "isSso", u.deleted_at IS NOT NULL AS deleted, s.name AS school
         FROM oneroster_links l JOIN users u ON u.id = l.local_id JOIN schools s ON s.id = u.school_id WHERE l.kind = 'user' AND l.sourced_id = $1`,
      [sourcedId],
    )
  )[0];

const history = async () =>
  (
    await server.db.query<{ id: number; name: string; teacher: string; deleted: boolean; students: string[] }>(
      `SELECT c.id, c.name, t.username AS teacher, c.deleted_at IS NOT NULL AS deleted,
              ARRAY(SELECT u.first_name FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id WHERE cs.classroom_id = c.id ORDER BY 1) AS students
         FROM oneroster_links l JOIN classrooms c ON c.id = l.local_id JOIN users t ON t.id = c.teacher_user_id
        WHERE l.kind = 'classroom' AND l.sourced_id = 'k-hist'`,
    )
  )[0];

const count = (created: number, updated = 0, removed = 0, unchanged = 0) => ({ created, updated, removed, unchanged });

describe('importing a bulk package', () => {
  it('makes districts and schools of orgs, teachers and students of users, classrooms of classes', async () => {
    const before = await tally();
    const job = await importZip(rosterZip(lakesideRows()));
    expect(job.problems).toEqual([]);
    expect(job.status).toBe('done');
    expect(job.counts).toEqual({
      districts: count(1),
      schools: count(1),
      teachers: count(1),
      students: count(2),
      classrooms: count(1),
      enrollments: count(2),
    });
    expect(job.finishedAt).toEqual(expect.any(String));
    // The guardian is not a platform user: three users, not four.
    expect(await tally()).toEqual({ ...before, districts: before.districts + 1, schools: before.schools + 1, users: before.users + 3, classrooms: before.classrooms + 1, members: before.members + 2 });
    const teacher = await lakeUser('u-teach');
    expect(teacher).toMatchObject({ username: 'lteacher', roleId: 4, passwordHash: null, isSso: true, school: 'Lakeside Middle School' });
    expect(await lakeUser('u-stu1')).toMatchObject({ username: 'samshore', roleId: 6 });
    // Too short for the platform's rule (5 to 15 letters or digits): padded.
    expect(await lakeUser('u-stu2')).toMatchObject({ username: 'ria00', roleId: 6 });
    expect(await history()).toMatchObject({ name: 'World History 7, Period 3', teacher: 'lteacher', deleted: false, students: ['Ría', 'Sam'] });
  });

  it('changes nothing when the same files come again', async () => {
    const zip = rosterZip(lakesideRows());
    await importZip(zip);
    const after = await tally();
    const again = await importZip(zip);
    expect(again.status).toBe('done');
    expect(again.counts).toEqual({
      districts: count(0, 0, 0, 1),
      schools: count(0, 0, 0, 1),
      teachers: count(0, 0, 0, 1),
      students: count(0, 0, 0, 2),
      classrooms: count(0, 0, 0, 1),
      enrollments: count(0, 0, 0, 2),
    });
    expect(await tally()).toEqual(after);
  });

  it('makes a username taken by someone else unique with a number', async () => {
    await server.db.query(`INSERT INTO users (username, first_name, last_name, role_id) VALUES ('lteacher', 'Other', 'Person', 5)`);
    await importZip(rosterZip(lakesideRows()));
    expect((await lakeUser('u-teach')).username).toBe('lteacher2');
  });

  it('accepts a byte order mark, extension columns and metadata columns', async () => {
    const rows = lakesideRows();
    const header = ['sourcedId', 'metadata.lake.code', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId', 'localNote'];
    const orgs = `\uFEFF${csvOf('orgs', rows.orgs!, header)}`;
    const job = await importZip(rosterZip(rows, 'bulk', { 'orgs.csv': orgs }));
    expect(job.problems).toEqual([]);
    expect(job.counts.schools.created).toBe(1);
  });

  it('adopts a place of the same name set up by hand instead of doubling it', async () => {
    const { state } = await ids();
    const [district] = await server.db.query<{ id: number }>(`INSERT INTO districts (name, state_id) VALUES ('Hand Made ISD', $1) RETURNING id`, [state]);
    const rows: RosterRows = {
      orgs: [
        { sourcedId: 'd-hand', name: 'Hand Made ISD', type: 'district' },
        // Linked already by the demo import: another sourcedId may not take it.
        { sourcedId: 's-other', name: 'Riverbend Middle School', type: 'school', parentSourcedId: 'riverbend-isd' },
      ],
    };
    const before = await tally();
    const job = await importZip(rosterZip(rows));
    expect(job.problems).toEqual([{ file: 'orgs.csv', row: 3, column: 'name', reason: 'Another school outside this import already has this name' }]);
    const adopted = await importZip(rosterZip({ orgs: rows.orgs!.slice(0, 1) }));
    expect(adopted.counts.districts).toEqual(count(0, 0, 0, 1));
    expect(await tally()).toEqual(before);
    const [link] = await server.db.query<{ localId: number }>(`SELECT local_id AS "localId" FROM oneroster_links WHERE kind = 'district' AND sourced_id = 'd-hand'`);
    expect(link.localId).toBe(district.id);
  });
});

describe('importing a delta package', () => {
  const T = '2026-10-01T00:00:00.000Z';

  it('removes what is marked tobedeleted: a student leaves the class, keeping their account and work', async () => {
    await importZip(rosterZip(lakesideRows()));
    const student = await lakeUser('u-stu2');
    const job = await importZip(
      rosterZip(
        {
          enrollments: [{ sourcedId: 'e-stu2', status: 'tobedeleted', dateLastModified: T, classSourcedId: 'k-hist', schoolSourcedId: 's-lake', userSourcedId: 'u-stu2', role: 'student' }],
          users: [{ sourcedId: 'u-stu1', status: 'tobedeleted', dateLastModified: T, enabledUser: 'false', givenName: 'Sam', familyName: 'Shore' }],
        },
        'delta',
      ),
    );
    expect(job.problems).toEqual([]);
    expect(job.counts.enrollments).toEqual(count(0, 0, 1, 0));
    expect(job.counts.students).toEqual(count(0, 0, 1, 0));
    expect(await history()).toMatchObject({ students: ['Sam'] });
    expect(await lakeUser('u-stu2')).toMatchObject({ id: student.id, deleted: false });
    // Deactivated the platform's way (a soft delete), never deleted.
    expect(await lakeUser('u-stu1')).toMatchObject({ deleted: true });
  });

  it('updates a renamed class and removes a class marked tobedeleted', async () => {
    await importZip(rosterZip(lakesideRows()));
    const renamed = { ...lakesideRows().classes![0], status: 'active', dateLastModified: T, title: 'World History 7 (Honors)' };
    expect((await importZip(rosterZip({ classes: [renamed] }, 'delta'))).counts.classrooms).toEqual(count(0, 1, 0, 0));
    expect(await history()).toMatchObject({ name: 'World History 7 (Honors)', teacher: 'lteacher' });
    const removed = await importZip(rosterZip({ classes: [{ ...renamed, status: 'tobedeleted' }] }, 'delta'));
    expect(removed.counts.classrooms).toEqual(count(0, 0, 1, 0));
    expect(await history()).toMatchObject({ deleted: true });
  });

  it('puts schools of files that carry no district under the district the admin names', async () => {
    const { district } = await ids();
    const school = { sourcedId: 's-only', status: 'active', dateLastModified: T, name: 'Riverbend Elementary', type: 'school', parentSourcedId: 'somewhere' };
    const { state } = await ids();
    const refused = await uploadRoster(server, server.world.admin, `?stateId=${state}`, rosterZip({ orgs: [school] }, 'delta'));
    assertCleanResponse(refused, 'POST /api/oneroster/import');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ code: 'ONEROSTER.DISTRICT_REQUIRED', fields: [{ field: 'districtId' }] });
    const job = await importZip(rosterZip({ orgs: [school] }, 'delta'), district);
    expect(job.counts.schools).toEqual(count(1));
    const [row] = await server.db.query<{ districtId: number }>(`SELECT district_id AS "districtId" FROM schools WHERE name = 'Riverbend Elementary'`);
    expect(row.districtId).toBe(district);
  });
});

describe('files that break the standard', () => {
  it('reports every problem with its file, row and column, and writes nothing', async () => {
    const rows = lakesideRows();
    rows.orgs![1] = { ...rows.orgs![1], type: 'campus' };
    rows.users![1] = { ...rows.users![1], givenName: '', enabledUser: 'yes' };
    rows.users![2] = { ...rows.users![2], sourcedId: 'u-stu1' };
    rows.academicSessions![0] = { ...rows.academicSessions![0], startDate: '2026-02-30' };
    rows.enrollments![1] = { ...rows.enrollments![1], status: 'deleted' };
    rows.courses![0] = { ...rows.courses![0], sourcedId: 'c-other' };
    const classesOutOfOrder = csvOf('classes', rows.classes!, ['sourcedId', 'status', 'dateLastModified', 'grades', 'title']);
    const zip = rosterZip(rows, 'bulk', { 'classes.csv': classesOutOfOrder });
    const before = await tally();
    const job = await importZip(zip);
    expect(job.status).toBe('failed');
    const found = job.problems.map((p) => [p.file, p.row, p.column]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['orgs.csv', 3, 'type'],
        ['users.csv', 3, 'enabledUser'],
        ['users.csv', 3, 'givenName'],
        ['users.csv', 4, 'sourcedId'],
        ['academicSessions.csv', 2, 'startDate'],
        ['enrollments.csv', 3, 'status'],
        ['classes.csv', 1, null],
      ]),
    );
    // The class's course is checked against the bulk courses file (the classes file's header is wrong, so only there).
    const withCourse = await importZip(rosterZip(rows));
    expect(withCourse.problems.map((p) => [p.file, p.row, p.column])).toEqual(
      expect.arrayContaining([['classes.csv', 2, 'courseSourcedId']]),
    );
    expect(job.problemCount).toBe(job.problems.length);
    expect(job.problems.find((p) => p.column === 'type')?.reason).toBe('Must be one of: department, school, district, local, state, national');
    expect(job.counts.districts).toEqual(count(0));
    expect(await tally()).toEqual(before);
  });

  it('reports the problems in Spanish to a Spanish reader', async () => {
    const rows = lakesideRows();
    rows.users![0] = { ...rows.users![0], familyName: '' };
    const job = await importZip(rosterZip(rows));
    const res = await server.call<RosterImportJob>('GET', `/api/oneroster/import/${job.jobId}`, { token: server.world.admin, language: 'es' });
    expect(res.body.data.problems).toEqual([{ file: 'users.csv', row: 2, column: 'familyName', reason: 'Obligatorio' }]);
  });

  it('requires status and dateLastModified in a delta file', async () => {
    const job = await importZip(rosterZip({ orgs: lakesideRows().orgs!.map((o) => ({ ...o, status: '', dateLastModified: '2026-10-01' })) }, 'delta'));
    expect(job.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'status'],
      [2, 'dateLastModified'],
      [3, 'status'],
      [3, 'dateLastModified'],
    ]);
  });

  it('refuses a manifest of another version and a listed file the zip does not hold', async () => {
    const zip = zipOf({
      'manifest.csv': Buffer.from('propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\nfile.orgs,bulk\nfile.users,sometimes\n'),
    });
    const job = await importZip(zip);
    expect(job.problems.map((p) => [p.file, p.row, p.column])).toEqual([
      ['manifest.csv', 3, 'value'],
      ['orgs.csv', null, null],
      ['manifest.csv', 5, 'value'],
    ]);
    expect((await importZip(zipOf({ 'orgs.csv': Buffer.from('x') }))).problems).toEqual([
      { file: 'manifest.csv', row: null, column: null, reason: 'A OneRoster package starts with manifest.csv at the top of the zip' },
    ]);
  });

  it('refuses references to records neither in the files nor imported before, writing nothing', async () => {
    const rows = lakesideRows();
    rows.enrollments![2] = { ...rows.enrollments![2], classSourcedId: 'k-nowhere' };
    const before = await tally();
    const job = await importZip(rosterZip(rows));
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual([{ file: 'enrollments.csv', row: 4, column: 'classSourcedId', reason: expect.stringContaining('No class with this sourcedId') }]);
    expect(await tally()).toEqual(before);
  });
});

describe('refused uploads', () => {
  const upload = async (zip: Buffer, query?: string, token: string | null = server.world.admin) => {
    const res = await uploadRoster(server, token, query ?? `?stateId=${(await ids()).state}`, zip);
    assertCleanResponse(res, 'POST /api/oneroster/import');
    return res;
  };

  it('refuses what is not a zip, a damaged zip, a zip bomb and a file past 20 MB', async () => {
    expect((await upload(PNG)).body.data).toMatchObject({ code: 'ONEROSTER.NOT_A_ZIP' });
    const damaged = rosterZip(lakesideRows()).subarray(0, 200);
    const res = await upload(damaged);
    expect([res.status, res.body.data.code]).toEqual([400, 'ONEROSTER.ZIP_DAMAGED']);
    const bomb = await upload(zipBomb(80 * 1024 * 1024));
    expect([bomb.status, bomb.body.data.code]).toEqual([413, 'ONEROSTER.ZIP_UNPACKS_TOO_LARGE']);
    const huge = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(21 * 1024 * 1024)]));
    expect([huge.status, huge.body.data.code]).toEqual([413, 'ONEROSTER.FILE_TOO_LARGE']);
    expect((await server.db.query(`SELECT 1 FROM oneroster_import_jobs WHERE status = 'queued'`)).length).toBe(0);
  });

  it('refuses no file, an unknown state or a district of another state, and other callers', async () => {
    const res = await server.call('POST', `/api/oneroster/import?stateId=${(await ids()).state}`, { token: server.world.admin, body: {} });
    expect([res.status, res.body.data.code]).toEqual([400, 'UPLOAD.FILE_MISSING']);
    const zip = rosterZip(lakesideRows());
    expect((await upload(zip, '?stateId=999999')).body.data).toMatchObject({ code: 'ONEROSTER.STATE_NOT_FOUND' });
    const [other] = await server.db.query<{ id: number }>(`INSERT INTO states (name, abbreviation) VALUES ('Oklahoma', 'OK') RETURNING id`);
    expect((await upload(zip, `?stateId=${other.id}&districtId=${(await ids()).district}`)).body.data).toMatchObject({ code: 'ONEROSTER.DISTRICT_NOT_FOUND' });
    expect((await upload(zip, '?stateId=abc')).status).toBe(400);
    expect((await upload(zip, undefined, server.world.teacher)).status).toBe(403);
    expect((await upload(zip, undefined, null)).status).toBe(401);
  });

  it('answers 404 for an unknown job', async () => {
    const res = await server.call('GET', '/api/oneroster/import/999999', { token: server.world.admin });
    expect([res.status, res.body.data.code]).toEqual([404, 'ONEROSTER.IMPORT_NOT_FOUND']);
  });
});

describe('the import job', () => {
  it('is taken again from its stored zip when the process running it died', async () => {
    const { state } = await ids();
    const [admin] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'superadmin'`);
    const [job] = await server.db.query<{ id: number }>(
      `INSERT INTO oneroster_import_jobs (requested_by_user_id, state_id, file_name, package, status, attempts, started_at, heartbeat_at)
       VALUES ($1, $2, 'left.zip', $3, 'running', 1, now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
      [admin.id, state, rosterZip(lakesideRows())],
    );
    await server.db.notify(ONEROSTER_IMPORT_QUEUED_CHANNEL, String(job.id));
    const done = await finishedJob(server, server.world.admin, job.id);
    expect(done.status).toBe('done');
    expect(done.counts.students.created).toBe(2);
  });

  it('lists the latest imports newest first, counting their problems without listing them', async () => {
    const rows = lakesideRows();
    rows.users![0] = { ...rows.users![0], familyName: '' };
    const failed = await importZip(rosterZip(rows));
    const res = await server.call<RosterImportJob[]>('GET', '/api/oneroster/imports', { token: server.world.admin });
    assertCleanResponse(res, 'GET /api/oneroster/imports');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ jobId: failed.jobId, status: 'failed', problems: [], problemCount: 1 });
    // The demo world's import is there too, older.
    expect(res.body.data.map((j) => j.fileName)).toContain('riverbend-oneroster.zip');
    expect((await server.call('GET', '/api/oneroster/imports', { token: server.world.teacher })).status).toBe(403);
  });

  it('shows the demo world its last import', async () => {
    const [demo] = await server.db.query<{ id: number }>(`SELECT id FROM oneroster_import_jobs WHERE file_name = 'riverbend-oneroster.zip'`);
    const res = await server.call<RosterImportJob>('GET', `/api/oneroster/import/${demo.id}`, { token: server.world.admin });
    assertCleanResponse(res, 'GET /api/oneroster/import/:jobId');
    expect(res.body.data).toMatchObject({ status: 'done', problems: [], counts: { districts: count(0, 0, 0, 1), schools: count(0, 0, 0, 1) } });
  });
});
