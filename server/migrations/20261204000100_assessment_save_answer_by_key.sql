-- The answer save (issue 17, answer burst): the current answer to the question is read by its primary
-- key, whatever the planner believes about the table. 20261124005100 joined assessment_answers to the
-- `att` CTE; a connection plans that statement once and keeps the plan, and a plan made while the table
-- was small (a fresh install's first class period, before autovacuum analyses it) scans the whole table
-- on every save. In bench:answers 84 of 104 sampled saves did so, reading up to 8,229 rows for one answer,
-- 0.3 ms of the function's 0.37 ms. `(SELECT id FROM att)` is one value (att has at most one row: the
-- current attempt, or the one just made), so the lookup is always an equality on both key columns.
-- Otherwise the same statement as 20261124005100_report_rollups_first_save.sql.

CREATE OR REPLACE FUNCTION assessment_apply_save(
  p_student integer, p_group integer, p_id uuid, p_question integer, p_answer jsonb, p_seq bigint, p_round integer,
  p_max_score double precision, p_submit boolean, p_assessment integer, p_lesson integer, p_create boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  outcome jsonb;
BEGIN
  WITH found AS (
         SELECT a.id, a.status, a.retake_round,
                b.id IS NULL OR (b.deleted_at IS NULL AND b.starts_at <= now() AND now() < b.ends_at) AS window_open,
                b.id IS NOT NULL AND now() >= b.ends_at AS expired
           FROM assessment_attempts a LEFT JOIN benchmark_assignments b ON b.id = a.benchmark_assignment_id
          WHERE a.student_user_id = p_student AND a.group_id = p_group AND a.is_current
            FOR SHARE OF a),
       made AS (
         INSERT INTO assessment_attempts (student_user_id, assessment_id, group_id, lesson_id, retake_round)
         SELECT p_student, p_assessment, p_group, p_lesson, 1 WHERE p_create AND NOT EXISTS (SELECT 1 FROM found)
         ON CONFLICT DO NOTHING
         RETURNING id, status, retake_round, true AS window_open, false AS expired),
       att AS (SELECT * FROM found UNION ALL SELECT * FROM made),
       cur AS (SELECT c.is_submitted FROM assessment_answers c WHERE c.attempt_id = (SELECT id FROM att) AND c.question_id = p_question),
       prior AS (
         SELECT s.client_answer_id::text AS "clientAnswerId", s.attempt_id::int AS "attemptId", s.question_id AS "questionId",
                s.student_user_id AS "studentId", s.retake_round AS "retakeRound", s.client_seq::float8 AS "clientSeq", s.submit, s.applied,
                to_char(s.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "receivedAt"
           FROM assessment_answer_saves s WHERE s.client_answer_id = p_id),
       ok AS (
         SELECT att.id FROM att
          WHERE att.status = 'open' AND att.retake_round = p_round AND att.window_open
            AND NOT coalesce((SELECT is_submitted FROM cur), false) AND NOT EXISTS (SELECT 1 FROM prior)),
       up AS (
         INSERT INTO assessment_answers AS c (attempt_id, question_id, answer, client_seq, client_answer_id, max_score, saved_at)
         SELECT ok.id, p_question, p_answer, p_seq, p_id, p_max_score, now() FROM ok
         ON CONFLICT (attempt_id, question_id) DO UPDATE
            SET answer = EXCLUDED.answer, client_seq = EXCLUDED.client_seq, client_answer_id = EXCLUDED.client_answer_id, saved_at = now()
          WHERE c.client_seq < EXCLUDED.client_seq AND NOT c.is_submitted
         RETURNING 1),
       hist AS (
         INSERT INTO assessment_answer_saves (client_answer_id, attempt_id, question_id, student_user_id, retake_round, client_seq, answer, submit, applied)
         SELECT p_id, ok.id, p_question, p_student, p_round, p_seq, p_answer, p_submit, EXISTS (SELECT 1 FROM up) FROM ok
         ON CONFLICT (client_answer_id) DO NOTHING
         RETURNING applied, to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS received_at)
  SELECT jsonb_build_object(
           'attemptId', (SELECT id::int FROM att),
           'status', (SELECT status FROM att),
           'currentRound', (SELECT retake_round FROM att),
           'windowOpen', (SELECT window_open FROM att),
           'expired', (SELECT expired FROM att),
           'questionSubmitted', coalesce((SELECT is_submitted FROM cur), false),
           'attemptCreated', EXISTS (SELECT 1 FROM made),
           'prior', (SELECT to_jsonb(prior) FROM prior),
           'applied', (SELECT applied FROM hist),
           'receivedAt', (SELECT received_at FROM hist))
    INTO outcome;
  RETURN outcome;
END
$$;
