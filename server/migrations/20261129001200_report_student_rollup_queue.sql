-- Issue 17: a student's first save of an assessment no longer rewrites their report rows while the
-- student waits. It queues (student, unit, type) here in one statement, and the rollup drainer of
-- every process rewrites the student's rows (and queues their school row) within the drain interval.
-- Submits, scores, retakes and assignments still rewrite the student's rows in their own transaction.
CREATE TABLE report_student_rollup_queue (
  student_user_id integer NOT NULL,
  unit_id integer NOT NULL,
  report_type smallint NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, unit_id, report_type)
);
