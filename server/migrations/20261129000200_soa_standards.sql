-- Issue 15: SOA/ELA standards per state, kept by super admins (product-spec §2 management SOA/ELA
-- section, api-spec §7.10). A question's tag (question_teks) names one of them by id; the code and
-- description are copied onto the tag so reports keep reading what students were tagged with even
-- after a standard's text is edited. Old tags (seeded before this table) may have no standard_id.
CREATE TABLE soa_standards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states (id),
  -- Social studies (SOA) or English language arts (ELA).
  subject text NOT NULL CHECK (subject IN ('social-studies', 'ela')),
  grade text NOT NULL CHECK (length(grade) BETWEEN 1 AND 20),
  -- The standard's code as the state writes it, e.g. "8.1A" for 19 TAC §113.20(b)(1)(A).
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  -- The knowledge-and-skills statement the expectation belongs to (the rule's strand), if any.
  strand text CHECK (length(strand) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- One live standard per code in a state and subject ("different SOA standards must be chosen", §5).
CREATE UNIQUE INDEX soa_standards_code_key ON soa_standards (state_id, subject, lower(code)) WHERE deleted_at IS NULL;
CREATE INDEX soa_standards_state_idx ON soa_standards (state_id) WHERE deleted_at IS NULL;

ALTER TABLE question_teks ADD COLUMN standard_id integer REFERENCES soa_standards (id);
-- A question is tagged with a standard at most once.
CREATE UNIQUE INDEX question_teks_standard_key ON question_teks (question_id, standard_id) WHERE standard_id IS NOT NULL;

-- A benchmark set's assessment is a draft of its own (api-spec §7.5 `lesson/{id}/{setId}/backup`,
-- `benchmarkSet/{id}/publish`): its edits raise the set's version, and the version its last publish
-- took tells "unpublished changes" apart (the warning of product-spec §5 "Benchmark").
ALTER TABLE benchmark_sets
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version >= 1),
  ADD COLUMN published_draft_version integer CHECK (published_draft_version >= 1);
-- Sets published before versions existed count as published and unchanged.
UPDATE benchmark_sets s SET published_draft_version = 1
 WHERE EXISTS (SELECT 1 FROM published_assessments p WHERE p.benchmark_set_id = s.id);
