import type pg from 'pg';

/** Generated users: `d<district>-…` and the state managers `ds<state>-manager` (no demo username has a digit after its first letter). */
export const GENERATED_USER = `username ~ '^ds?[0-9]+-'`;
export const GENERATED_STATE = `name LIKE 'Bench State %'`;

/** Every table holding rows that point at generated rows, as deleted below (children first). */
const HANDLED = new Set([
  'districts', 'schools', 'users', 'classrooms', 'classroom_students', 'classroom_benchmarks', 'classroom_unit_locks', 'benchmark_assignments',
  'assessment_attempts', 'assessment_answers', 'assessment_answer_saves', 'report_student_units', 'report_student_standards', 'report_school_units',
  'lesson_progress', 'blurb_checks', 'auth_sessions', 'known_devices', 'password_reset_tokens', 'notifications', 'support_acting_sessions',
]);

/**
 * Removes every generated row, children first, in the caller's transaction. Foreign-key checks and the
 * append-only trigger of the answer history are off for this transaction only (session_replication_role):
 * with them on, every deleted user would scan the millions of answer rows through unindexed columns
 * (feedback_by_user_id). So the function first refuses to run when a table it does not know refers to
 * the generated rows, which would otherwise be left pointing at nothing.
 */
export async function removeGeneratedWorld(client: pg.Client): Promise<void> {
  const run = (sql: string) => client.query(sql);
  const referring = await client.query<{ table: string }>(
    `SELECT DISTINCT conrelid::regclass::text AS table FROM pg_constraint
      WHERE contype = 'f' AND confrelid::regclass::text = ANY($1::text[])`,
    [['states', 'districts', 'schools', 'users', 'classrooms', 'classroom_benchmarks', 'benchmark_assignments', 'assessment_attempts']],
  );
  const unknown = referring.rows.map((r) => r.table).filter((t) => !HANDLED.has(t));
  if (unknown.length) throw new Error(`--reset does not know ${unknown.join(', ')}: add them to bench/reports/district-reset.ts`);
  await run('SET LOCAL session_replication_role = replica');
  await run(`CREATE TEMP TABLE gone_users ON COMMIT DROP AS SELECT id FROM users WHERE ${GENERATED_USER}`);
  await run(`CREATE TEMP TABLE gone_schools ON COMMIT DROP AS
             SELECT sc.id FROM schools sc JOIN districts d ON d.id = sc.district_id JOIN states st ON st.id = d.state_id WHERE st.${GENERATED_STATE}`);
  await run(`CREATE TEMP TABLE gone_classrooms ON COMMIT DROP AS SELECT id FROM classrooms WHERE school_id IN (SELECT id FROM gone_schools)`);
  await run(`CREATE TEMP TABLE gone_attempts ON COMMIT DROP AS SELECT id FROM assessment_attempts WHERE student_user_id IN (SELECT id FROM gone_users)`);
  await run('DELETE FROM assessment_answer_saves WHERE attempt_id IN (SELECT id FROM gone_attempts)');
  await run('DELETE FROM assessment_answers WHERE attempt_id IN (SELECT id FROM gone_attempts)');
  await run('DELETE FROM assessment_attempts WHERE id IN (SELECT id FROM gone_attempts)');
  await run('DELETE FROM benchmark_assignments WHERE student_user_id IN (SELECT id FROM gone_users)');
  for (const table of ['classroom_benchmarks', 'classroom_unit_locks', 'classroom_students']) {
    await run(`DELETE FROM ${table} WHERE classroom_id IN (SELECT id FROM gone_classrooms)`);
  }
  await run('DELETE FROM classrooms WHERE id IN (SELECT id FROM gone_classrooms)');
  for (const table of ['report_student_units', 'report_student_standards', 'lesson_progress', 'blurb_checks']) {
    await run(`DELETE FROM ${table} WHERE student_user_id IN (SELECT id FROM gone_users)`);
  }
  for (const table of ['report_school_units', 'report_rollup_queue']) {
    await run(`DELETE FROM ${table} WHERE school_id IN (SELECT id FROM gone_schools)`);
  }
  for (const table of ['auth_sessions', 'known_devices', 'password_reset_tokens']) {
    await run(`DELETE FROM ${table} WHERE user_id IN (SELECT id FROM gone_users)`);
  }
  await run('DELETE FROM notifications WHERE recipient_user_id IN (SELECT id FROM gone_users)');
  await run('DELETE FROM support_acting_sessions WHERE teacher_user_id IN (SELECT id FROM gone_users)');
  await run('DELETE FROM users WHERE id IN (SELECT id FROM gone_users)');
  await run('DELETE FROM schools WHERE id IN (SELECT id FROM gone_schools)');
  await run(`DELETE FROM districts WHERE state_id IN (SELECT id FROM states WHERE ${GENERATED_STATE})`);
  await run(`DELETE FROM states WHERE ${GENERATED_STATE}`);
}
