-- OneRoster CSV import (issue 16; docs/roster-sync.md): the jobs, and which local record each
-- imported sourcedId became.

-- One row per upload. The zip is kept until the job ends, so a job whose process died is run again
-- from its bytes; problems holds the report (first 1000) and problem_count all of them.
CREATE TABLE oneroster_import_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  requested_by_user_id integer NOT NULL REFERENCES users (id),
  state_id integer NOT NULL REFERENCES states (id),
  district_id integer REFERENCES districts (id),
  file_name text NOT NULL,
  package bytea,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  counts jsonb,
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  problem_count integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX oneroster_import_jobs_open_idx ON oneroster_import_jobs (id) WHERE status IN ('queued', 'running');

-- sourcedId -> local id, one table for every kind rather than a column on each table: the places,
-- users and classrooms queries stay as they are, and a record may be linked without being rewritten.
CREATE TABLE oneroster_links (
  kind text NOT NULL CHECK (kind IN ('district', 'school', 'user', 'classroom')),
  sourced_id text NOT NULL,
  local_id integer NOT NULL,
  PRIMARY KEY (kind, sourced_id)
);
CREATE UNIQUE INDEX oneroster_links_local_key ON oneroster_links (kind, local_id);
