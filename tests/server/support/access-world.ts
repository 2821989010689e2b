import { one } from '../../../server/src/db/database';
import { hashPassword } from '../../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../../server/src/seed/demo-world.seed';
import type { TestServer } from './test-server';

/**
 * Every kind of caller the access matrix tries. "In scope" means inside the demo school, district and
 * state, where the owner (the demo student) and their classroom are; "other" callers sit in a second
 * state with its own district, school, classroom, teacher and student.
 */
export const ACTOR_KINDS = [
  'owner',
  'classmate',
  'otherSchoolStudent',
  'teacher',
  'colleague',
  'otherTeacher',
  'stateManager',
  'otherStateManager',
  'districtManager',
  'otherDistrictManager',
  'campusManager',
  'otherCampusManager',
  'superAdmin',
  'creator',
  'support',
  'supportActing',
  'supportActingColleague',
  'anonymous',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/*
 * `colleague`: another teacher of the owner's school (no classroom of the owner's). `support`: a support
 * sign-in acting for nobody; `supportActing`: one acting for the owner's teacher; `supportActingColleague`:
 * one acting for the colleague (support/acting-for belongs to the sign-in, so each has its own).
 */

/** On a route with `actingFor`, whom a support caller acting for a teacher is served as. */
export const ACTING_AS: Partial<Record<ActorKind, ActorKind>> = { supportActing: 'teacher', supportActingColleague: 'colleague' };

/** The role id each signed-in kind has (product-spec §6). */
export const ROLE_OF: Record<Exclude<ActorKind, 'anonymous'>, number> = {
  owner: 6,
  classmate: 6,
  otherSchoolStudent: 6,
  teacher: 4,
  colleague: 4,
  otherTeacher: 4,
  stateManager: 8,
  otherStateManager: 8,
  districtManager: 2,
  otherDistrictManager: 2,
  campusManager: 3,
  otherCampusManager: 3,
  superAdmin: 1,
  creator: 5,
  support: 7,
  supportActing: 7,
  supportActingColleague: 7,
};

/** The demo users who play a kind; the rest are made by `buildAccessWorld`. */
const DEMO_ACTORS: Partial<Record<ActorKind, string>> = {
  owner: 'student',
  teacher: 'teacher',
  stateManager: 'statemanager',
  districtManager: 'districtmanager',
  campusManager: 'campusmanager',
  superAdmin: 'superadmin',
  creator: 'creator',
  support: 'support',
  supportActing: 'support',
  supportActingColleague: 'support',
};

export interface AccessWorld {
  readonly tokens: Readonly<Record<Exclude<ActorKind, 'anonymous'>, string>>;
  readonly ids: {
    readonly owner: number;
    readonly classmate: number;
    readonly otherSchoolStudent: number;
    /** A teacher in the demo school no test signs in as: the one user writes edit and remove. */
    readonly target: number;
    /** The owner's teacher, and another teacher of their school. */
    readonly teacher: number;
    readonly colleague: number;
    readonly state: number;
    readonly district: number;
    readonly school: number;
    readonly otherState: number;
    readonly classroom: number;
    readonly unit: number;
    readonly lesson: number;
    readonly assessment: number;
    readonly question: number;
    readonly component: number;
    readonly blurb: number;
    readonly image: number;
    readonly benchmarkSet: number;
    /** The owner's live benchmark assignment. */
    readonly benchmarkAssignment: number;
    /** The owner's classroom's assignment of that set (issue 13), holding the owner's. */
    readonly classroomBenchmark: number;
    /** A notification of the owner's. */
    readonly notification: number;
  };
}

async function idOf(server: TestServer, text: string, params: unknown[] = []): Promise<number> {
  const row = await one<{ id: number }>(server.db, text, params);
  if (!row) throw new Error(`access world: nothing for ${text}`);
  return row.id;
}

/**
 * The demo world plus a second state with a full chain of managers, a teacher with a classroom and a
 * student, a classmate of the owner, a spare teacher to edit and remove, a benchmark assigned to the
 * owner and a notification of theirs; every signed-in kind gets a token.
 */
export async function buildAccessWorld(server: TestServer): Promise<AccessWorld> {
  const demoSchool = await one<{ school_id: number; district_id: number; state_id: number }>(
    server.db,
    `SELECT school_id, district_id, state_id FROM users WHERE username = 'student'`,
  );
  const { state_id: state, district_id: district, school_id: school } = demoSchool!;
  const otherState = await idOf(server, `INSERT INTO states (name, abbreviation) VALUES ('Matrix Other State', 'MOS') RETURNING id`);
  const otherDistrict = await idOf(server, `INSERT INTO districts (name, state_id) VALUES ('Matrix Other District', $1) RETURNING id`, [otherState]);
  const otherSchool = await idOf(server, `INSERT INTO schools (name, district_id) VALUES ('Matrix Other School', $1) RETURNING id`, [otherDistrict]);
  const hash = await hashPassword(DEMO_PASSWORD);
  const addUser = (username: string, roleId: number, place: [number | null, number | null, number | null]) =>
    idOf(
      server,
      `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, state_id, district_id, school_id)
       VALUES ($1, $2, 'Matrix', 'Actor', $3, $4, $5, $6, $7) RETURNING id`,
      [username, hash, `${username}@matrix.example`, roleId, ...place],
    );
  const here: [number, number, number] = [state, district, school];
  const there: [number, number, number] = [otherState, otherDistrict, otherSchool];
  const made: Partial<Record<ActorKind, string>> = {
    classmate: 'matrix-classmate',
    otherSchoolStudent: 'matrix-other-student',
    otherTeacher: 'matrix-other-teacher',
    otherStateManager: 'matrix-other-state-manager',
    otherDistrictManager: 'matrix-other-district-manager',
    otherCampusManager: 'matrix-other-campus-manager',
    colleague: 'matrix-colleague',
  };
  const classmate = await addUser(made.classmate!, 6, here);
  const otherSchoolStudent = await addUser(made.otherSchoolStudent!, 6, there);
  const otherTeacher = await addUser(made.otherTeacher!, 4, there);
  await addUser(made.otherStateManager!, 8, [otherState, null, null]);
  await addUser(made.otherDistrictManager!, 2, [otherState, otherDistrict, null]);
  await addUser(made.otherCampusManager!, 3, there);
  const target = await addUser('matrixtarget', 4, here);
  const colleague = await addUser(made.colleague!, 4, here);

  const classroom = await idOf(server, `SELECT id FROM classrooms ORDER BY id LIMIT 1`);
  await server.db.query(`INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)`, [classroom, classmate]);
  const otherClassroom = await idOf(
    server,
    `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id)
     VALUES ('Matrix Other Class', '1', '2026-08-17', '2027-05-28', $1, $2) RETURNING id`,
    [otherTeacher, otherSchool],
  );
  await server.db.query(`INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)`, [otherClassroom, otherSchoolStudent]);

  const owner = await idOf(server, `SELECT id FROM users WHERE username = 'student'`);
  const teacher = await idOf(server, `SELECT id FROM users WHERE username = 'teacher'`);
  const published = await one<{ assessment_id: number; lesson_id: number; unit_id: number }>(
    server.db,
    `SELECT assessment_id, lesson_id, unit_id FROM published_assessments WHERE benchmark_set_id IS NULL ORDER BY unit_id, lesson_id LIMIT 1`,
  );
  const question = await idOf(
    server,
    `SELECT q.id FROM questions q JOIN assessment_sections s ON s.id = q.section_id WHERE s.assessment_id = $1 ORDER BY q.id LIMIT 1`,
    [published!.assessment_id],
  );
  // The demo course assigns the owner a benchmark already; the matrix uses theirs.
  const assigned = await one<{ id: number; benchmark_set_id: number }>(
    server.db,
    `SELECT id, benchmark_set_id FROM benchmark_assignments WHERE student_user_id = $1 ORDER BY id LIMIT 1`,
    [owner],
  );
  const benchmarkSet =
    assigned?.benchmark_set_id ??
    (await idOf(server, `SELECT benchmark_set_id AS id FROM published_assessments WHERE benchmark_set_id IS NOT NULL ORDER BY 1 LIMIT 1`));
  const benchmarkAssignment =
    assigned?.id ??
    (await idOf(
      server,
      `INSERT INTO benchmark_assignments (benchmark_set_id, student_user_id, assigned_by_user_id, classroom_assigned_id, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, now() - interval '1 day', now() + interval '7 days') RETURNING id`,
      [benchmarkSet, owner, teacher, classroom],
    ));
  // The owner's assignment, as given to chosen students of their classroom (the Benchmarks screen lists and removes these).
  const classroomBenchmark = await idOf(
    server,
    `INSERT INTO classroom_benchmarks (classroom_id, benchmark_set_id, assigned_by_user_id, whole_classroom, starts_at, ends_at)
     SELECT $1, benchmark_set_id, $2, false, starts_at, ends_at FROM benchmark_assignments WHERE id = $3 RETURNING id`,
    [classroom, teacher, benchmarkAssignment],
  );
  await server.db.query('UPDATE benchmark_assignments SET classroom_benchmark_id = $1 WHERE id = $2', [classroomBenchmark, benchmarkAssignment]);
  // A flash "retake allowed" of the owner's (type 2), the kind every notification call handles.
  const notification = await idOf(
    server,
    `INSERT INTO notifications (recipient_user_id, type, args) VALUES ($1, 2, $2::jsonb) RETURNING id`,
    [owner, JSON.stringify({ isFlashNotification: true, lessonId: published!.lesson_id, lessonName: 'Matrix lesson', teacherName: 'Teresa Maestra' })],
  );

  const tokens = {} as Record<Exclude<ActorKind, 'anonymous'>, string>;
  for (const kind of Object.keys(ROLE_OF) as Exclude<ActorKind, 'anonymous'>[]) {
    tokens[kind] = await server.login((DEMO_ACTORS[kind] ?? made[kind])!);
  }
  for (const [kind, teacherUserId] of [['supportActing', teacher], ['supportActingColleague', colleague]] as const) {
    const res = await server.call('POST', '/api/support/acting-for', { token: tokens[kind], body: { schoolId: school, teacherUserId } });
    if (res.status !== 200) throw new Error(`access world: ${kind} could not act (${res.status})`);
  }
  return {
    tokens,
    ids: {
      owner,
      classmate,
      otherSchoolStudent,
      target,
      teacher,
      colleague,
      state,
      district,
      school,
      otherState,
      classroom,
      unit: published!.unit_id,
      lesson: published!.lesson_id,
      assessment: published!.assessment_id,
      question,
      component: await idOf(server, `SELECT id FROM content_components WHERE lesson_id = $1 ORDER BY id LIMIT 1`, [published!.lesson_id]),
      blurb: await idOf(server, `SELECT id FROM overview_blurbs WHERE unit_id = $1 ORDER BY id LIMIT 1`, [published!.unit_id]),
      image: await idOf(server, `SELECT id FROM media_assets WHERE kind = 'image' ORDER BY id LIMIT 1`),
      benchmarkSet,
      benchmarkAssignment,
      classroomBenchmark,
      notification,
    },
  };
}
