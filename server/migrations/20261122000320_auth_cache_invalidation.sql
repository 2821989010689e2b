-- Session cache invalidation (docs/decisions.md, "Session cache"): whatever code path revokes a
-- session or changes what a session user may do, every server process hears it and drops the cache entry.

CREATE FUNCTION notify_auth_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_session_changed', 'jti:' || NEW.jti::text);
  RETURN NEW;
END
$$;

CREATE TRIGGER auth_sessions_revoked AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
  EXECUTE FUNCTION notify_auth_session_revoked();

CREATE FUNCTION notify_auth_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_session_changed', 'user:' || OLD.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_auth_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (NEW.role_id IS DISTINCT FROM OLD.role_id OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
    OR NEW.username IS DISTINCT FROM OLD.username OR NEW.state_id IS DISTINCT FROM OLD.state_id
    OR NEW.district_id IS DISTINCT FROM OLD.district_id OR NEW.school_id IS DISTINCT FROM OLD.school_id)
  EXECUTE FUNCTION notify_auth_user_changed();

CREATE TRIGGER users_auth_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_user_changed();
