import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads when it is first needed mounts
 * then and stays mounted, so it can fade out and open again without loading.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
