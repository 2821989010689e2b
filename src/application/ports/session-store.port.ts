import type { ReducedProfile } from '@domain/identity/user.schemas';

/** Where the signed-in session lives: the token under `auth-token` and the reduced profile beside it. */
export interface SessionStore {
  readToken(): string | null;
  readProfile(): ReducedProfile | null;
  write(token: string, profile: ReducedProfile): void;
  clear(): void;
}
export const SessionStore = Symbol.for('SessionStore');
