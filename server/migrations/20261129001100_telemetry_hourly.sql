-- Issue 16: the analytics read of a month (GET /api/telemetry/query; docs/analytics.md).
--
-- Reading a 50,000-student district's month of page views from telemetry_events took 3–4 s even
-- straight on the database (bench:telemetry, 6.3 million rows), far over the 500 ms target. Visits and
-- durations are kept per hour, place, role and section (about 235,000 rows for that month) and per day
-- likewise (about 46,000): a window's whole days are read from the days and its edges from the hours.
-- Both are maintained by the database in the same statement as every insert or delete of events: the
-- collection endpoint, the seeds, the erasure of a student and the cascade from users all keep it exact,
-- and a retried batch (ON CONFLICT DO NOTHING) adds nothing. Events are never updated. Distinct users
-- cannot be summed from hours, so that one aggregate still reads the events.
CREATE TABLE telemetry_hourly (
  hour timestamptz NOT NULL,
  state_id integer,
  district_id integer,
  school_id integer,
  actor_role_id smallint NOT NULL,
  object_section text NOT NULL,
  visits bigint NOT NULL,
  duration_ms bigint NOT NULL
);
CREATE UNIQUE INDEX telemetry_hourly_key ON telemetry_hourly (hour, actor_role_id, object_section, school_id, district_id, state_id) NULLS NOT DISTINCT;
CREATE INDEX telemetry_hourly_district_idx ON telemetry_hourly (district_id, hour) WHERE district_id IS NOT NULL;
CREATE INDEX telemetry_hourly_school_idx ON telemetry_hourly (school_id, hour) WHERE school_id IS NOT NULL;
CREATE INDEX telemetry_hourly_state_idx ON telemetry_hourly (state_id, hour) WHERE state_id IS NOT NULL;

CREATE TABLE telemetry_daily (
  day date NOT NULL,
  state_id integer,
  district_id integer,
  school_id integer,
  actor_role_id smallint NOT NULL,
  object_section text NOT NULL,
  visits bigint NOT NULL,
  duration_ms bigint NOT NULL
);
CREATE UNIQUE INDEX telemetry_daily_key ON telemetry_daily (day, actor_role_id, object_section, school_id, district_id, state_id) NULLS NOT DISTINCT;
CREATE INDEX telemetry_daily_district_idx ON telemetry_daily (district_id, day) WHERE district_id IS NOT NULL;
CREATE INDEX telemetry_daily_school_idx ON telemetry_daily (school_id, day) WHERE school_id IS NOT NULL;
CREATE INDEX telemetry_daily_state_idx ON telemetry_daily (state_id, day) WHERE state_id IS NOT NULL;

-- Rows are added in key order, so two batches touching the same hours never wait on each other in a cycle.
CREATE FUNCTION telemetry_hourly_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO telemetry_hourly AS h (hour, state_id, district_id, school_id, actor_role_id, object_section, visits, duration_ms)
  SELECT date_trunc('hour', n.event_time, 'UTC'), n.state_id, n.district_id, n.school_id, n.actor_role_id, n.object_section, count(*), sum(n.duration_ms)
    FROM added n
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 5, 6, 4, 3, 2
  ON CONFLICT (hour, actor_role_id, object_section, school_id, district_id, state_id)
  DO UPDATE SET visits = h.visits + EXCLUDED.visits, duration_ms = h.duration_ms + EXCLUDED.duration_ms;
  INSERT INTO telemetry_daily AS d (day, state_id, district_id, school_id, actor_role_id, object_section, visits, duration_ms)
  SELECT (n.event_time AT TIME ZONE 'UTC')::date, n.state_id, n.district_id, n.school_id, n.actor_role_id, n.object_section, count(*), sum(n.duration_ms)
    FROM added n
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 5, 6, 4, 3, 2
  ON CONFLICT (day, actor_role_id, object_section, school_id, district_id, state_id)
  DO UPDATE SET visits = d.visits + EXCLUDED.visits, duration_ms = d.duration_ms + EXCLUDED.duration_ms;
  RETURN NULL;
END $$;

