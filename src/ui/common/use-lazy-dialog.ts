import { useCallback, useRef, useState } from 'react';

/**
 * The state of a dialog whose module loads on its first open (issue 17): `mounted` turns true on the
 * first `open` and stays (so later opens and closes animate), `opened` follows open and close. A dialog
 * that mounts already open cannot note where focus was, so `close` gives focus back to `trigger` itself
 * (pass `{ returnFocus: false }` when the caller moves focus elsewhere).
 */
export function useLazyDialog<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<Trigger>(null);
  const open = useCallback(() => {
    setMounted(true);
    setOpened(true);
  }, []);
  const close = useCallback(({ returnFocus = true }: { returnFocus?: boolean } = {}) => {
    setOpened(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  return { opened, mounted, trigger, open, close };
}
