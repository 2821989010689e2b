import { useState } from 'react';

/**
 * Whether a form's values differ from those it opened with: what closing it would throw away.
 * Compared by value, so typing a name back as it was leaves nothing to lose. The dialog mounts
 * afresh each time it opens (ManagementSection), so the first render holds the starting values.
 */
export function useHasChanges(current: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(current));
  return JSON.stringify(current) !== initial;
}
