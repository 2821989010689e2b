-- FERPA 34 CFR 99.32: every time someone other than the student is shown part of a student's record,
-- who (id and role at the time), whose, what (kind and object id), when and through which call.
-- No foreign keys on purpose: the rows outlive the student's data (an erased student's id keeps its
-- disclosures, no longer with a name) and are only ever appended.
CREATE TABLE student_record_disclosures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_user_id integer NOT NULL,
  viewer_user_id integer NOT NULL,
  viewer_role_id smallint NOT NULL CHECK (viewer_role_id BETWEEN 1 AND 8),
  kind text NOT NULL,
  object_id integer,
  route text,
  disclosed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_record_disclosures_student_idx ON student_record_disclosures (student_user_id, id DESC);

CREATE FUNCTION refuse_disclosure_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'student_record_disclosures is append-only';
END
$$;

CREATE TRIGGER student_record_disclosures_append_only BEFORE UPDATE OR DELETE ON student_record_disclosures
  FOR EACH ROW EXECUTE FUNCTION refuse_disclosure_change();

-- An erased student keeps an anonymous row (ids in audit rows stay meaningful); erased_at marks it.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- The answers' history stays append-only, except for the one student whose data an erasure removes
-- in the current transaction (set_config('app.erasing_student', id, true)).
CREATE OR REPLACE FUNCTION refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.student_user_id::text = current_setting('app.erasing_student', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'assessment_answer_saves is append-only';
END
$$;
