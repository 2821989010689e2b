-- Assessments (issue 5): DRAFT tables the back office edits (assessments, sections, questions and their
-- parts, benchmark sets), a PUBLISHED snapshot per assessment with its answer keys, and each student's
-- work: attempts per round, the current answer per question, and an append-only history of every save
-- (docs/decisions.md, "Assessments (issue 5)").

-- A benchmark set belongs to the benchmark lesson (type 7) that shows it and may test one history unit.
CREATE TABLE benchmark_sets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_id integer NOT NULL REFERENCES lessons (id),
  linked_unit_id integer REFERENCES units (id),
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX benchmark_sets_lesson_idx ON benchmark_sets (lesson_id);

-- One assessment per lesson, except benchmark lessons, which have one per benchmark set.
CREATE TABLE assessments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_id integer NOT NULL REFERENCES lessons (id),
  benchmark_set_id integer UNIQUE REFERENCES benchmark_sets (id),
  directions_id integer REFERENCES bilingual_values (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX assessments_lesson_key ON assessments (lesson_id) WHERE benchmark_set_id IS NULL AND deleted_at IS NULL;

-- Sections of an assessment; group_number matches the lesson's assessment-group component
-- (assessmentGroupNumber). Mid-unit and benchmark sections are merged into one group on publish.
CREATE TABLE assessment_sections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  assessment_id integer NOT NULL REFERENCES assessments (id),
  group_number integer NOT NULL CHECK (group_number >= 1),
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  title_id integer REFERENCES bilingual_values (id),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX assessment_sections_number_key ON assessment_sections (assessment_id, group_number) WHERE deleted_at IS NULL;

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section_id integer NOT NULL REFERENCES assessment_sections (id),
  question_type text NOT NULL CHECK (question_type IN ('multiple-choice', 'multi-response', 'boolean', 'venn-diagram',
    'written', 'essay', 'type-f', 'cloze-sentence', 'fill-in-blank')),
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  points double precision NOT NULL DEFAULT 1 CHECK (points > 0 AND points <= 100),
  is_master boolean NOT NULL DEFAULT false,
  ba_master_question_id integer REFERENCES questions (id),
  instruction_id integer REFERENCES bilingual_values (id),
  instruction_audio_id integer REFERENCES bilingual_audio (id),
  primary_text_source_id integer REFERENCES bilingual_values (id),
  primary_source_audio_id integer REFERENCES bilingual_audio (id),
  audio_id integer REFERENCES bilingual_audio (id),
  image_id integer REFERENCES media_assets (id),
  primary_set_image_id integer REFERENCES media_assets (id),
  secondary_set_image_id integer REFERENCES media_assets (id),
  primary_set_label_id integer REFERENCES bilingual_values (id),
  secondary_set_label_id integer REFERENCES bilingual_values (id),
  suggested_answer_id integer REFERENCES bilingual_values (id),
  rubric_id integer REFERENCES bilingual_values (id),
  response_text_id integer REFERENCES bilingual_values (id),
  -- Cloze sentence / fill-in-blank paragraph text, blanks marked [[n]].
  content_id integer REFERENCES bilingual_values (id),
  deleted_at timestamptz
);
CREATE INDEX questions_section_idx ON questions (section_id);

-- Choices of choice questions; for a cloze sentence, the words of its word bank (never "correct").
CREATE TABLE question_choices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  choice_number integer NOT NULL CHECK (choice_number >= 1),
  text_id integer NOT NULL REFERENCES bilingual_values (id),
  choice_audio_id integer REFERENCES bilingual_audio (id),
  response_text_id integer REFERENCES bilingual_values (id),
  response_audio_id integer REFERENCES bilingual_audio (id),
  is_correct boolean NOT NULL DEFAULT false
);
CREATE INDEX question_choices_question_idx ON question_choices (question_id);

CREATE TABLE organizer_columns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  column_name_id integer NOT NULL REFERENCES bilingual_values (id)
);
CREATE INDEX organizer_columns_question_idx ON organizer_columns (question_id);

-- Venn elements (answer set: a region), organizer elements (answer set: a column) and blanks
-- ("word elements"; answer set: accepted answers per language).
CREATE TABLE question_elements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  content_id integer REFERENCES bilingual_values (id),
  correct_region text CHECK (correct_region IN ('primary', 'secondary', 'both')),
  correct_column_id integer REFERENCES organizer_columns (id),
  accepted_en text[],
  accepted_es text[]
);
CREATE INDEX question_elements_question_idx ON question_elements (question_id);

CREATE TABLE essay_steps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  content_id integer REFERENCES bilingual_values (id),
  step_audio_id integer REFERENCES bilingual_audio (id)
);
CREATE INDEX essay_steps_question_idx ON essay_steps (question_id);

CREATE TABLE essay_topics (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  title_id integer NOT NULL REFERENCES bilingual_values (id)
);
CREATE INDEX essay_topics_question_idx ON essay_topics (question_id);

CREATE TABLE question_teks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  description text
);
CREATE INDEX question_teks_question_idx ON question_teks (question_id);

