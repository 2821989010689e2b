import type { SessionStore } from '@application/ports/session-store.port';
import { parseReducedProfile, type ReducedProfile } from '@domain/identity/reduced-profile';
import { SESSION_STORAGE_KEYS } from '@domain/shared/constants';

/** The session in `sessionStorage` (product-spec §3); a tampered or stale profile reads as none. */
export function createBrowserSessionStore(storage: Storage): SessionStore {
  return {
    readToken: () => storage.getItem(SESSION_STORAGE_KEYS.token),
    readProfile(): ReducedProfile | null {
      const raw = storage.getItem(SESSION_STORAGE_KEYS.profile);
      if (!raw) return null;
      try {
        return parseReducedProfile(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write(token, profile) {
      storage.setItem(SESSION_STORAGE_KEYS.token, token);
      storage.setItem(SESSION_STORAGE_KEYS.profile, JSON.stringify(profile));
    },
    clear() {
      storage.removeItem(SESSION_STORAGE_KEYS.token);
      storage.removeItem(SESSION_STORAGE_KEYS.profile);
    },
  };
}
