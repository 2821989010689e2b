import { one, type Sql } from '../db/database';
import { RoleId } from '@domain/identity/role';
import { hashPassword } from '../modules/auth/password-hasher';
import { addMembers, insertClassroom } from '../modules/classroom/classroom.repository';
import { insertUser, setLanguages } from '../modules/users/user.repository';
import { DEMO_PASSWORD, DEMO_PLACES } from './demo-world.seed';
import type { SeedStep } from './seed-runner';

/** A demo student: username, names, birth date and languages (Spanish speakers read and listen in Spanish). */
type DemoStudent = readonly [username: string, firstName: string, lastName: string, secondLastName: string | null, birthDate: string, language: 'en' | 'es'];

/** Eleven classmates join the demo student in the demo world's classroom (US History, Period 2): a dozen. */
const PERIOD_2_CLASSMATES: readonly DemoStudent[] = [
  ['mateogarcia', 'Mateo', 'García', 'Ruiz', '2013-03-12', 'es'],
  ['sofiahdz', 'Sofía', 'Hernández', null, '2013-07-01', 'es'],
  ['liamjohnson', 'Liam', 'Johnson', null, '2013-01-23', 'en'],
  ['valemtz', 'Valentina', 'Martínez', 'Ochoa', '2012-11-30', 'es'],
  ['noahwilliams', 'Noah', 'Williams', null, '2013-05-17', 'en'],
  ['camilarguez', 'Camila', 'Rodríguez', null, '2013-09-04', 'en'],
  ['emmanguyen', 'Emma', 'Nguyen', null, '2013-02-08', 'en'],
  ['diegopena', 'Diego', 'Peña', 'Salazar', '2012-12-19', 'es'],
  ['avathompson', 'Ava', 'Thompson', null, '2013-06-26', 'en'],
  ['ximenanunez', 'Ximena', 'Núñez', null, '2013-04-14', 'es'],
  ['ethanbrown', 'Ethan', 'Brown', null, '2013-08-02', 'en'],
];

/** A second classroom of the demo teacher, a dozen students of its own. */
const PERIOD_3 = { name: 'US History, Period 3', period: '3', startDate: '2026-08-17', endDate: '2027-05-28' } as const;
const PERIOD_3_STUDENTS: readonly DemoStudent[] = [
  ['santilopez', 'Santiago', 'López', null, '2013-02-27', 'es'],
  ['oliviadavis', 'Olivia', 'Davis', null, '2013-10-11', 'en'],
  ['isagomez', 'Isabella', 'Gómez', 'Treviño', '2013-05-05', 'es'],
  ['lucasmiller', 'Lucas', 'Miller', null, '2012-12-02', 'en'],
  ['renataibanez', 'Renata', 'Ibáñez', null, '2013-03-29', 'es'],
  ['jacksonlee', 'Jackson', 'Lee', null, '2013-07-21', 'en'],
  ['miacastillo', 'Mía', 'Castillo', null, '2013-01-09', 'es'],
  ['benwilson', 'Benjamin', 'Wilson', null, '2013-06-13', 'en'],
  ['luciaramirez', 'Lucía', 'Ramírez', 'Vega', '2013-09-18', 'es'],
  ['aidenclark', 'Aiden', 'Clark', null, '2013-04-03', 'en'],
  ['zoeperez', 'Zoe', 'Pérez', null, '2013-11-22', 'en'],
  ['joaquinmunoz', 'Joaquín', 'Muñoz', 'Agüero', '2012-10-15', 'es'],
];

async function addStudents(tx: Sql, students: readonly DemoStudent[], passwordHash: string, place: { stateId: number; districtId: number; schoolId: number }) {
  const ids: number[] = [];
  for (const [username, firstName, lastName, secondLastName, birthDate, language] of students) {
    const id = await insertUser(tx, {
      username,
      passwordHash,
      firstName,
      middleName: null,
      lastName,
      secondLastName,
      email: null,
      birthDate,
      roleId: RoleId.Student,
      ...place,
    });
    await setLanguages(tx, id, language, language);
    ids.push(id);
  }
  return ids;
}

/**
 * The demo teacher's classes (issue 12): the demo world's classroom grows to a dozen students, and a
 * second classroom gets a dozen of its own, all at the demo school (password: the demo password).
 */
export const demoClassroomsSeed: SeedStep = {
  name: 'demo-classrooms',
  async run(tx) {
    const teacher = await one<{ id: number; state_id: number; district_id: number; school_id: number }>(
      tx,
      `SELECT id, state_id, district_id, school_id FROM users WHERE username = 'teacher'`,
    );
    const period2 = await one<{ id: number }>(tx, `SELECT id FROM classrooms WHERE name = $1 AND teacher_user_id = $2`, [DEMO_PLACES.classroom.name, teacher?.id]);
    const already = await one(tx, `SELECT 1 FROM users WHERE lower(username) = $1`, [PERIOD_2_CLASSMATES[0][0]]);
    if (!teacher || !period2 || already) return;
    const place = { stateId: teacher.state_id, districtId: teacher.district_id, schoolId: teacher.school_id };
    // One hash for all: every demo account shares the demo password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await addMembers(tx, period2.id, await addStudents(tx, PERIOD_2_CLASSMATES, passwordHash, place));
    const period3 = await insertClassroom(tx, PERIOD_3, teacher.id, teacher.school_id);
    await addMembers(tx, period3, await addStudents(tx, PERIOD_3_STUDENTS, passwordHash, place));
  },
};
