import type { UseMutationResult } from '@tanstack/react-query';
import { failureOf } from '../app/server-state/api-result-query';

/**
 * The version a save is based on: the item as the list shows it now or, after a stale refusal, the
 * version the server answered with (`current`), whichever is newer. The creator's typed text stays in
 * the form; saving again then replaces the other creator's change knowingly.
 */
export function versionToSave(shown: number, saving: Pick<UseMutationResult<unknown, Error, never>, 'error'>): number {
  const current = failureOf(saving.error)?.current as { version?: unknown } | null | undefined;
  return typeof current?.version === 'number' ? Math.max(shown, current.version) : shown;
}