CREATE FUNCTION telemetry_hourly_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT date_trunc('hour', o.event_time, 'UTC') AS hour, o.state_id, o.district_id, o.school_id, o.actor_role_id, o.object_section,
           count(*) AS visits, sum(o.duration_ms) AS duration_ms
      FROM removed o
     GROUP BY 1, 2, 3, 4, 5, 6
  )
  UPDATE telemetry_hourly h SET visits = h.visits - g.visits, duration_ms = h.duration_ms - g.duration_ms
    FROM gone g
   WHERE h.hour = g.hour AND h.actor_role_id = g.actor_role_id AND h.object_section = g.object_section
     AND h.school_id IS NOT DISTINCT FROM g.school_id AND h.district_id IS NOT DISTINCT FROM g.district_id
     AND h.state_id IS NOT DISTINCT FROM g.state_id;
  -- Hours left with no visit go (only the hours this statement touched are looked at).
  DELETE FROM telemetry_hourly h
   USING (SELECT DISTINCT date_trunc('hour', o.event_time, 'UTC') AS hour, o.state_id, o.district_id, o.school_id, o.actor_role_id, o.object_section FROM removed o) g
   WHERE h.hour = g.hour AND h.actor_role_id = g.actor_role_id AND h.object_section = g.object_section
     AND h.school_id IS NOT DISTINCT FROM g.school_id AND h.district_id IS NOT DISTINCT FROM g.district_id
     AND h.state_id IS NOT DISTINCT FROM g.state_id AND h.visits <= 0;
  -- The same for the days.
  WITH gone AS (
    SELECT (o.event_time AT TIME ZONE 'UTC')::date AS day, o.state_id, o.district_id, o.school_id, o.actor_role_id, o.object_section,
           count(*) AS visits, sum(o.duration_ms) AS duration_ms
      FROM removed o
     GROUP BY 1, 2, 3, 4, 5, 6
  )
  UPDATE telemetry_daily d SET visits = d.visits - g.visits, duration_ms = d.duration_ms - g.duration_ms
    FROM gone g
   WHERE d.day = g.day AND d.actor_role_id = g.actor_role_id AND d.object_section = g.object_section
     AND d.school_id IS NOT DISTINCT FROM g.school_id AND d.district_id IS NOT DISTINCT FROM g.district_id
     AND d.state_id IS NOT DISTINCT FROM g.state_id;
  DELETE FROM telemetry_daily d
   USING (SELECT DISTINCT (o.event_time AT TIME ZONE 'UTC')::date AS day, o.state_id, o.district_id, o.school_id, o.actor_role_id, o.object_section FROM removed o) g
   WHERE d.day = g.day AND d.actor_role_id = g.actor_role_id AND d.object_section = g.object_section
     AND d.school_id IS NOT DISTINCT FROM g.school_id AND d.district_id IS NOT DISTINCT FROM g.district_id
     AND d.state_id IS NOT DISTINCT FROM g.state_id AND d.visits <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER telemetry_events_hourly_add AFTER INSERT ON telemetry_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION telemetry_hourly_add();
CREATE TRIGGER telemetry_events_hourly_remove AFTER DELETE ON telemetry_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION telemetry_hourly_remove();

INSERT INTO telemetry_hourly (hour, state_id, district_id, school_id, actor_role_id, object_section, visits, duration_ms)
SELECT date_trunc('hour', event_time, 'UTC'), state_id, district_id, school_id, actor_role_id, object_section, count(*), sum(duration_ms)
  FROM telemetry_events
 GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO telemetry_daily (day, state_id, district_id, school_id, actor_role_id, object_section, visits, duration_ms)
SELECT (event_time AT TIME ZONE 'UTC')::date, state_id, district_id, school_id, actor_role_id, object_section, count(*), sum(duration_ms)
  FROM telemetry_events
 GROUP BY 1, 2, 3, 4, 5, 6;
-- Statistics at once: with none, the planner took the month's hours for a handful of rows and sorted
-- them on disk instead of hashing (187 ms against 72 ms for a district's month in bench:telemetry).
ANALYZE telemetry_hourly;
ANALYZE telemetry_daily;
