-- Issue 16: a student's accessibility tools (text size, high contrast, reading spacing, read-aloud
-- language), kept per student so they follow the student across the school's shared devices. A
-- student without a row has the defaults (src/domain/accessibility/accessibility.rules.ts); the
-- checks repeat the shared schema's values so no other writer can store what the client cannot read.
CREATE TABLE student_accessibility_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  text_size text NOT NULL CHECK (text_size IN ('default', 'large', 'larger')),
  high_contrast boolean NOT NULL,
  reading_spacing boolean NOT NULL,
  read_aloud_language text NOT NULL CHECK (read_aloud_language IN ('en', 'es')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