CREATE TABLE question_route_points (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  content_id integer REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id)
);
CREATE INDEX question_route_points_question_idx ON question_route_points (question_id);

-- What students answer: the validated snapshot with answer keys (never sent as is to a student).
CREATE TABLE published_assessments (
  assessment_id integer PRIMARY KEY REFERENCES assessments (id),
  lesson_id integer NOT NULL REFERENCES lessons (id),
  unit_id integer NOT NULL REFERENCES units (id),
  benchmark_set_id integer REFERENCES benchmark_sets (id),
  version integer NOT NULL CHECK (version >= 1),
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX published_assessments_lesson_idx ON published_assessments (lesson_id);

-- A student's benchmark (benchmarkStudentId = id): status 0 assigned, 1 in progress, 2 submitted.
CREATE TABLE benchmark_assignments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  benchmark_set_id integer NOT NULL REFERENCES benchmark_sets (id),
  student_user_id integer NOT NULL REFERENCES users (id),
  assigned_by_user_id integer NOT NULL REFERENCES users (id),
  classroom_assigned_id integer REFERENCES classrooms (id),
  is_assigned_by_classroom boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  retake_round integer NOT NULL DEFAULT 1 CHECK (retake_round >= 1),
  is_retake boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  score double precision,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (ends_at > starts_at)
);
CREATE UNIQUE INDEX benchmark_assignments_live_key ON benchmark_assignments (benchmark_set_id, student_user_id) WHERE deleted_at IS NULL;
CREATE INDEX benchmark_assignments_student_idx ON benchmark_assignments (student_user_id) WHERE deleted_at IS NULL;

-- One row per student, published group and retake round; exactly one current round per group.
-- group_id is the published group's id (the first section of a merged group). Assessment, group and
-- lesson carry no foreign keys: a whole class starting at once would queue on share locks of the same
-- content rows; the ids come from the published snapshot.
CREATE TABLE assessment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_user_id integer NOT NULL REFERENCES users (id),
  assessment_id integer NOT NULL,
  group_id integer NOT NULL,
  lesson_id integer NOT NULL,
  retake_round integer NOT NULL DEFAULT 1 CHECK (retake_round >= 1),
  is_current boolean NOT NULL DEFAULT true,
  benchmark_assignment_id integer REFERENCES benchmark_assignments (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted')),
  current_index integer NOT NULL DEFAULT 0 CHECK (current_index >= 0),
  score double precision,
  max_score double precision,
  percent double precision,
  feedback_status smallint NOT NULL DEFAULT 0 CHECK (feedback_status IN (0, 1, 2)),
  teacher_responded boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  UNIQUE (student_user_id, group_id, retake_round)
);
CREATE UNIQUE INDEX assessment_attempts_current_key ON assessment_attempts (student_user_id, group_id) WHERE is_current;
CREATE INDEX assessment_attempts_lesson_idx ON assessment_attempts (student_user_id, lesson_id) WHERE is_current;
CREATE INDEX assessment_attempts_benchmark_idx ON assessment_attempts (benchmark_assignment_id) WHERE benchmark_assignment_id IS NOT NULL;

-- The current answer to each question of an attempt. No foreign key to questions on purpose: thousands
-- of concurrent saves would all take a share lock on the same few question rows (the application only
-- accepts question ids of the published snapshot).
CREATE TABLE assessment_answers (
  attempt_id bigint NOT NULL REFERENCES assessment_attempts (id),
  question_id integer NOT NULL,
  answer jsonb,
  client_seq bigint NOT NULL DEFAULT 0,
  client_answer_id uuid,
  is_reviewing boolean NOT NULL DEFAULT false,
  is_submitted boolean NOT NULL DEFAULT false,
  is_correct boolean,
  score double precision,
  max_score double precision NOT NULL,
  marks jsonb NOT NULL DEFAULT '{}'::jsonb,
  feedback text,
  feedback_by_user_id integer REFERENCES users (id),
  feedback_at timestamptz,
  saved_at timestamptz,
  submitted_at timestamptz,
  PRIMARY KEY (attempt_id, question_id)
);

-- Every save as received, once per client answer id (idempotency key), kept forever: `applied` says
-- whether it became the current answer (false: an older save arrived after a newer one).
CREATE TABLE assessment_answer_saves (
  client_answer_id uuid PRIMARY KEY,
  attempt_id bigint NOT NULL REFERENCES assessment_attempts (id),
  question_id integer NOT NULL,
  student_user_id integer NOT NULL,
  retake_round integer NOT NULL,
  client_seq bigint NOT NULL,
  answer jsonb NOT NULL,
  submit boolean NOT NULL,
  applied boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assessment_answer_saves_attempt_idx ON assessment_answer_saves (attempt_id, question_id);

CREATE FUNCTION refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'assessment_answer_saves is append-only';
END
$$;

CREATE TRIGGER assessment_answer_saves_append_only BEFORE UPDATE OR DELETE ON assessment_answer_saves
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();

-- Lesson scores are percents with two decimals (66.67); real would hand back 66.66999816894531.
ALTER TABLE lesson_progress ALTER COLUMN score TYPE double precision;
