-- Edlink roster sync (issue 16): a district's Edlink integration, its sync runs (a stored job the
-- database job loop runs and retakes after a restart), and what the last sync brought (the classes and
-- people it saw, for GET Edlink/classes, GET EdLink/demographics and LastSyncReport.xlsx).
-- Records are matched through oneroster_links with 'edlink:'-prefixed ids (docs/edlink-sync.md).

CREATE TABLE edlink_integrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  district_id integer NOT NULL UNIQUE REFERENCES districts (id) ON DELETE CASCADE,
  integration_id text NOT NULL UNIQUE,
  integration_name text NOT NULL,
  -- The integration's bearer token: written by the super admin, read only by the sync, never answered.
  access_token text,
  status text NOT NULL DEFAULT 'done' CHECK (status IN ('in_progress', 'done')),
  last_sync_at timestamptz,
  events_cursor text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE edlink_sync_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  integration_id integer NOT NULL REFERENCES edlink_integrations (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  counts jsonb,
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX edlink_sync_runs_takeable ON edlink_sync_runs (status, id);
CREATE INDEX edlink_sync_runs_integration ON edlink_sync_runs (integration_id, id DESC);

-- Events of the feed fetched and not applied yet (PendingEvents.xlsx).
CREATE TABLE edlink_pending_events (
  integration_id integer NOT NULL REFERENCES edlink_integrations (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event_type text NOT NULL,
  target text NOT NULL,
  target_id text,
  event_date text,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (integration_id, event_id)
);

-- The last finished sync's records, kind by kind, with what happened to each (LastSyncReport.xlsx).
CREATE TABLE edlink_sync_changes (
  integration_id integer NOT NULL REFERENCES edlink_integrations (id) ON DELETE CASCADE,
  run_id integer NOT NULL REFERENCES edlink_sync_runs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL,
  edlink_id text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (run_id, position)
);
CREATE INDEX edlink_sync_changes_integration ON edlink_sync_changes (integration_id);

-- The people the last sync brought, with the demographics Edlink gave (GET EdLink/demographics/{userId}).
CREATE TABLE edlink_people (
  integration_id integer NOT NULL REFERENCES edlink_integrations (id) ON DELETE CASCADE,
  edlink_id text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  demographics jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (integration_id, edlink_id)
);
CREATE INDEX edlink_people_user ON edlink_people (user_id);

-- The classes the last sync brought (GET Edlink/classes).
CREATE TABLE edlink_classes (
  integration_id integer NOT NULL REFERENCES edlink_integrations (id) ON DELETE CASCADE,
  edlink_id text NOT NULL,
  name text NOT NULL,
  school_name text,
  classroom_id integer REFERENCES classrooms (id) ON DELETE SET NULL,
  PRIMARY KEY (integration_id, edlink_id)
);
