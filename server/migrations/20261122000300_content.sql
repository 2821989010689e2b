-- Content (issue 4): relational DRAFT tables that the back office edits, a PUBLISHED snapshot per
-- aggregate that students read, media, and each student's progress (docs/decisions.md, "Content model").

-- Media: bytes live in the blob store (content-addressed by sha256); assets name them.
CREATE TABLE media_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size >= 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bilingual_values (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('plain', 'rich')),
  en text NOT NULL DEFAULT '',
  es text NOT NULL DEFAULT ''
);

CREATE TABLE media_assets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'audio')),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  file_name text NOT NULL,
  alt_text_id integer REFERENCES bilingual_values (id),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Narration in both languages (either may be missing).
CREATE TABLE bilingual_audio (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  en_asset_id integer REFERENCES media_assets (id),
  es_asset_id integer REFERENCES media_assets (id)
);

CREATE TABLE units (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_id integer NOT NULL REFERENCES bilingual_values (id),
  number integer NOT NULL,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  belongs_to text NOT NULL DEFAULT 'history',
  special_unit_acronym text,
  unit_type_id smallint NOT NULL DEFAULT 1,
  description_id integer REFERENCES bilingual_values (id),
  description_audio_id integer REFERENCES bilingual_audio (id),
  thumbnail_image_id integer REFERENCES media_assets (id),
  overview_intro_id integer REFERENCES bilingual_values (id),
  is_published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE unit_openers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL UNIQUE REFERENCES units (id),
  background_image_id integer REFERENCES media_assets (id),
  opener_background_image_id integer REFERENCES media_assets (id),
  thumbnail_image_id integer REFERENCES media_assets (id),
  title_background_color text,
  color text,
  video_url text,
  audio_id integer REFERENCES bilingual_audio (id),
  embedded_link text,
  story_id integer REFERENCES bilingual_values (id),
  highlight_id integer REFERENCES bilingual_values (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE opener_hotspots (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  opener_id integer NOT NULL REFERENCES unit_openers (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  x_percent real NOT NULL CHECK (x_percent BETWEEN 0 AND 100),
  y_percent real NOT NULL CHECK (y_percent BETWEEN 0 AND 100),
  label_id integer NOT NULL REFERENCES bilingual_values (id),
  text_id integer REFERENCES bilingual_values (id)
);

CREATE TABLE overview_blurbs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  sort_order integer NOT NULL,
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  text_id integer NOT NULL REFERENCES bilingual_values (id),
  image_id integer REFERENCES media_assets (id),
  audio_id integer REFERENCES bilingual_audio (id),
  deleted_at timestamptz
);
CREATE INDEX overview_blurbs_unit_idx ON overview_blurbs (unit_id);

CREATE TABLE teacher_pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL UNIQUE REFERENCES units (id),
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  content_id integer REFERENCES bilingual_values (id)
);

CREATE TABLE teacher_page_skills (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  teacher_page_id integer NOT NULL REFERENCES teacher_pages (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  name_id integer NOT NULL REFERENCES bilingual_values (id),
  description_id integer REFERENCES bilingual_values (id)
);

CREATE TABLE essential_questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id)
);

CREATE TABLE lessons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  lesson_type_id smallint NOT NULL CHECK (lesson_type_id BETWEEN 1 AND 8),
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  skills_id integer REFERENCES teacher_pages (id),
  essential_question_id integer REFERENCES essential_questions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX lessons_unit_idx ON lessons (unit_id);

CREATE TABLE unit_stories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  sort_order integer NOT NULL,
  name_id integer NOT NULL REFERENCES bilingual_values (id),
  deleted_at timestamptz
);
CREATE INDEX unit_stories_unit_idx ON unit_stories (unit_id);

-- Components belong to a lesson or to a unit story.
CREATE TABLE content_components (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_id integer REFERENCES lessons (id),
  unit_story_id integer REFERENCES unit_stories (id),
  component_type text NOT NULL CHECK (component_type IN ('page-break', 'group-header', 'rubric', 'paragraph', 'section-title',
    'card', 'text-content', 'video-content', 'interactive-map', 'interactive-lesson', 'only-images', 'global-connections',
    'embedded-content', 'assessment-group')),
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  title_id integer REFERENCES bilingual_values (id),
  content_id integer REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id),
  video_url text,
  embed_url text,
  background text,
  color text,
  size integer CHECK (size > 0),
  alignment text CHECK (alignment IN ('flex-start', 'center', 'flex-end')),
  height text,
  group_header_type smallint,
  assessment_group_number integer,
  requires_teacher_feedback boolean NOT NULL DEFAULT false,
  CHECK ((lesson_id IS NULL) <> (unit_story_id IS NULL))
);
CREATE INDEX content_components_lesson_idx ON content_components (lesson_id);
CREATE INDEX content_components_story_idx ON content_components (unit_story_id);

