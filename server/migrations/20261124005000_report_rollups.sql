-- Report rollups (issue 13, docs/reports.md "How the numbers are kept"). Report numbers are never
-- recomputed from all answers per request:
--   * assessment_attempts already holds each student's score per assessment group and round, written in
--     the transaction of the submit or the teacher's score;
--   * report_student_units and report_student_standards hold one student's totals per unit and report
--     type, rewritten from that student's current rounds in the same transaction as the submit, the
--     teacher's score, the retake and the benchmark assignment (the student's own rows: no contention);
--   * report_school_units holds a school's totals per unit and report type for district and state
--     reports; a change queues (school, unit, type) in report_rollup_queue in the same transaction, and a
--     job in every server process drains the queue (FOR UPDATE SKIP LOCKED) within seconds. The queue
--     is a table, so work queued before a restart is drained after it.

-- Report types of product-spec §9: 1 check-your-understanding (and skill lessons), 2 performance
-- assessment, 3 benchmark, 4 mid-unit.
CREATE TABLE report_student_units (
  student_user_id integer NOT NULL REFERENCES users (id),
  unit_id integer NOT NULL,
  report_type smallint NOT NULL CHECK (report_type BETWEEN 1 AND 4),
  -- The student's places when the row was last written (a moved student's row moves on its next change).
  school_id integer,
  district_id integer,
  state_id integer,
  -- Benchmarks only: assignments live for the student in this unit (other types expect every published assessment).
  assessments_assigned integer NOT NULL DEFAULT 0 CHECK (assessments_assigned >= 0),
  -- Assessment groups of the current round submitted / started and not submitted.
  assessments_submitted integer NOT NULL DEFAULT 0 CHECK (assessments_submitted >= 0),
  assessments_open integer NOT NULL DEFAULT 0 CHECK (assessments_open >= 0),
  -- Points of submitted current rounds whose every question is scored.
  points_earned double precision NOT NULL DEFAULT 0,
  points_possible double precision NOT NULL DEFAULT 0,
  -- Submitted answers still waiting for a teacher's score (the unit score is blank while > 0, §4).
  unscored_answers integer NOT NULL DEFAULT 0 CHECK (unscored_answers >= 0),
  last_submitted_at timestamptz,
  PRIMARY KEY (student_user_id, unit_id, report_type)
);
CREATE INDEX report_student_units_school_idx ON report_student_units (school_id, report_type, unit_id);
CREATE INDEX report_student_units_district_idx ON report_student_units (district_id, report_type, unit_id);

-- Standards (TEKS) mastery: points earned and possible on scored answers of questions tagged with each
-- standard, per student, unit and report type, from the current rounds.
CREATE TABLE report_student_standards (
  student_user_id integer NOT NULL REFERENCES users (id),
  unit_id integer NOT NULL,
  report_type smallint NOT NULL CHECK (report_type BETWEEN 1 AND 4),
  code text NOT NULL,
  points_earned double precision NOT NULL DEFAULT 0,
  points_possible double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (student_user_id, unit_id, report_type, code)
);

-- A school's totals per unit and report type (sums of its students' rows).
CREATE TABLE report_school_units (
  school_id integer NOT NULL REFERENCES schools (id),
  unit_id integer NOT NULL,
  report_type smallint NOT NULL CHECK (report_type BETWEEN 1 AND 4),
  district_id integer NOT NULL,
  state_id integer NOT NULL,
  students_started integer NOT NULL DEFAULT 0,
  assessments_assigned integer NOT NULL DEFAULT 0,
  assessments_submitted integer NOT NULL DEFAULT 0,
  points_earned double precision NOT NULL DEFAULT 0,
  points_possible double precision NOT NULL DEFAULT 0,
  unscored_answers integer NOT NULL DEFAULT 0,
  last_submitted_at timestamptz,
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, unit_id, report_type)
);
CREATE INDEX report_school_units_district_idx ON report_school_units (district_id, report_type);
CREATE INDEX report_school_units_state_idx ON report_school_units (state_id, report_type);

CREATE TABLE report_rollup_queue (
  school_id integer NOT NULL,
  unit_id integer NOT NULL,
  report_type smallint NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, unit_id, report_type)
);

-- The standards each published question is tagged with, written when its assessment is published
-- (the snapshot is the truth students answered; the draft's question_teks may have moved on).
CREATE TABLE published_question_standards (
  assessment_id integer NOT NULL,
  question_id integer NOT NULL,
  code text NOT NULL,
  description text,
  PRIMARY KEY (question_id, code)
);
CREATE INDEX published_question_standards_assessment_idx ON published_question_standards (assessment_id);
