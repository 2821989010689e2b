-- Issue 14, third slice: the unit opener, the teacher page and the contributors page are drafts with
-- versions like biographies and timelines (a save from an older version is refused; the version a
-- publish took tells "unpublished changes" from "published"), and each can be published alone as a job.
-- A unit's overview (intro and blurbs) is part of the unit's draft and goes out with a unit publish.

ALTER TABLE unit_openers
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);
ALTER TABLE teacher_pages
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);
ALTER TABLE contributors_pages
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);

-- What was published before versions existed counts as published and unchanged.
UPDATE unit_openers o SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'opener' AND p.entity_id = o.id);
UPDATE teacher_pages t SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'teacher-page' AND p.entity_id = t.id);
UPDATE contributors_pages c SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'contributors' AND p.entity_id = c.id);

ALTER TABLE publish_jobs DROP CONSTRAINT publish_jobs_scope_check;
ALTER TABLE publish_jobs ADD CONSTRAINT publish_jobs_scope_check
  CHECK (scope IN ('course', 'unit', 'lesson', 'biography', 'timeline', 'opener', 'teacher-page', 'contributors'));

-- The course has exactly one contributors page, on every database: made empty here when there is none
-- (the demo seed then writes into it), and a second one is refused.
WITH title AS (
  INSERT INTO bilingual_values (kind, en, es)
  SELECT 'plain', 'Contributors', 'Colaboradores' WHERE NOT EXISTS (SELECT 1 FROM contributors_pages)
  RETURNING id
)
INSERT INTO contributors_pages (title_id) SELECT id FROM title;
CREATE UNIQUE INDEX contributors_pages_one_idx ON contributors_pages ((true));
