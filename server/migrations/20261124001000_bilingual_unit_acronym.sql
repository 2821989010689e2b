-- A special unit's acronym (the badge on its card and in scope and sequence) is written per language,
-- like its name: "LS" reads "DL" (Destrezas de lectura) in Spanish, "BM" reads "ER" (Evaluación de
-- referencia); docs/spanish-style-guide.md. The back office edits both through the bilingual value.
ALTER TABLE units ADD COLUMN special_unit_acronym_id integer REFERENCES bilingual_values (id);

DO $$
DECLARE
  u record;
  value_id integer;
BEGIN
  FOR u IN SELECT id, special_unit_acronym FROM units WHERE special_unit_acronym IS NOT NULL LOOP
    INSERT INTO bilingual_values (kind, en, es)
      VALUES ('plain', u.special_unit_acronym,
              CASE u.special_unit_acronym WHEN 'LS' THEN 'DL' WHEN 'BM' THEN 'ER' ELSE u.special_unit_acronym END)
      RETURNING id INTO value_id;
    UPDATE units SET special_unit_acronym_id = value_id WHERE id = u.id;
  END LOOP;
END
$$;

ALTER TABLE units DROP COLUMN special_unit_acronym;

-- Published unit snapshots carry the acronym too: give them the bilingual value now, so students read
-- it without waiting for the next publish.
UPDATE published_content p
   SET document = jsonb_set(p.document, '{specialUnitAcronym}', COALESCE(content_text(u.special_unit_acronym_id), 'null'::jsonb))
  FROM units u
 WHERE p.kind = 'unit' AND p.entity_id = u.id;
