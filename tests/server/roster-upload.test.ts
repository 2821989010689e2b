import { describe, expect, it } from 'vitest';
import { ROSTER_COLUMNS } from '@domain/classroom/roster-template';
import { NotificationType } from '@domain/notifications/notification-type';
import { notificationsOf } from './assessment-fixtures';
import { assertCleanResponse } from './support/checked-calls';
import type { ApiResponse } from './support/test-server';
import { useTestServer } from './support/test-context';

/*
 * `POST ClassRoom/addclassroom` with a roster CSV (issue 12, "Tests"): the bad inputs each answer a
 * 400/413 that says what is wrong and write nothing; good files (BOM, quoted fields, Spanish
 * letters) create the students at the teacher's school, and usernames of students already at the
 * school are added, not created again (§5 "Class update": saved and already existing).
 */

const server = useTestServer({
  world: async (s) => ({ teacher: await s.login('teacher'), campusManager: await s.login('campusmanager') }),
});

const HEADER = ROSTER_COLUMNS.join(',');
const FIELDS = { name: 'Period 5 — US History', period: '5', startDate: '2026-08-17', endDate: '2027-05-28' };

interface Upload {
  readonly fields?: Record<string, string>;
  readonly file?: { readonly content: Buffer | string; readonly name?: string; readonly type?: string };
  readonly token?: string;
}

