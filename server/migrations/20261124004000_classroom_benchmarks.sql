-- A benchmark set a teacher assigned within one classroom (issue 13): to the whole classroom or to
-- chosen students of it, with one time period. The screen lists and removes these; each student's
-- own assignment (benchmark_assignments) names its group. A student who joins the classroom later
-- receives the whole-classroom groups whose period has not ended.
CREATE TABLE classroom_benchmarks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A removed school's removed classrooms are deleted for good (geography.repository.ts deletePlace): their rows go with them.
  classroom_id integer NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  benchmark_set_id integer NOT NULL REFERENCES benchmark_sets (id),
  assigned_by_user_id integer NOT NULL REFERENCES users (id),
  whole_classroom boolean NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (ends_at > starts_at)
);
CREATE UNIQUE INDEX classroom_benchmarks_live_key ON classroom_benchmarks (classroom_id, benchmark_set_id) WHERE deleted_at IS NULL;

ALTER TABLE benchmark_assignments ADD COLUMN classroom_benchmark_id integer REFERENCES classroom_benchmarks (id) ON DELETE SET NULL;
CREATE INDEX benchmark_assignments_group_idx ON benchmark_assignments (classroom_benchmark_id) WHERE deleted_at IS NULL;
