-- Issue 15: a vocabulary workbook is read and checked when it is uploaded, and saved only when the
-- creator confirms it after the preview. The checked rows wait here between the two calls (also
-- across a restart); a save deletes its import, and imports older than a day are dropped when the
-- next one is stored. `rows` holds each data row's validated fields or why it was refused; what a
-- row does (add, update, unchanged) is worked out again against the glossary at preview and save.
CREATE TABLE vocabulary_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id),
  language smallint NOT NULL CHECK (language IN (0, 1)),
  file_name text NOT NULL,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rows jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vocabulary_imports_created_idx ON vocabulary_imports (created_at);
