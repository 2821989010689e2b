import type { UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import type { ApiResult } from './api-result';

/** A student's own language choices, kept on the server so they persist across sign-ins (api-spec §7.2). */
export interface ProfileGateway {
  /** PUT User/ChangeStudentTextLanguage/{id}/{lang}. */
  changeTextLanguage(userId: number, language: Language): Promise<ApiResult<UserProfile>>;
  /** PUT User/ChangeStudentAudioLanguage/{id}/{lang}. */
  changeAudioLanguage(userId: number, language: Language): Promise<ApiResult<UserProfile>>;
}
export const ProfileGateway = Symbol.for('ProfileGateway');
