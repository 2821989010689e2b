import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassSignalMethod,
  ClassSignalTarget,
  parseClassSignal,
  type LiveClassActivity,
  type UnitLocksChanged,
} from '@domain/realtime/class-signal.contract';
import { startHubTestServer, startTwoInstances, waitFor, type HubTestServer, type TwoInstances } from './support/hub-test-server';

/**
 * The live class view (issue 12): the snapshot's scope, and live events that reach only the users
 * watching a classroom of the student (its teacher), over the real hub and the official client; the
 * unit lock signal reaches only the classroom's connected students, whoever wrote the lock row.
 */

let server: HubTestServer;
const open: HubConnection[] = [];
/** The demo classroom (teacher, student) and a second school's teacher with a classroom of their own. */
const ids = { demoClass: 0, otherClass: 0, otherSchool: 0, student: 0, teacher: 0, otherStudent: 0, lesson: 0, unit: 0 };
const tokens: Record<'teacher' | 'otherTeacher' | 'student' | 'otherStudent' | 'campusmanager', string> = {
  teacher: '',
  otherTeacher: '',
  student: '',
  otherStudent: '',
  campusmanager: '',
};
/** A multiple-choice question of a lesson assessment open to the demo classroom. */
let question: { assessmentId: number; lessonId: number; questionId: number; choiceId: number };

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.current.origin}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: any } };
}

