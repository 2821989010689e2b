-- District and state reports read only precomputed rows (issue 13 benchmark: summing a 50,000-student
-- district's student rows per request cost 0.4-0.6 s). The drained queue now also keeps, per school:
--   * per unit and report type, the students in each score band (their unit fully scored);
--   * across units (report_school_totals), the students who started and their bands over all units.
ALTER TABLE report_school_units
  ADD COLUMN band_0 integer NOT NULL DEFAULT 0,
  ADD COLUMN band_1 integer NOT NULL DEFAULT 0,
  ADD COLUMN band_2 integer NOT NULL DEFAULT 0,
  ADD COLUMN band_3 integer NOT NULL DEFAULT 0,
  ADD COLUMN band_4 integer NOT NULL DEFAULT 0;

CREATE TABLE report_school_totals (
  school_id integer NOT NULL REFERENCES schools (id),
  report_type smallint NOT NULL CHECK (report_type BETWEEN 1 AND 4),
  district_id integer NOT NULL,
  state_id integer NOT NULL,
  students_started integer NOT NULL DEFAULT 0,
  band_0 integer NOT NULL DEFAULT 0,
  band_1 integer NOT NULL DEFAULT 0,
  band_2 integer NOT NULL DEFAULT 0,
  band_3 integer NOT NULL DEFAULT 0,
  band_4 integer NOT NULL DEFAULT 0,
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, report_type)
);
CREATE INDEX report_school_totals_district_idx ON report_school_totals (district_id, report_type);
CREATE INDEX report_school_totals_state_idx ON report_school_totals (state_id, report_type);

-- Students per place, counted with an index-only scan.
CREATE INDEX users_students_by_district_idx ON users (district_id, school_id) WHERE role_id = 6 AND deleted_at IS NULL;
CREATE INDEX users_students_by_state_idx ON users (state_id, district_id) WHERE role_id = 6 AND deleted_at IS NULL;

-- Every school row is recomputed once with the new columns by the drainer.
INSERT INTO report_rollup_queue (school_id, unit_id, report_type)
SELECT school_id, unit_id, report_type FROM report_school_units
ON CONFLICT DO NOTHING;
