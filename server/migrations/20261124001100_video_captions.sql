-- Captions of the course's own videos (WebVTT, GET /api/videos/{id}/captions/{language}): a media asset
-- per language, so a deaf or hard-of-hearing student, or one without sound, can follow what is said.
ALTER TABLE media_assets DROP CONSTRAINT media_assets_kind_check;
ALTER TABLE media_assets ADD CONSTRAINT media_assets_kind_check CHECK (kind IN ('image', 'audio', 'video', 'captions'));

CREATE TABLE video_captions (
  video_id integer NOT NULL REFERENCES media_assets (id),
  language text NOT NULL CHECK (language IN ('en', 'es')),
  captions_id integer NOT NULL REFERENCES media_assets (id),
  PRIMARY KEY (video_id, language)
);