CREATE TABLE component_paragraphs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  component_id integer NOT NULL REFERENCES content_components (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  title_id integer REFERENCES bilingual_values (id),
  content_id integer REFERENCES bilingual_values (id),
  video_url text,
  background text,
  opacity integer NOT NULL DEFAULT 100 CHECK (opacity BETWEEN 0 AND 100),
  size integer NOT NULL DEFAULT 12 CHECK (size > 0),
  alignment text NOT NULL DEFAULT 'flex-start' CHECK (alignment IN ('flex-start', 'center', 'flex-end')),
  orientation text NOT NULL DEFAULT 'left-side' CHECK (orientation IN ('left-side', 'right-side')),
  height text NOT NULL DEFAULT 'auto',
  audio_id integer REFERENCES bilingual_audio (id),
  is_progressive_map boolean NOT NULL DEFAULT false,
  is_horizontal_mode boolean NOT NULL DEFAULT false,
  is_carousel boolean NOT NULL DEFAULT false,
  essential_question_id integer REFERENCES essential_questions (id),
  display_step_numbers boolean NOT NULL DEFAULT false
);
CREATE INDEX component_paragraphs_component_idx ON component_paragraphs (component_id);

CREATE TABLE route_points (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paragraph_id integer NOT NULL REFERENCES component_paragraphs (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  content_id integer REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id)
);
CREATE INDEX route_points_paragraph_idx ON route_points (paragraph_id);

-- Image details hang off a paragraph or a route point.
CREATE TABLE image_details (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paragraph_id integer REFERENCES component_paragraphs (id) ON DELETE CASCADE,
  route_point_id integer REFERENCES route_points (id) ON DELETE CASCADE,
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  image_asset_id integer NOT NULL REFERENCES media_assets (id),
  width integer NOT NULL DEFAULT 700 CHECK (width > 0),
  title_id integer REFERENCES bilingual_values (id),
  caption_id integer REFERENCES bilingual_values (id),
  disclaimer_id integer REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id),
  caption_audio_id integer REFERENCES bilingual_audio (id),
  caption_margin integer NOT NULL DEFAULT 0,
  margin_bottom integer NOT NULL DEFAULT 0,
  position text NOT NULL DEFAULT 'inherit' CHECK (position IN ('absolute', 'inherit')),
  CHECK ((paragraph_id IS NULL) <> (route_point_id IS NULL))
);
CREATE INDEX image_details_paragraph_idx ON image_details (paragraph_id);
CREATE INDEX image_details_route_point_idx ON image_details (route_point_id);

CREATE TABLE biographies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  sort_order integer NOT NULL,
  character_name_id integer NOT NULL REFERENCES bilingual_values (id),
  character_period_id integer REFERENCES bilingual_values (id),
  main_text_id integer NOT NULL REFERENCES bilingual_values (id),
  portrait_image_id integer REFERENCES media_assets (id),
  portrait_caption_id integer REFERENCES bilingual_values (id),
  disclaimer_id integer REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id),
  deleted_at timestamptz
);
CREATE INDEX biographies_unit_idx ON biographies (unit_id);

CREATE TABLE timelines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL UNIQUE REFERENCES units (id),
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  intro_id integer REFERENCES bilingual_values (id)
);

CREATE TABLE timeline_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  timeline_id integer NOT NULL REFERENCES timelines (id),
  sort_order integer NOT NULL,
  date_id integer NOT NULL REFERENCES bilingual_values (id),
  year integer NOT NULL,
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  short_description_id integer NOT NULL REFERENCES bilingual_values (id),
  long_description_id integer NOT NULL REFERENCES bilingual_values (id),
  audio_id integer REFERENCES bilingual_audio (id),
  image_id integer REFERENCES media_assets (id),
  deleted_at timestamptz
);
CREATE INDEX timeline_events_timeline_idx ON timeline_events (timeline_id);

