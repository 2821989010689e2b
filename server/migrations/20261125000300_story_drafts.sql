-- Issue 14: a unit story is a draft with a version like a biography (a save from an older version is
-- refused; the version a publish took tells "unpublished changes" from "published"), and it can be
-- published alone as a job. Its components are edited with the lesson builder's calls, under the
-- story's version.

ALTER TABLE unit_stories
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);

-- What was published before versions existed counts as published and unchanged.
UPDATE unit_stories s SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_content p WHERE p.kind = 'story' AND p.entity_id = s.id);

ALTER TABLE publish_jobs DROP CONSTRAINT publish_jobs_scope_check;
ALTER TABLE publish_jobs ADD CONSTRAINT publish_jobs_scope_check
  CHECK (scope IN ('course', 'unit', 'lesson', 'biography', 'timeline', 'opener', 'teacher-page', 'contributors', 'story'));
