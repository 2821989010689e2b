-- Issue 14, the back office: draft versions on units and lessons (a save from an older version is
-- refused, so two creators never overwrite each other; the version a publish took tells "unpublished
-- changes" from "published"), and publishes as jobs stored here (they survive a restart and report
-- their progress step by step).

ALTER TABLE units
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);
ALTER TABLE lessons
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);

-- What was published before versions existed counts as published and unchanged.
UPDATE units u SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'unit' AND p.entity_id = u.id);
UPDATE lessons l SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'lesson' AND p.entity_id = l.id);

CREATE TABLE publish_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('course', 'unit', 'lesson')),
  target_id integer CHECK (target_id >= 1),
  requested_by_user_id integer NOT NULL REFERENCES users (id),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  steps integer NOT NULL DEFAULT 0 CHECK (steps >= 0),
  step_label_en text,
  step_label_es text,
  failure text,
  -- Runs started (a process that died mid-run leaves the job running; the next runner takes it again).
  attempts integer NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  CHECK ((scope = 'course') = (target_id IS NULL))
);
-- One open publish per target: asking again while one is queued or running answers that one.
CREATE UNIQUE INDEX publish_jobs_one_open_idx ON publish_jobs (scope, coalesce(target_id, 0)) WHERE state IN ('queued', 'running');
CREATE INDEX publish_jobs_requested_by_idx ON publish_jobs (requested_by_user_id, id);
