-- Learner-state cache invalidation (docs/decisions.md, "Read path caching"): a student's progress,
-- classrooms and unit locks are cached per process; every change is announced on learner_state_changed.
-- Payloads: 'p:<studentId>:<lessonId>' (progress), 's:<studentId>' (classrooms), '*' (locks, classrooms).

CREATE FUNCTION notify_learner_progress() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('learner_state_changed', 'p:' || r.student_user_id || ':' || r.lesson_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER lesson_progress_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION notify_learner_progress();

CREATE FUNCTION notify_learner_classrooms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('learner_state_changed', 's:' || r.student_user_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER classroom_students_changed AFTER INSERT OR UPDATE OR DELETE ON classroom_students
  FOR EACH ROW EXECUTE FUNCTION notify_learner_classrooms();

CREATE FUNCTION notify_learner_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learner_state_changed', '*');
  RETURN NULL;
END
$$;

CREATE TRIGGER classroom_unit_locks_changed AFTER INSERT OR UPDATE OR DELETE ON classroom_unit_locks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_all();

CREATE TRIGGER classrooms_removed AFTER UPDATE OF deleted_at OR DELETE ON classrooms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_all();
