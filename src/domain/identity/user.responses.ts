import { z } from 'zod';
import type { Equal, Expect } from '../shared/type-equality';
import type { ReducedProfile } from './reduced-profile';
import { ALL_ROLE_IDS } from './role';
import { ssoProviderListSchema } from '../sso/sso.responses';

/** Response schemas of the identity calls (api-spec §7.2); the server checks its answers against them. */

const id = z.number().int().positive();
const languageCodeSchema = z.enum(['en', 'es']);

export const reducedProfileSchema = z.object({
  id,
  userName: z.string(),
  roleId: z.literal(ALL_ROLE_IDS),
  roleName: z.string(),
  stateId: id.nullable(),
  districtId: id.nullable(),
  schoolId: id.nullable(),
});
// reduced-profile.ts stays zod-free (it is parsed on every first load), so the two are kept equal here.
export type _ReducedProfileMatches = Expect<Equal<z.infer<typeof reducedProfileSchema>, ReducedProfile>>;

/** The user profile returned by the server (product-spec §3, "User profile"). */
export const userProfileSchema = reducedProfileSchema.extend({
  userId: id,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  secondLastName: z.string().nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  textLanguage: languageCodeSchema,
  audioLanguage: languageCodeSchema,
  isSso: z.boolean(),
  lastLoginTime: z.string().nullable(),
});

/** A user as management lists show them: the profile plus the names of their places. */
export const managedUserSchema = userProfileSchema.extend({
  stateName: z.string().nullable(),
  districtName: z.string().nullable(),
  schoolName: z.string().nullable(),
});

export const authenticateResponseSchema = z.object({ token: z.string(), user: userProfileSchema });

/** `User/FindByUserName/{name}`: whether the name is free, and nothing about who holds it. */
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** `client-config`: settings the client needs before sign-in. */
export const clientConfigSchema = z.object({
  sessionIdleLogoutMs: z.number().int().positive(),
  sessionIdleWarningBeforeMs: z.number().int().positive(),
  signupEnabled: z.boolean(),
  ssoConfigured: z.boolean(),
  /** The single-sign-on providers the sign-in page offers a button for (docs/sso.md). */
  ssoProviders: ssoProviderListSchema,
  /** QA tracing is offered in the user menu (to the roles that may use it) without `?qa=1`. */
  qaTracing: z.boolean(),
});

export const managedUserListSchema = z.array(managedUserSchema);
