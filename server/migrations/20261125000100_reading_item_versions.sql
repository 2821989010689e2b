-- Issue 14, second slice: biographies and timelines are drafts with versions like units and lessons
-- (a save from an older version is refused; the version a publish took tells "unpublished changes"
-- from "published"), and each can be published alone as a job.

ALTER TABLE biographies
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);
ALTER TABLE timelines
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1),
  ADD COLUMN deleted_at timestamptz;

-- What was published before versions existed counts as published and unchanged.
UPDATE biographies b SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'biography' AND p.entity_id = b.id);
UPDATE timelines t SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'timeline' AND p.entity_id = t.id);

-- A removed timeline keeps its row (its events' ids stay meaningful); the unit may get a new one.
ALTER TABLE timelines DROP CONSTRAINT timelines_unit_id_key;
CREATE UNIQUE INDEX timelines_one_live_per_unit_idx ON timelines (unit_id) WHERE deleted_at IS NULL;

ALTER TABLE publish_jobs DROP CONSTRAINT publish_jobs_scope_check;
ALTER TABLE publish_jobs ADD CONSTRAINT publish_jobs_scope_check CHECK (scope IN ('course', 'unit', 'lesson', 'biography', 'timeline'));
