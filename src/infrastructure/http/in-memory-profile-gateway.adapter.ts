import type { ApiResult } from '@application/ports/api-result';
import type { ProfileGateway } from '@application/ports/profile-gateway.port';
import type { UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';

/**
 * The profile gateway's twin for tests (never bound by the composition root): the students' profiles
 * in memory, their language choices kept as the server keeps them; an unknown user is a 404.
 */
export interface InMemoryProfileGateway extends ProfileGateway {
  /** The stored profile, with the languages chosen so far. */
  profile(userId: number): UserProfile | undefined;
}

export function createInMemoryProfileGateway(profiles: readonly UserProfile[] = []): InMemoryProfileGateway {
  const stored = new Map(profiles.map((profile) => [profile.id, profile]));
  const change = async (userId: number, choice: Partial<UserProfile>): Promise<ApiResult<UserProfile>> => {
    const profile = stored.get(userId);
    if (!profile) return { ok: false, status: 404, code: 'USER.NOT_FOUND', message: 'User not found', fields: [], kind: 'rejected' };
    const changed = { ...profile, ...choice };
    stored.set(userId, changed);
    return { ok: true, data: changed, message: 'OK' };
  };
  return {
    changeTextLanguage: (userId, language: Language) => change(userId, { textLanguage: language }),
    changeAudioLanguage: (userId, language: Language) => change(userId, { audioLanguage: language }),
    profile: (userId) => stored.get(userId),
  };
}