/** A multipart request as a browser's FormData sends it. */
async function upload({ fields = FIELDS, file, token = server.world.teacher }: Upload): Promise<ApiResponse<any>> {
  const boundary = '----roster-upload-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'roster.csv'}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const raw = await server.app.inject({
    method: 'POST',
    url: '/api/ClassRoom/addclassroom',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  const res = { status: raw.statusCode, body: raw.json(), raw };
  assertCleanResponse(res, 'POST addclassroom');
  return res;
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const row = (username: string, first = 'Ana', last = 'Lopez', extra: Partial<Record<(typeof ROSTER_COLUMNS)[number], string>> = {}) => {
  const cells: Record<string, string> = {
    username,
    password: 'Welcome2026',
    firstName: first,
    middleName: '',
    lastName: last,
    secondLastName: '',
    birthDate: '2013-04-09',
    textLanguage: 'en',
    audioLanguage: 'en',
    ...extra,
  };
  return ROSTER_COLUMNS.map((c) => cells[c]).join(',');
};

const counts = async () => {
  const [r] = await server.db.query<{ classrooms: number; users: number; members: number }>(
    `SELECT (SELECT count(*)::int FROM classrooms) AS classrooms, (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM classroom_students) AS members`,
  );
  return r;
};

/** Runs a refused upload and checks it wrote nothing at all. */
async function refused(input: Upload) {
  const before = await counts();
  const res = await upload(input);
  expect(await counts()).toEqual(before);
  return res;
}

const fieldNames = (res: ApiResponse<any>) => (res.body.data.fields as { field: string }[]).map((f) => f.field);

describe('roster upload: good files', () => {
  it('creates every student at the teacher school, in one classroom, with hashed passwords and their languages', async () => {
    const res = await upload({ file: { content: csv(row('rosterana1'), row('rosterben2', 'Ben', 'Smith', { textLanguage: 'es', audioLanguage: 'es' })) } });
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('Classroom added successfully');
    expect(res.body.data.saved).toEqual(['rosterana1', 'rosterben2']);
    expect(res.body.data.alreadyExisting).toEqual([]);
    expect(res.body.data.classroom).toMatchObject({ name: FIELDS.name, period: '5', startDate: '2026-08-17', endDate: '2027-05-28', numberOfStudents: 2 });
    const rows = await server.db.query<{ role_id: number; school_id: number; password_hash: string; text_language: string }>(
      `SELECT u.role_id, u.school_id, u.password_hash, u.text_language FROM users u WHERE username IN ('rosterana1', 'rosterben2') ORDER BY username`,
    );
    const [teacher] = await server.db.query<{ school_id: number }>(`SELECT school_id FROM users WHERE username = 'teacher'`);
    expect(rows.map((r) => [r.role_id, r.school_id, r.text_language])).toEqual([
      [6, teacher.school_id, 'en'],
      [6, teacher.school_id, 'es'],
    ]);
    expect(rows.every((r) => r.password_hash.startsWith('$argon2'))).toBe(true);
    expect(await server.login('rosterben2', 'Welcome2026')).toEqual(expect.any(String));
  });

  it('reads UTF-8 with a BOM, quoted fields (commas, quotes) and Spanish letters ñ, á, ü', async () => {
    const content = `\uFEFF${HEADER}\r\n"rosterpena",Welcome2026,"Begoña",,"Peña","Güemes",2012-11-30,es,en\nrostersofia,Welcome2026,Sofía,"María José",Núñez,,,,\n`;
    const res = await upload({ file: { content } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.saved).toEqual(['rosterpena', 'rostersofia']);
    const students = res.body.data.classroom.students as { userName: string; firstName: string; middleName: string | null; lastName: string; secondLastName: string | null }[];
    expect(students.map((s) => [s.userName, s.firstName, s.middleName, s.lastName, s.secondLastName])).toEqual([
      ['rostersofia', 'Sofía', 'María José', 'Núñez', null],
      ['rosterpena', 'Begoña', null, 'Peña', 'Güemes'],
    ]);
  });

  it('accepts the columns in any order and header names in any case', async () => {
    const header = 'LastName,FirstName,Username,Password,middleName,secondLastName,birthDate,textLanguage,audioLanguage';
    const res = await upload({ file: { content: `${header}\nOrtiz,Luis,rosterluis,Welcome2026,,,,,\n` } });
    expect(res.status).toBe(201);
    expect(res.body.data.classroom.students[0]).toMatchObject({ userName: 'rosterluis', firstName: 'Luis', lastName: 'Ortiz' });
  });

  it('adds a student already at the school instead of creating them again, and splits saved from already existing', async () => {
    const before = await counts();
    const res = await upload({ file: { content: csv(row('student', 'Other', 'Name'), row('rosternew1')) } });
    expect(res.status).toBe(201);
    expect(res.body.data.saved).toEqual(['rosternew1']);
    expect(res.body.data.alreadyExisting).toEqual(['student']);
    expect((await counts()).users).toBe(before.users + 1);
    const names = (res.body.data.classroom.students as { userName: string; firstName: string }[]).map((s) => s.userName).sort();
    expect(names).toEqual(['rosternew1', 'student']);
    // The existing account was not changed by the row's other cells.
    const [student] = await server.db.query<{ first_name: string }>(`SELECT first_name FROM users WHERE username = 'student'`);
    expect(student.first_name).not.toBe('Other');
  });

  it('a student in two of a teacher\'s classrooms is one student: one "assessment submitted" for the teacher', async () => {
    expect((await upload({ file: { content: csv(row('student')) } })).body.data.alreadyExisting).toEqual(['student']);
    const student = await server.login('student');
    const view = await server.call('GET', '/api/assessment/lesson/16', { token: student });
    const { id, retakeRound } = view.body.data as { id: number; retakeRound: number };
    expect((await server.call('POST', `/api/assessment/${id}/submit`, { token: student, body: { retakeRound } })).status).toBe(200);
    const [teacher] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'teacher'`);
    const [pupil] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'student'`);
    const notes = await notificationsOf(server, teacher.id, NotificationType.AssessmentSubmitted);
    expect(notes.filter((n) => n.args.studentUserId === pupil.id && n.args.lessonId === 16)).toHaveLength(1);
  });

  it('creates a classroom with no roster at all', async () => {
    const res = await upload({});
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ saved: [], alreadyExisting: [], classroom: { numberOfStudents: 0, students: [] } });
  });
});

