-- Support staff acting for a teacher (issue 12, docs/decisions.md "Support acting for a teacher").
-- One acting choice per sign-in session of a support user: two tabs of one sign-in share it, and a
-- session that ends (sign-out, password reset, expiry) takes it along. The teacher is kept with the
-- school the support user chose: a teacher moved to another school is no longer acted for.
CREATE TABLE support_acting_sessions (
  jti uuid PRIMARY KEY REFERENCES auth_sessions (jti) ON DELETE CASCADE,
  support_user_id integer NOT NULL REFERENCES users (id),
  teacher_user_id integer NOT NULL REFERENCES users (id),
  school_id integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);

-- The session cache keeps the acting choice with the session user: every change of it drops that
-- session's cached entry in every process, as a revocation does (auth_session_changed, 'jti:').
CREATE FUNCTION notify_support_acting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_session_changed', 'jti:' || OLD.jti::text);
  ELSE
    PERFORM pg_notify('auth_session_changed', 'jti:' || NEW.jti::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER support_acting_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON support_acting_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_support_acting_changed();

-- Every change a support user makes while acting: who (the support user), for whom (the teacher, at
-- which school), what (the call and its product-words action), on which objects (the ids the call
-- named) and when (database time). No foreign keys, append-only: the trail outlives the users.
CREATE TABLE support_audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  support_user_id integer NOT NULL,
  teacher_user_id integer NOT NULL,
  school_id integer NOT NULL,
  action text NOT NULL,
  route text NOT NULL,
  object_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
  acted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_audit_entries_support_idx ON support_audit_entries (support_user_id, id DESC);

CREATE FUNCTION refuse_support_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'support_audit_entries is append-only';
END
$$;

CREATE TRIGGER support_audit_entries_append_only BEFORE UPDATE OR DELETE ON support_audit_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_support_audit_change();
