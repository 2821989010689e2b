import { z } from 'zod';
import {
  MAX_AGE_YEARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SSO_MIN_AGE_YEARS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  isLanguage,
} from '../shared/constants';
import { idSchema, msg, safeText, selectedIdSchema, wholeNumberSchema } from '../shared/schema-kit';
import { RoleId, isRoleId } from './role';
import type { authenticateResponseSchema, clientConfigSchema, managedUserSchema, userProfileSchema } from './user.responses';

/** Letters or numbers, 5 to 15 (docs/decisions.md: one reading for both the rule and its message). */
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);
export const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
/** Letters of any alphabet; single spaces, hyphens or apostrophes may join parts ("De la Cruz", "O'Neil"). */
export const PERSON_NAME_PATTERN = /^\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;

export const usernameSchema = safeText('usernameFormat').trim().regex(USERNAME_PATTERN, msg('usernameFormat'));
export const passwordSchema = safeText('passwordFormat').regex(PASSWORD_PATTERN, msg('passwordFormat'));
export const emailSchema = safeText('invalidEmail').trim().max(254, msg('invalidEmail')).pipe(z.email(msg('invalidEmail')));
export const personNameSchema = safeText('personNameFormat')
  .trim()
  .max(50, msg('personNameFormat'))
  .regex(PERSON_NAME_PATTERN, msg('personNameFormat'));
export const optionalPersonNameSchema = z
  .union([z.literal(''), personNameSchema])
  .nullish()
  .transform((v) => (v ? v : null));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD as a calendar date; rejects impossible dates like 2023-02-30. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and `today` (both calendar dates). */
export function ageInYears(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age;
}

/** Birth date rule of §5: a valid date, not in the future, under 100 years; SSO users 18 to 100. */
export function birthDateSchema(options: { sso?: boolean; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return safeText('dateInvalid').superRefine((value, ctx) => {
    const date = parseIsoDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: msg('dateInvalid') });
      return;
    }
    const age = ageInYears(date, now());
    const born = Date.UTC(date.year, date.month - 1, date.day);
    if (born > now().getTime()) ctx.addIssue({ code: 'custom', message: msg('dateInFuture') });
    else if (options.sso && (age < SSO_MIN_AGE_YEARS || age >= MAX_AGE_YEARS))
      ctx.addIssue({ code: 'custom', message: msg('ssoAgeRange') });
    else if (age >= MAX_AGE_YEARS) ctx.addIssue({ code: 'custom', message: msg('ageTooHigh') });
  });
}

export const roleIdSchema = z.coerce
  .number({ error: msg('optionRequired') })
  .refine((v): v is RoleId => isRoleId(v), msg('optionRequired'));

export const languageSchema = safeText('optionRequired').refine(isLanguage, msg('optionRequired'));

export const credentialsSchema = z.object({
  username: safeText('invalidCredentials').trim().min(1, msg('invalidCredentials')).max(100, msg('invalidCredentials')),
  password: safeText('invalidCredentials').min(1, msg('invalidCredentials')).max(200, msg('invalidCredentials')),
});
export type Credentials = z.infer<typeof credentialsSchema>;

function passwordsMatch<T extends { password?: string; confirmPassword?: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.confirmPassword !== undefined && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: msg('passwordMismatch') });
  }
}

/** Public sign-up: creates a student account at a chosen school (docs/decisions.md). */
export const signupSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: safeText('passwordMismatch'),
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    birthDate: birthDateSchema(),
    stateId: selectedIdSchema,
    districtId: selectedIdSchema,
    schoolId: selectedIdSchema,
  })
  .superRefine(passwordsMatch);
export type SignupInput = z.infer<typeof signupSchema>;

/** Which place a role belongs to; add-user requires that place (docs/decisions.md). */
export type PlaceLevel = 'none' | 'state' | 'district' | 'school';
export const PLACE_LEVEL_OF_ROLE: Record<RoleId, PlaceLevel> = {
  [RoleId.SuperAdmin]: 'none',
  [RoleId.ContentCreator]: 'none',
  [RoleId.SupportRole]: 'none',
  [RoleId.StateManager]: 'state',
  [RoleId.DistrictManager]: 'district',
  [RoleId.CampusManager]: 'school',
  [RoleId.DistrictTeacher]: 'school',
  [RoleId.Student]: 'school',
};

const placeFields = {
  stateId: idSchema.nullish(),
  districtId: idSchema.nullish(),
  schoolId: idSchema.nullish(),
};

function placeRequired<T extends { roleId: RoleId; stateId?: number | null; districtId?: number | null; schoolId?: number | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  const level = PLACE_LEVEL_OF_ROLE[value.roleId];
  const need: Array<'stateId' | 'districtId' | 'schoolId'> =
    level === 'school' ? ['stateId', 'districtId', 'schoolId'] : level === 'district' ? ['stateId', 'districtId'] : level === 'state' ? ['stateId'] : [];
  for (const field of need) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: msg('optionRequired') });
  }
}

export const addUserSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: safeText('passwordMismatch').optional(),
    firstName: personNameSchema,
    middleName: optionalPersonNameSchema,
    lastName: personNameSchema,
    secondLastName: optionalPersonNameSchema,
    email: emailSchema,
    birthDate: z.union([z.literal(''), birthDateSchema()]).nullish().transform((v) => (v ? v : null)),
    roleId: roleIdSchema,
    ...placeFields,
  })
  .superRefine(passwordsMatch)
  .superRefine(placeRequired);
export type AddUserInput = z.infer<typeof addUserSchema>;

/** PUT User/{id}: every editable field; a password is changed only when given. */
export const updateUserSchema = z
  .object({
    username: usernameSchema,
    password: z.union([z.literal(''), passwordSchema]).nullish().transform((v) => (v ? v : null)),
    firstName: personNameSchema,
    middleName: optionalPersonNameSchema,
    lastName: personNameSchema,
    secondLastName: optionalPersonNameSchema,
    email: emailSchema,
    birthDate: z.union([z.literal(''), birthDateSchema()]).nullish().transform((v) => (v ? v : null)),
    roleId: roleIdSchema,
    ...placeFields,
  })
  .superRefine(placeRequired);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const passwordResetRequestSchema = z.object({ emailAddress: emailSchema });

export const newPasswordSchema = z
  .object({
    token: safeText('resetTokenInvalid').min(16, msg('resetTokenInvalid')).max(200, msg('resetTokenInvalid')),
    password: passwordSchema,
    confirmPassword: safeText('passwordMismatch'),
  })
  .superRefine(passwordsMatch);

export const usernameParamsSchema = z.object({ name: safeText().min(1).max(100) });

/** `User/{apiPath}/{id}`: the scopes a user list can be loaded by. */
export const USER_LIST_PATHS = ['GetAll', 'GetByStateId', 'GetByDistrictId', 'GetBySchoolId'] as const;
export type UserListPath = (typeof USER_LIST_PATHS)[number];
export const userListParamsSchema = z.object({
  apiPath: z.enum(USER_LIST_PATHS, { error: msg('notFound') }),
  id: wholeNumberSchema(0),
});

export type { ReducedProfile } from './reduced-profile';

/** The user profile returned by the server (product-spec §3, "User profile"); schema in user.responses.ts. */
export type UserProfile = z.infer<typeof userProfileSchema>;
export type ManagedUser = z.infer<typeof managedUserSchema>;
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;
export type ClientConfig = z.infer<typeof clientConfigSchema>;
