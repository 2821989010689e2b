import type { Sql } from '../db/database';
import { one } from '../db/database';
import { RoleId } from '@domain/identity/role';
import { hashPassword } from '../modules/auth/password-hasher';
import type { SeedStep } from './seed-runner';

export const DEMO_PASSWORD = 'Demo12345';

/** The eight demo users of DEVELOPERS.md, one per role. */
export const DEMO_USERS = [
  { username: 'superadmin', roleId: RoleId.SuperAdmin, firstName: 'Sofia', lastName: 'Admin', place: 'none' },
  { username: 'statemanager', roleId: RoleId.StateManager, firstName: 'Samuel', lastName: 'Stateman', place: 'state' },
  { username: 'districtmanager', roleId: RoleId.DistrictManager, firstName: 'Diana', lastName: 'Districh', place: 'district' },
  { username: 'campusmanager', roleId: RoleId.CampusManager, firstName: 'Carlos', lastName: 'Campos', place: 'school' },
  { username: 'teacher', roleId: RoleId.DistrictTeacher, firstName: 'Teresa', lastName: 'Maestra', place: 'school' },
  { username: 'creator', roleId: RoleId.ContentCreator, firstName: 'Cora', lastName: 'Creator', place: 'none' },
  { username: 'student', roleId: RoleId.Student, firstName: 'Sam', lastName: 'Student', place: 'school' },
  { username: 'support', roleId: RoleId.SupportRole, firstName: 'Sunny', lastName: 'Support', place: 'none' },
] as const;

export const DEMO_PLACES = {
  state: { name: 'Texas', abbreviation: 'TX' },
  district: 'Riverbend Independent School District',
  school: 'Riverbend Middle School',
  classroom: { name: 'US History, Period 2', period: '2' },
} as const;

async function insertReturningId(sql: Sql, text: string, params: unknown[]): Promise<number> {
  return (await one<{ id: number }>(sql, text, params))!.id;
}

/** One state, district, school, the eight demo users and a classroom with the demo student. */
export const demoWorldSeed: SeedStep = {
  name: 'demo-world',
  async run(tx) {
    const stateId = await insertReturningId(tx, 'INSERT INTO states (name, abbreviation) VALUES ($1, $2) RETURNING id', [
      DEMO_PLACES.state.name,
      DEMO_PLACES.state.abbreviation,
    ]);
    const districtId = await insertReturningId(tx, 'INSERT INTO districts (name, state_id) VALUES ($1, $2) RETURNING id', [
      DEMO_PLACES.district,
      stateId,
    ]);
    const schoolId = await insertReturningId(tx, 'INSERT INTO schools (name, district_id) VALUES ($1, $2) RETURNING id', [
      DEMO_PLACES.school,
      districtId,
    ]);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ids = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const place = {
        none: [null, null, null],
        state: [stateId, null, null],
        district: [stateId, districtId, null],
        school: [stateId, districtId, schoolId],
      }[u.place];
      const id = await insertReturningId(
        tx,
        `INSERT INTO users (username, password_hash, first_name, last_name, email, birth_date, role_id, state_id, district_id, school_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [u.username, passwordHash, u.firstName, u.lastName, `${u.username}@demo.example`, '1990-01-15', u.roleId, ...place],
      );
      ids.set(u.username, id);
    }
    await tx.query(`UPDATE users SET birth_date = '2013-05-04' WHERE id = $1`, [ids.get('student')]);
    const classroomId = await insertReturningId(
      tx,
      `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id)
       VALUES ($1, $2, '2026-08-17', '2027-05-28', $3, $4) RETURNING id`,
      [DEMO_PLACES.classroom.name, DEMO_PLACES.classroom.period, ids.get('teacher'), schoolId],
    );
    await tx.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, ids.get('student')]);
  },
};
