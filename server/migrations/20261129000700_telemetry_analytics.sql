-- Issue 16: the analytics reads of usage events (GET /api/telemetry/query; docs/analytics.md).
--
-- A manager's query reads their place's events over a time range and groups them by section, day,
-- role or school, counting visits, users or milliseconds. The place indexes of 20261129000400 find
-- the rows, but then every row is fetched from the table (a 30-day read of a large district is
-- millions of fetches). The place indexes below carry the grouped and aggregated columns, so such a
-- read can be an index-only scan (over pages vacuum has marked all-visible). They replace the
-- narrower ones (same leading columns): the collection endpoint keeps one index per place, not two.
DROP INDEX telemetry_events_district_idx;
DROP INDEX telemetry_events_school_idx;
DROP INDEX telemetry_events_state_idx;
CREATE INDEX telemetry_events_district_read_idx ON telemetry_events (district_id, event_time)
  INCLUDE (object_section, actor_role_id, actor_user_id, school_id, duration_ms) WHERE district_id IS NOT NULL;
CREATE INDEX telemetry_events_school_read_idx ON telemetry_events (school_id, event_time)
  INCLUDE (object_section, actor_role_id, actor_user_id, duration_ms) WHERE school_id IS NOT NULL;
CREATE INDEX telemetry_events_state_read_idx ON telemetry_events (state_id, event_time)
  INCLUDE (object_section, actor_role_id, actor_user_id, district_id, school_id, duration_ms) WHERE state_id IS NOT NULL;
