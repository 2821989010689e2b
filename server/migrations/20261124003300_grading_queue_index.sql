-- The grading queue (issue 12) looks up, per current submitted attempt, the answers still waiting for a
-- teacher's score. Scored answers are the vast majority once a class is graded: a partial index holds
-- only the waiting ones, so the queue's cost follows what is left to grade, not everything ever answered.
CREATE INDEX assessment_answers_waiting_idx ON assessment_answers (attempt_id) WHERE is_submitted AND score IS NULL;