CREATE TABLE unit_videos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  sort_order integer NOT NULL,
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  description_id integer REFERENCES bilingual_values (id),
  video_url text NOT NULL,
  thumbnail_image_id integer REFERENCES media_assets (id),
  deleted_at timestamptz
);

-- One row per term and language (1 English, 0 Spanish), as the vocabulary manager edits them.
CREATE TABLE vocabulary_terms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  language smallint NOT NULL CHECK (language IN (0, 1)),
  name text NOT NULL,
  pronunciation text,
  definition text NOT NULL,
  secondary_definition text,
  category text,
  plural text,
  usage text,
  audio_asset_id integer REFERENCES media_assets (id),
  deleted_at timestamptz
);
CREATE INDEX vocabulary_terms_unit_idx ON vocabulary_terms (unit_id, language);

CREATE TABLE contributors_pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title_id integer NOT NULL REFERENCES bilingual_values (id),
  intro_id integer REFERENCES bilingual_values (id)
);

CREATE TABLE contributors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_id integer NOT NULL REFERENCES contributors_pages (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  name text NOT NULL,
  role_id integer NOT NULL REFERENCES bilingual_values (id)
);

-- What students read: one validated JSON document per published aggregate, replaced by each publish.
CREATE TABLE published_content (
  kind text NOT NULL CHECK (kind IN ('unit', 'opener', 'lesson', 'biography', 'story', 'timeline', 'timeline-event',
    'vocabulary', 'teacher-page', 'contributors')),
  entity_id integer NOT NULL,
  unit_id integer,
  version integer NOT NULL CHECK (version >= 1),
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, entity_id)
);
CREATE INDEX published_content_unit_idx ON published_content (unit_id, kind);

-- Per student progress. Lesson ids are the draft ids, which stay stable across publishes.
CREATE TABLE lesson_progress (
  student_user_id integer NOT NULL REFERENCES users (id),
  lesson_id integer NOT NULL REFERENCES lessons (id),
  status text NOT NULL CHECK (status IN ('not-started', 'in-progress', 'completed')),
  last_page_view integer CHECK (last_page_view >= 1),
  visited_pages integer[] NOT NULL DEFAULT '{}',
  score real,
  started_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, lesson_id)
);
CREATE INDEX lesson_progress_lesson_idx ON lesson_progress (lesson_id);

CREATE TABLE blurb_checks (
  student_user_id integer NOT NULL REFERENCES users (id),
  blurb_id integer NOT NULL REFERENCES overview_blurbs (id),
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, blurb_id)
);

-- A unit locked for a classroom is locked for its students (docs/decisions.md, "Unit locks").
CREATE TABLE classroom_unit_locks (
  classroom_id integer NOT NULL REFERENCES classrooms (id),
  unit_id integer NOT NULL REFERENCES units (id),
  locked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (classroom_id, unit_id)
);
CREATE INDEX classroom_unit_locks_unit_idx ON classroom_unit_locks (unit_id);

-- Resolvers the publish step uses to turn draft ids into the shapes of src/domain/content.
-- Rich values carry a "$rich" marker so the publisher sanitizes them again before storing the snapshot.
CREATE FUNCTION content_text(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN kind = 'rich' THEN jsonb_build_object('id', id, 'en', en, 'es', es, '$rich', true)
              ELSE jsonb_build_object('id', id, 'en', en, 'es', es) END
    FROM bilingual_values WHERE id = p_id
$$;

CREATE FUNCTION content_audio(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', id,
           'en', CASE WHEN en_asset_id IS NULL THEN NULL ELSE '/api/audio/' || en_asset_id END,
           'es', CASE WHEN es_asset_id IS NULL THEN NULL ELSE '/api/audio/' || es_asset_id END)
    FROM bilingual_audio WHERE id = p_id
$$;

CREATE FUNCTION content_image(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', id, 'url', '/api/images/' || id, 'name', file_name, 'width', width, 'height', height,
           'alt', content_text(alt_text_id))
    FROM media_assets WHERE id = p_id AND kind = 'image'
$$;

CREATE FUNCTION content_essential_question(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', id, 'question', content_text(question_id), 'audio', content_audio(audio_id))
    FROM essential_questions WHERE id = p_id
$$;
