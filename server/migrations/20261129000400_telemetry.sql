-- Issue 16: usage telemetry and time in system (api-spec §7.15, §7.2, §9; docs/telemetry.md).
--
-- Page views the client sends to POST /api/telemetry/events, stored after the Caliper 1.2 event
-- model: one row is a ViewEvent whose actor is the signed-in user (a Person), whose object is the
-- page (a WebPage: the screen's section and its path), in a telemetry session, with the user's
-- place (state, district, school) as the event's group. The id is the client's, so a retried
-- batch is stored once (ON CONFLICT DO NOTHING). Who and where come from the session, never the body.
CREATE TABLE telemetry_events (
  id uuid PRIMARY KEY,
  type text NOT NULL DEFAULT 'ViewEvent' CHECK (type IN ('ViewEvent')),
  action text NOT NULL DEFAULT 'Viewed' CHECK (action IN ('Viewed')),
  -- When the page opened (Caliper eventTime), and when the server took the event.
  event_time timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_username text NOT NULL,
  actor_role_id smallint NOT NULL CHECK (actor_role_id BETWEEN 1 AND 8),
  object_section text NOT NULL CHECK (length(object_section) BETWEEN 1 AND 80),
  object_path text NOT NULL CHECK (length(object_path) BETWEEN 1 AND 500),
  session_id uuid NOT NULL,
  -- How long the page showed while the tab was visible (Caliper's object duration, in ms here).
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  -- The user's place when the event arrived (Caliper group; stateId, districtId, schoolId of §7.15).
  state_id integer,
  district_id integer,
  school_id integer,
  -- Anything else the Caliper export carries under extensions (the browser's telemetry user id).
  extensions jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX telemetry_events_time_idx ON telemetry_events (event_time);
CREATE INDEX telemetry_events_actor_idx ON telemetry_events (actor_user_id, event_time);
CREATE INDEX telemetry_events_school_idx ON telemetry_events (school_id, event_time) WHERE school_id IS NOT NULL;
CREATE INDEX telemetry_events_district_idx ON telemetry_events (district_id, event_time) WHERE district_id IS NOT NULL;
CREATE INDEX telemetry_events_state_idx ON telemetry_events (state_id, event_time) WHERE state_id IS NOT NULL;

-- The events as Caliper 1.2 JSON-LD, for export (`COPY (SELECT event FROM telemetry_events_caliper) TO ...`).
CREATE VIEW telemetry_events_caliper AS
SELECT e.id, e.event_time, e.actor_user_id, e.state_id, e.district_id, e.school_id,
       jsonb_build_object(
         '@context', 'http://purl.imsglobal.org/ctx/caliper/v1p2',
         'id', 'urn:uuid:' || e.id,
         'type', e.type,
         'action', e.action,
         'eventTime', to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'actor', jsonb_build_object('id', 'urn:user:' || e.actor_user_id, 'type', 'Person', 'name', e.actor_username,
                                     'extensions', jsonb_build_object('userRoleId', e.actor_role_id)),
         'object', jsonb_build_object('id', 'urn:page:' || e.object_path, 'type', 'WebPage', 'name', e.object_section,
                                      'extensions', jsonb_build_object('durationMs', e.duration_ms)),
         'session', jsonb_build_object('id', 'urn:uuid:' || e.session_id, 'type', 'Session'),
         'extensions', e.extensions || jsonb_strip_nulls(jsonb_build_object('stateId', e.state_id, 'districtId', e.district_id, 'schoolId', e.school_id))
       ) AS event
  FROM telemetry_events e;

-- Time in system: the seconds a user spent on the platform per day (UTC), with their place that
-- day so schools and districts sum without a join; and when each user last reported, so a report
-- adds only the time since (capped: a tampered client cannot add hours in one call).
CREATE TABLE user_time_in_system (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  seconds integer NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  state_id integer,
  district_id integer,
  school_id integer,
  PRIMARY KEY (user_id, day)
);
CREATE INDEX user_time_in_system_school_idx ON user_time_in_system (school_id, day) WHERE school_id IS NOT NULL;
CREATE INDEX user_time_in_system_district_idx ON user_time_in_system (district_id, day) WHERE district_id IS NOT NULL;
CREATE INDEX user_time_in_system_state_idx ON user_time_in_system (state_id, day) WHERE state_id IS NOT NULL;

CREATE TABLE user_time_reports (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_reported_at timestamptz NOT NULL
);
