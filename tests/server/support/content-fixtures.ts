import { one } from '../../../server/src/db/database';
import { hashPassword } from '../../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../../server/src/seed/demo-world.seed';
import type { TestServer } from './test-server';

/** A second student (same school as the demo student), optionally in the demo classroom. */
export async function addStudent(server: TestServer, username: string, inDemoClassroom: boolean): Promise<number> {
  const demo = await one<{ school_id: number; district_id: number; state_id: number }>(
    server.db,
    `SELECT school_id, district_id, state_id FROM users WHERE username = 'student'`,
  );
  const row = await one<{ id: number }>(
    server.db,
    `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
     VALUES ($1, $2, 'Other', 'Pupil', 6, $3, $4, $5) RETURNING id`,
    [username, await hashPassword(DEMO_PASSWORD), demo!.state_id, demo!.district_id, demo!.school_id],
  );
  if (inDemoClassroom) {
    await server.db.query(`INSERT INTO classroom_students (classroom_id, student_user_id) SELECT id, $1 FROM classrooms ORDER BY id LIMIT 1`, [row!.id]);
  }
  return row!.id;
}

export async function userId(server: TestServer, username: string): Promise<number> {
  return (await one<{ id: number }>(server.db, 'SELECT id FROM users WHERE username = $1', [username]))!.id;
}

/** The demo course's ids by English name, as the seed wrote them. */
export async function courseIds(server: TestServer) {
  const units = await server.db.query<{ id: number; name: string }>(
    `SELECT u.id, b.en AS name FROM units u JOIN bilingual_values b ON b.id = u.name_id ORDER BY u.sort_order`,
  );
  const unit = (name: string) => units.find((u) => u.name === name)!.id;
  const lesson = async (unitName: string, title: string) =>
    (await one<{ id: number }>(
      server.db,
      `SELECT l.id FROM lessons l JOIN bilingual_values b ON b.id = l.title_id WHERE l.unit_id = $1 AND b.en = $2`,
      [unit(unitName), title],
    ))!.id;
  return { unit, lesson };
}
