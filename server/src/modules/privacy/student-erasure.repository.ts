import type { StudentErasure } from '@domain/privacy/privacy.responses';
import { one, type Sql } from '../../db/database';

type Erased = StudentErasure['erased'];

async function counted(sql: Sql, statement: string, studentId: number | string): Promise<number> {
  const row = await one<{ n: number }>(sql, `WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [studentId]);
  return row!.n;
}

/**
 * Deletes a student's work and personal rows, children before parents; the caller's transaction holds
 * the student's row locked. The answers' history is append-only except for the student this
 * transaction names in `app.erasing_student` (migration 20261124000200).
 */
export async function eraseStudentRows(tx: Sql, studentId: number, accountKey: string): Promise<Erased> {
  await tx.query(`SELECT set_config('app.erasing_student', $1, true)`, [String(studentId)]);
  const attempts = `SELECT id FROM assessment_attempts WHERE student_user_id = $1`;
  const answerHistory = await counted(tx, `DELETE FROM assessment_answer_saves WHERE student_user_id = $1 OR attempt_id IN (${attempts})`, studentId);
  const answers = await counted(tx, `DELETE FROM assessment_answers WHERE attempt_id IN (${attempts})`, studentId);
  const erased: Erased = {
    answers,
    answerHistory,
    attempts: await counted(tx, 'DELETE FROM assessment_attempts WHERE student_user_id = $1', studentId),
    benchmarks: await counted(tx, 'DELETE FROM benchmark_assignments WHERE student_user_id = $1', studentId),
    lessonProgress: await counted(tx, 'DELETE FROM lesson_progress WHERE student_user_id = $1', studentId),
    blurbChecks: await counted(tx, 'DELETE FROM blurb_checks WHERE student_user_id = $1', studentId),
    classrooms: await counted(tx, 'DELETE FROM classroom_students WHERE student_user_id = $1', studentId),
    notifications: await counted(tx, 'DELETE FROM notifications WHERE recipient_user_id = $1', studentId),
    notificationsAboutStudent: await counted(tx, `DELETE FROM notifications WHERE args->>'studentUserId' = $1::text`, String(studentId)),
    sessions: await counted(tx, 'DELETE FROM auth_sessions WHERE user_id = $1', studentId),
    devices: await counted(tx, 'DELETE FROM known_devices WHERE user_id = $1', studentId),
    passwordResets: await counted(tx, 'DELETE FROM password_reset_tokens WHERE user_id = $1', studentId),
    signInFailures: await counted(tx, 'DELETE FROM login_failures WHERE account_key = $1', accountKey),
    accessibilityPreferences: await counted(tx, 'DELETE FROM student_accessibility_preferences WHERE user_id = $1', studentId),
    // The SIS's identifiers of the student (their sourcedId, their userIds) name them in other systems.
    rosterLinks:
      (await counted(tx, `DELETE FROM oneroster_links WHERE kind = 'user' AND local_id = $1`, studentId)) +
      (await counted(tx, 'DELETE FROM roster_user_ids WHERE user_id = $1', studentId)) +
      (await counted(tx, 'DELETE FROM edlink_sync_changes WHERE edlink_id IN (SELECT edlink_id FROM edlink_people WHERE user_id = $1)', studentId)) +
      (await counted(tx, 'DELETE FROM edlink_people WHERE user_id = $1', studentId)),
    ssoIdentities: await counted(tx, 'DELETE FROM user_sso_identities WHERE user_id = $1', studentId),
    usageEvents: await counted(tx, 'DELETE FROM telemetry_events WHERE actor_user_id = $1', studentId),
    timeInSystem: (await counted(tx, 'DELETE FROM user_time_in_system WHERE user_id = $1', studentId)) + (await counted(tx, 'DELETE FROM user_time_reports WHERE user_id = $1', studentId)),
  };
  await tx.query(`SELECT set_config('app.erasing_student', '', true)`);
  return erased;
}

/** The sign-in name of an account (what sign-in failures are keyed by). */
export async function findUsername(sql: Sql, userId: number): Promise<string> {
  return (await one<{ username: string }>(sql, 'SELECT username FROM users WHERE id = $1', [userId]))!.username;
}

/**
 * Keeps the account's row (its id is what audit rows and teachers' history point at) with nothing
 * left that names or places the person; removed, so it signs in and lists nowhere (the change drops
 * its cached sessions in every process: users_auth_changed).
 */
export async function anonymiseStudent(tx: Sql, studentId: number): Promise<string> {
  const row = await one<{ erasedAt: string }>(
    tx,
    `UPDATE users SET username = 'erased-' || id, password_hash = NULL, first_name = '', middle_name = NULL, last_name = '',
            second_last_name = NULL, email = NULL, birth_date = NULL, state_id = NULL, district_id = NULL, school_id = NULL,
            text_language = 'en', audio_language = 'en', is_sso = false, last_login_at = NULL,
            deleted_at = coalesce(deleted_at, now()), erased_at = now()
      WHERE id = $1
      RETURNING to_char(erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "erasedAt"`,
    [studentId],
  );
  return row!.erasedAt;
}