/** A school, a teacher and a student there, and a classroom of theirs; the password is the demo one. */
async function addOtherSchool(): Promise<void> {
  const db = server.db;
  const [school] = await db.query<{ id: number }>(
    `INSERT INTO schools (name, district_id) SELECT 'Live Oak Elementary', district_id FROM schools ORDER BY id LIMIT 1 RETURNING id`,
  );
  ids.otherSchool = school.id;
  const copy = (username: string, from: string) =>
    db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
       SELECT $1, password_hash, 'Otra', 'Persona', role_id, state_id, district_id, $2 FROM users WHERE username = $3 RETURNING id`,
      [username, school.id, from],
    );
  const [teacher] = await copy('liveteacher2', 'teacher');
  const [student] = await copy('livestudent2', 'student');
  ids.otherStudent = student.id;
  const [classroom] = await db.query<{ id: number }>(
    `INSERT INTO classrooms (name, teacher_user_id, school_id) VALUES ('Other class', $1, $2) RETURNING id`,
    [teacher.id, school.id],
  );
  ids.otherClass = classroom.id;
  await db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroom.id, student.id]);
}

/** The first multiple-choice question of a lesson assessment whose unit is open to the demo classroom. */
async function findQuestion(): Promise<typeof question> {
  const rows = await server.db.query<{ id: number }>('SELECT assessment_id AS id FROM published_assessments ORDER BY assessment_id');
  for (const { id } of rows) {
    const res = await api('GET', `/api/assessment/${id}`, tokens.teacher);
    const view = res.body.data;
    if (res.status !== 200 || view.kind === 'benchmark') continue;
    if ((await api('GET', `/api/lesson/${view.lessonId}`, tokens.student)).status !== 200) continue;
    for (const q of view.groups.flatMap((g: any) => g.questions)) {
      if (q.type === 'multiple-choice') return { assessmentId: id, lessonId: view.lessonId, questionId: q.id, choiceId: q.choices[0].id };
    }
  }
  throw new Error('no open multiple-choice question in the demo course');
}

beforeAll(async () => {
  server = await startHubTestServer();
  await addOtherSchool();
  for (const name of ['teacher', 'student', 'campusmanager'] as const) tokens[name] = await server.login(name);
  tokens.otherTeacher = await server.login('liveteacher2');
  tokens.otherStudent = await server.login('livestudent2');
  ids.student = await server.userId('student');
  ids.teacher = await server.userId('teacher');
  const [demo] = await server.db.query<{ id: number }>('SELECT classroom_id AS id FROM classroom_students WHERE student_user_id = $1 ORDER BY classroom_id LIMIT 1', [ids.student]);
  ids.demoClass = demo.id;
  question = await findQuestion();
  const [lesson] = await server.db.query<{ unit_id: number }>('SELECT unit_id FROM lessons WHERE id = $1', [question.lessonId]);
  ids.unit = lesson.unit_id;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
  await server.db.query('DELETE FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [ids.demoClass, ids.unit]);
});
afterAll(() => server.close());

interface Listener {
  readonly connection: HubConnection;
  readonly activity: LiveClassActivity[];
  readonly locks: UnitLocksChanged[];
  readonly markers: string[];
}

/** A connected client recording class signals, and a marker target the test sends to everyone last. */
async function connect(token: string, transport: HttpTransportType): Promise<Listener> {
  const connection = new HubConnectionBuilder()
    .withUrl(server.current.hubUrl, { transport, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  const listener: Listener = { connection, activity: [], locks: [], markers: [] };
  connection.on(ClassSignalTarget.LiveClassActivity, (payload: unknown) => {
    const signal = parseClassSignal(ClassSignalTarget.LiveClassActivity, payload);
    if (signal?.target === ClassSignalTarget.LiveClassActivity) listener.activity.push(signal.payload);
  });
  connection.on(ClassSignalTarget.UnitLocksChanged, (payload: unknown) => {
    const signal = parseClassSignal(ClassSignalTarget.UnitLocksChanged, payload);
    if (signal?.target === ClassSignalTarget.UnitLocksChanged) listener.locks.push(signal.payload);
  });
  connection.on('TestMarker', (marker: string) => void listener.markers.push(marker));
  await connection.start();
  return listener;
}

/**
 * Pushes a marker to each listener after everything the test did: frames to one connection keep
 * their order, so once a listener has the marker it has every signal meant for it.
 */
async function settle(listeners: readonly Listener[], userIds: readonly number[]): Promise<void> {
  const marker = randomUUID();
  server.current.built.ctx.classSignals.send(userIds, 'TestMarker' as never, marker);
  await waitFor('every listener to get the marker', () => listeners.every((l) => l.markers.includes(marker)));
}

const saveAnswer = () =>
  api('POST', '/api/multiple-choice-answer', tokens.student, {
    clientAnswerId: randomUUID(),
    clientSeq: Date.now(),
    assessmentId: question.assessmentId,
    questionId: question.questionId,
    retakeRound: 1,
    answer: { choiceId: question.choiceId },
  });

describe('GET ClassRoom/{id}/live', () => {
  it("answers the classroom's teacher and the school's campus manager with a row per student", async () => {
    await api('GET', `/api/lesson/${question.lessonId}`, tokens.student);
    for (const token of [tokens.teacher, tokens.campusmanager]) {
      const res = await api('GET', `/api/ClassRoom/${ids.demoClass}/live`, token);
      expect(res.status).toBe(200);
      const row = res.body.data.students.find((s: any) => s.studentId === ids.student);
      expect(row.lesson).toMatchObject({ lessonId: question.lessonId, status: 'in-progress' });
      expect(row.lastActivityAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it("is 404 for another school's teacher, 403 for a student, 401 without a session", async () => {
    expect((await api('GET', `/api/ClassRoom/${ids.demoClass}/live`, tokens.otherTeacher)).status).toBe(404);
    expect((await api('GET', `/api/ClassRoom/${ids.demoClass}/live`, tokens.student)).status).toBe(403);
    expect((await api('GET', `/api/ClassRoom/${ids.demoClass}/live`, null)).status).toBe(401);
  });
});

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
] as const)('live class events over %s', (_name, transport) => {
  it("reach the watching teacher of the student's classroom, and not another school's teacher or the student", async () => {
    const teacher = await connect(tokens.teacher, transport);
    const other = await connect(tokens.otherTeacher, transport);
    const student = await connect(tokens.student, transport);
    expect(await teacher.connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(true);
    // Another school's teacher may not watch the demo classroom; they watch their own.
    expect(await other.connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(false);
    expect(await other.connection.invoke(ClassSignalMethod.WatchClassroom, ids.otherClass)).toBe(true);

    expect((await api('GET', `/api/lesson/${question.lessonId}`, tokens.student)).status).toBe(200);
    const opened = await waitFor('the opened event', () => teacher.activity.find((a) => a.kind === 'opened'));
    expect(opened).toMatchObject({ classroomIds: [ids.demoClass], student: { studentId: ids.student, lesson: { lessonId: question.lessonId } } });

    expect((await saveAnswer()).status).toBe(200);
    const saved = await waitFor('the saved event', () => teacher.activity.find((a) => a.kind === 'answerSaved'));
    expect(saved.student.lesson).toMatchObject({ lessonId: question.lessonId, answersSaved: 1, answersSubmitted: 0 });

    await settle([teacher, other, student], [ids.teacher, ids.student, await server.userId('liveteacher2')]);
    expect(other.activity).toEqual([]);
    expect(student.activity).toEqual([]);
  });

  it('stop after StopWatchingClassroom', async () => {
    const teacher = await connect(tokens.teacher, transport);
    expect(await teacher.connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(true);
    expect(await teacher.connection.invoke(ClassSignalMethod.StopWatchingClassroom, ids.demoClass)).toBe(true);
    expect((await api('GET', `/api/lesson/${question.lessonId}`, tokens.student)).status).toBe(200);
    await settle([teacher], [ids.teacher]);
    expect(teacher.activity).toEqual([]);
  });
});

describe('support acting for the teacher', () => {
  it("watches the teacher's classroom and gets its events; without acting the watch is refused", async () => {
    const token = await server.login('support');
    const supportId = await server.userId('support');
    const before = await connect(token, HttpTransportType.WebSockets);
    expect(await before.connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(false);
    const [school] = await server.db.query<{ id: number }>('SELECT school_id AS id FROM users WHERE id = $1', [ids.teacher]);
    expect((await api('POST', '/api/support/acting-for', token, { schoolId: school.id, teacherUserId: ids.teacher })).status).toBe(200);
    // Starting to act ends the sign-in's hub connections (clients reconnect with the new choice): once
    // the old one is closed, the change has been announced, and a new connection sees it.
    await waitFor('the old connection to be closed', () => before.connection.state === HubConnectionState.Disconnected);
    const support = await connect(token, HttpTransportType.WebSockets);
    expect((await api('GET', `/api/ClassRoom/${ids.demoClass}/live`, token)).status).toBe(200);
    expect(await support.connection.invoke(ClassSignalMethod.WatchClassroom, ids.otherClass)).toBe(false);
    expect(await support.connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(true);
    expect((await api('GET', `/api/lesson/${question.lessonId}`, tokens.student)).status).toBe(200);
    const opened = await waitFor('the opened event', () => support.activity.find((a) => a.kind === 'opened'));
    expect(opened.student.studentId).toBe(ids.student);
    await settle([support], [supportId]);
    await api('DELETE', '/api/support/acting-for', token);
  });
});

describe('the unit lock signal', () => {
  it("reaches the classroom's connected students when a lock row is inserted or deleted, and nobody else", async () => {
    const student = await connect(tokens.student, HttpTransportType.WebSockets);
    const otherStudent = await connect(tokens.otherStudent, HttpTransportType.LongPolling);
    const teacher = await connect(tokens.teacher, HttpTransportType.WebSockets);
    // Written straight into the table, as any writer would: the database announces it.
    await server.db.query('INSERT INTO classroom_unit_locks (classroom_id, unit_id) VALUES ($1, $2)', [ids.demoClass, ids.unit]);
    await waitFor('the lock signal', () => student.locks.some((l) => l.locked));
    await server.db.query('DELETE FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [ids.demoClass, ids.unit]);
    await waitFor('the unlock signal', () => student.locks.some((l) => !l.locked));
    expect(student.locks).toEqual([
      { classroomId: ids.demoClass, unitId: ids.unit, locked: true },
      { classroomId: ids.demoClass, unitId: ids.unit, locked: false },
    ]);
    await settle([otherStudent, teacher], [ids.otherStudent, ids.teacher]);
    expect(otherStudent.locks).toEqual([]);
    expect(teacher.locks).toEqual([]);
  });
});

/**
 * Two instances on one PostgreSQL database: the teacher watches through instance B, the student works
 * through instance A; the watch and the event cross over LISTEN/NOTIFY only.
 */
describe.skipIf(!process.env.DATABASE_URL)('live class events across processes (needs DATABASE_URL)', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances.close());

  it('a student working through instance A reaches the teacher watching through instance B', async () => {
    const { a, b, signIn } = instances;
    const teacherToken = await signIn(b, 'teacher');
    const studentToken = await signIn(a, 'student');
    const connection = new HubConnectionBuilder()
      .withUrl(b.hubUrl, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => teacherToken })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    const received: LiveClassActivity[] = [];
    connection.on(ClassSignalTarget.LiveClassActivity, (payload: LiveClassActivity) => void received.push(payload));
    await connection.start();
    expect(await connection.invoke(ClassSignalMethod.WatchClassroom, ids.demoClass)).toBe(true);
    // Instance A hears of the watch through NOTIFY; until then it has nobody to tell.
    await waitFor('instance A to know the watch', () => !a.built.ctx.liveWatchers.isEmpty);
    const res = await fetch(`${a.origin}/api/lesson/${question.lessonId}`, { headers: { authorization: `Bearer ${studentToken}` } });
    expect(res.status).toBe(200);
    const event = await waitFor('the event from the other instance', () => received.find((e) => e.kind === 'opened'));
    expect(event.student.studentId).toBe(ids.student);
  });
});
