-- Unit lock signal (issue 12, docs/decisions.md "Class signals"): whoever writes a lock row, the
-- classroom's connected students are told at once. One announcement per changed row on
-- classroom_unit_locks_signal, payload '{"classroomId":…,"unitId":…,"locked":…}'. Row triggers fire
-- before the statement trigger that drops the learner-state caches ('*' on learner_state_changed);
-- every process reads the classroom's students before pushing, by which time its caches have dropped.

CREATE FUNCTION notify_unit_lock_signal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM pg_notify('classroom_unit_locks_signal',
      json_build_object('classroomId', OLD.classroom_id, 'unitId', OLD.unit_id, 'locked', false)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('classroom_unit_locks_signal',
      json_build_object('classroomId', NEW.classroom_id, 'unitId', NEW.unit_id, 'locked', true)::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER classroom_unit_locks_signal AFTER INSERT OR UPDATE OR DELETE ON classroom_unit_locks
  FOR EACH ROW EXECUTE FUNCTION notify_unit_lock_signal();