describe('roster upload: bad files write nothing', () => {
  it('refuses a wrong header, naming what is missing and what is not expected', async () => {
    const res = await refused({ file: { content: 'user,password,firstName,lastName\nrosterx1,Welcome2026,Ana,Lopez\n' } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.HEADER_INVALID');
    expect(res.body.statusMessage).toContain('Missing: username, middleName, secondLastName, birthDate, textLanguage, audioLanguage');
    expect(res.body.statusMessage).toContain('Not expected: user');
  });

  it('refuses a header with missing columns, and an empty file', async () => {
    const missing = await refused({ file: { content: 'username,password,firstName,lastName\nrosterx1,Welcome2026,Ana,Lopez\n' } });
    expect(missing.status).toBe(400);
    expect(missing.body.data.code).toBe('ROSTER.HEADER_INVALID');
    const empty = await refused({ file: { content: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.code).toBe('ROSTER.HEADER_INVALID');
  });

  it('lists every invalid row with its row number and field, in the request language', async () => {
    const res = await refused({
      file: { content: csv(row('rosterok01'), row('ab', 'Ana', 'Lopez'), row('rosterok03', 'Ana3', 'Lopez', { birthDate: '2013-02-30', password: 'short' })) },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.ROWS_INVALID');
    expect(fieldNames(res)).toEqual(['rows.3.username', 'rows.4.password', 'rows.4.firstName', 'rows.4.birthDate']);
    // The summary names the first bad cell; every one is among the fields.
    expect(res.body.statusMessage).toBe('Invalid value for rows.3.username: Username must be 5 to 15 letters or numbers, without special characters');
  });

  it('refuses a username twice inside the file, naming both rows', async () => {
    const res = await refused({ file: { content: csv(row('rosterdup1'), row('rosterzz2'), row('RosterDup1', 'Eva', 'Diaz')) } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.DUPLICATE_USERNAME');
    expect(res.body.statusMessage).toBe('The username RosterDup1 appears twice in the roster (rows 2 and 4); nothing was saved');
  });

  it('reports a repeated username among the other bad rows when there are some', async () => {
    const res = await refused({ file: { content: csv(row('rosterdup1'), row('rosterbad', 'A1', 'Lopez'), row('rosterdup1', 'Eva', 'Diaz')) } });
    expect(res.body.data.code).toBe('ROSTER.ROWS_INVALID');
    expect(res.body.data.fields).toEqual([
      { field: 'rows.2.username', message: 'This username is also in another row of the roster' },
      { field: 'rows.3.firstName', message: expect.any(String) },
      { field: 'rows.4.username', message: 'This username is also in another row of the roster' },
    ]);
  });

  it('refuses a row with more cells than the header', async () => {
    const res = await refused({ file: { content: csv(`${row('rosterextra')},surprise`) } });
    expect(res.body.data.fields).toEqual([{ field: 'rows.2', message: 'This row has more cells than the header' }]);
  });

  it('refuses a username held by someone who is not a student of the school (the whole file, nothing half-written)', async () => {
    const res = await refused({ file: { content: csv(row('rosterfine1'), row('campusmanager')) } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.ROWS_INVALID');
    expect(res.body.data.fields).toEqual([{ field: 'rows.3.username', message: 'Username already in use' }]);
  });

  it('refuses a 10 MB upload with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    const res = await refused({ file: { content: Buffer.concat([Buffer.from(`${HEADER}\n`), big]) } });
    expect(res.status).toBe(413);
    expect(res.body.data.code).toBe('ROSTER.TOO_LARGE');
  });

  it('refuses more than 300 students in one roster, before creating anyone', async () => {
    const rows = Array.from({ length: 301 }, (_, i) => row(`rostermany${i}`));
    const res = await refused({ file: { content: csv(...rows) } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.TOO_MANY_ROWS');
  });

  it('refuses a file that is not CSV text, whatever its name and declared type', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const res = await refused({ file: { content: png, name: 'roster.csv', type: 'text/csv' } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.NOT_CSV');
    const latin1 = Buffer.from(`${HEADER}\nrosterlat1,Welcome2026,Begoña,,Peña,,,,\n`, 'latin1');
    const res2 = await refused({ file: { content: latin1 } });
    expect(res2.body.data.code).toBe('ROSTER.NOT_CSV');
  });

  it('refuses a CSV with an unclosed quote', async () => {
    const res = await refused({ file: { content: `${HEADER}\n"rosterq1,Welcome2026,Ana,,Lopez,,,,\n` } });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('ROSTER.UNREADABLE');
  });

  it('refuses bad classroom fields before reading the file (end before start)', async () => {
    const res = await refused({ fields: { ...FIELDS, endDate: '2026-08-01' }, file: { content: csv(row('rosterdate1')) } });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'endDate', message: 'The end date must come after the start date' }]);
  });
});
