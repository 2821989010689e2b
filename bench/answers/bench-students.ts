import type { Database } from '../../server/src/db/database';
import type { TokenService } from '../../server/src/modules/auth/token.service';

/**
 * `count` students in the demo classroom (so the teacher would see their work), each with a live
 * session, created in bulk without passwords (they never use the sign-in form). Index i ↔ student i.
 */
export async function createBenchStudents(db: Database, tokens: TokenService, count: number, prefix: string): Promise<{ ids: number[]; tokens: string[] }> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (username, first_name, last_name, role_id, state_id, district_id, school_id)
     SELECT $2 || g, 'Bench', 'Student ' || g, 6, u.state_id, u.district_id, u.school_id
       FROM generate_series(0, $1 - 1) AS g, (SELECT state_id, district_id, school_id FROM users WHERE username = 'student') AS u
      ORDER BY g RETURNING id`,
    [count, prefix],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `INSERT INTO classroom_students (classroom_id, student_user_id)
     SELECT (SELECT id FROM classrooms ORDER BY id LIMIT 1), s FROM unnest($1::int[]) AS t(s)`,
    [ids],
  );
  const issued = await Promise.all(ids.map((id) => tokens.issue(id)));
  await db.query(
    `INSERT INTO auth_sessions (jti, user_id, expires_at) SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])`,
    [issued.map((t) => t.jti), ids, issued.map((t) => t.expiresAt.toISOString())],
  );
  return { ids, tokens: issued.map((t) => t.token) };
}
