import { one, type Sql } from '../../db/database';

/** Whose report it is: the student's name as their teacher knows it (deleted accounts have none). */
export function findStudentName(sql: Sql, studentId: number): Promise<{ id: number; firstName: string; lastName: string; userName: string } | null> {
  return one(
    sql,
    `SELECT id, first_name AS "firstName", last_name AS "lastName", username AS "userName"
       FROM users WHERE id = $1 AND role_id = 6 AND deleted_at IS NULL`,
    [studentId],
  );
}
