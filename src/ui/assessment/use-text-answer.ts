import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before a text answer is handed to the outbox (it is also handed over on blur and when the question closes). */
export const TEXT_ANSWER_PAUSE_MS = 800;

/**
 * Text the student types, handed over after a pause rather than on every key (each hand-over is a
 * save of its own), and at once when the field loses focus or the question leaves the screen, so
 * nothing typed is ever left behind.
 */
export function useTextAnswer<T>(initial: T, commit: (value: T) => void, same: (a: T, b: T) => boolean = Object.is) {
  const [value, setValue] = useState(initial);
  const state = useRef({ value: initial, committed: initial, commit, same });
  state.current.commit = commit;
  state.current.same = same;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const s = state.current;
    if (s.same(s.value, s.committed)) return;
    s.committed = s.value;
    s.commit(s.value);
  }, []);

  const change = useCallback(
    (next: T) => {
      state.current.value = next;
      setValue(next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, TEXT_ANSWER_PAUSE_MS);
    },
    [flush],
  );

  useEffect(() => flush, [flush]);
  return { value, change, flush };
}
