import { RoleId } from '@domain/identity/role';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@domain/shared/constants';
import type { MessageKey } from '@domain/shared/messages';
import type { Sql } from '../../db/database';
import type { RosterRecord } from './oneroster-package';
import * as records from './oneroster-records.repository';

/*
 * What each users.csv row becomes: a teacher (role teacher) or a student (role student) at the school
 * of their role, or nothing (guardians, administrators... are not platform users here). A new user's
 * username is the file's, cut to the platform's rule (letters and digits, 5 to 15) and made unique
 * with a number; they sign in through SSO, so they get no password (docs/roster-sync.md).
 */

type Teaching = typeof RoleId.DistrictTeacher | typeof RoleId.Student;

export type UserPlan =
  | { readonly kind: 'skip'; readonly roleId?: undefined }
  | { readonly kind: 'problem'; readonly roleId?: undefined; readonly record: RosterRecord; readonly column: string; readonly reason: MessageKey }
  | { readonly kind: 'remove'; readonly roleId: RoleId; readonly userId: number }
  | { readonly kind: 'update'; readonly roleId: RoleId; readonly userId: number; readonly fields: records.RosterUserFields }
  | { readonly kind: 'create'; readonly roleId: RoleId; readonly record: RosterRecord; readonly username: string; readonly fields: records.RosterUserFields };

const ROLE_OF: Record<string, Teaching> = { teacher: RoleId.DistrictTeacher, student: RoleId.Student };

/** The user's teaching role and its org: a primary role first, a teacher's before a student's. */
function roleOf(roles: readonly RosterRecord[]): { roleId: Teaching; orgSourcedId: string } | null {
  const rank = (r: RosterRecord) => (r.fields.roleType === 'primary' ? 0 : 2) + (r.fields.role === 'teacher' ? 0 : 1);
  const teaching = roles.filter((r) => r.fields.status !== 'tobedeleted' && ROLE_OF[r.fields.role]).sort((a, b) => rank(a) - rank(b));
  return teaching[0] ? { roleId: ROLE_OF[teaching[0].fields.role], orgSourcedId: teaching[0].fields.orgSourcedId } : null;
}

/** The file's username (or e-mail, or sourcedId) as the platform's letters and digits, 5 to 15. */
export function usernameBase(record: RosterRecord): string {
  const { username, email, sourcedId } = record.fields;
  const letters = (username || email.split('@')[0] || sourcedId).replace(/[^A-Za-z0-9]/g, '').slice(0, USERNAME_MAX_LENGTH);
  return (letters || 'user').padEnd(USERNAME_MIN_LENGTH, '0');
}

/** The first of base, base2, base3... (cut to fit) nobody has and this import has not given. */
async function freeUsername(tx: Sql, base: string, given: Set<string>): Promise<string> {
  for (let n = 1; ; n += 10) {
    const candidates = Array.from({ length: 10 }, (_, i) => {
      const suffix = n + i === 1 ? '' : String(n + i);
      return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
    });
    const taken = await records.takenUsernames(tx, candidates);
    const free = candidates.find((c) => !taken.has(c.toLowerCase()) && !given.has(c.toLowerCase()));
    if (free) {
      given.add(free.toLowerCase());
      return free;
    }
  }
}

export async function rosterUserFields(
  tx: Sql,
  users: readonly RosterRecord[],
  roles: readonly RosterRecord[],
  schoolOf: (sourcedId: string) => number | undefined,
  userOf: (sourcedId: string) => number | undefined,
): Promise<UserPlan[]> {
  const rolesOf = new Map<string, RosterRecord[]>();
  for (const r of roles) rolesOf.set(r.fields.userSourcedId, [...(rolesOf.get(r.fields.userSourcedId) ?? []), r]);
  const given = new Set<string>();
  const givenEmails = new Set<string>();
  const plans: UserPlan[] = [];
  for (const record of users) {
    const { sourcedId, givenName, familyName, middleName, email, primaryOrgSourcedId } = record.fields;
    const userId = userOf(sourcedId);
    const current = userId === undefined ? null : await records.rosterUserPlace(tx, userId);
    if (record.fields.status === 'tobedeleted') {
      plans.push(userId !== undefined && current ? { kind: 'remove', roleId: current.roleId, userId } : { kind: 'skip' });
      continue;
    }
    const role = roleOf(rolesOf.get(sourcedId) ?? []);
    // A delta's user row without its roles keeps the role and school the user has.
    const kept = current?.roleId === RoleId.DistrictTeacher || current?.roleId === RoleId.Student ? current.roleId : null;
    const roleId = role?.roleId ?? kept;
    if (roleId === null) {
      plans.push({ kind: 'skip' });
      continue;
    }
    const schoolId = role ? (schoolOf(role.orgSourcedId) ?? schoolOf(primaryOrgSourcedId)) : (current?.schoolId ?? schoolOf(primaryOrgSourcedId));
    const place = schoolId === undefined || schoolId === null ? null : await records.placeOfSchool(tx, schoolId);
    if (!place || schoolId === undefined || schoolId === null) {
      plans.push({ kind: 'problem', record, column: role ? 'sourcedId' : 'primaryOrgSourcedId', reason: 'rosterNoSchool' });
      continue;
    }
    // An e-mail another account holds is left off (e-mails are unique); the user still signs in through SSO.
    const mail = email && !givenEmails.has(email.toLowerCase()) && !(await records.emailTakenByOther(tx, email, userId ?? null)) ? email : null;
    if (mail) givenEmails.add(mail.toLowerCase());
    const fields = { firstName: givenName, middleName: middleName || null, lastName: familyName, email: mail, roleId, schoolId, ...place };
    if (userId !== undefined) plans.push({ kind: 'update', roleId, userId, fields });
    else plans.push({ kind: 'create', roleId, record, username: await freeUsername(tx, usernameBase(record), given), fields });
  }
  return plans;
}
