-- Optimistic concurrency on a teacher's score and feedback (docs/decisions.md "Two teachers grading
-- one answer"): every save bumps the answer's feedback version, and a save that names the version it
-- saw is refused when someone else saved since. Existing answers start at 0 (never graded) or 1.
ALTER TABLE assessment_answers ADD COLUMN feedback_version integer NOT NULL DEFAULT 0;
UPDATE assessment_answers SET feedback_version = 1 WHERE feedback_at IS NOT NULL;
