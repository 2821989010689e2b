import { RoleId } from '@domain/identity/role';
import { noRosterCounts, type RosterCounts, type RosterEntity } from '@domain/roster-sync/oneroster.schemas';
import { ONEROSTER_FILES } from '@domain/roster-sync/oneroster-files';
import type { MessageKey } from '@domain/shared/messages';
import type { Sql } from '../../db/database';
import { revokeSessionsOfUser } from '../auth/session.repository';
import type { FoundProblem, RosterFiles, RosterRecord } from './oneroster-package';
import * as records from './oneroster-records.repository';
import { rosterUserFields, type UserPlan } from './oneroster-users';
import { parseRosterUserIds, replaceRosterUserIds } from './oneroster-user-ids.repository';

/*
 * Applies a checked OneRoster package in one transaction (the caller's): orgs become districts and
 * schools, teachers and students become users, classes become classrooms and student enrollments
 * their rosters. Every record is matched on its sourcedId (oneroster_links), so the same files twice
 * change nothing. A record that cannot be placed (an unknown reference, a name another place holds)
 * is a problem; the caller rolls everything back when there is any (docs/roster-sync.md).
 */

export interface RosterTarget {
  readonly stateId: number;
  /** Where schools whose parent is not a district of the files (or imported before) go. */
  readonly districtId: number | null;
}

export interface AppliedRoster {
  readonly counts: RosterCounts;
  readonly problems: FoundProblem[];
  /** Users whose role or place changed or who were deactivated: their cached sessions are dropped. */
  readonly touchedUsers: number[];
}

type Outcome = 'created' | 'updated' | 'removed' | 'unchanged';

/** The sourcedIds of this import resolved to local ids, kind by kind: the files first, then earlier imports. */
class Resolver {
  private readonly ids = new Map<records.LinkKind, Map<string, number>>();
  constructor(private readonly tx: Sql) {}
  async load(kind: records.LinkKind, sourcedIds: readonly string[]): Promise<void> {
    this.ids.set(kind, await records.findLinks(this.tx, kind, [...new Set(sourcedIds.filter(Boolean))]));
  }
  get(kind: records.LinkKind, sourcedId: string): number | undefined {
    return this.ids.get(kind)?.get(sourcedId);
  }
  async link(kind: records.LinkKind, sourcedId: string, localId: number): Promise<void> {
    this.ids.get(kind)?.set(sourcedId, localId);
    await records.saveLink(this.tx, kind, sourcedId, localId);
  }
}

export async function applyRosterFiles(tx: Sql, files: RosterFiles, target: RosterTarget): Promise<AppliedRoster> {
  const counts = noRosterCounts();
  const problems: FoundProblem[] = [];
  const touchedUsers: number[] = [];
  const count = (entity: RosterEntity, outcome: Outcome) => void (counts[entity][outcome] += 1);
  const report = (file: keyof RosterFiles, record: RosterRecord, column: string, reason: MessageKey, values?: Record<string, string>) =>
    void problems.push({ file: ONEROSTER_FILES[file].fileName, row: record.row, column, reason, ...(values ? { values } : {}) });
  const ids = new Resolver(tx);
  const rowsOf = (file: keyof RosterFiles) => files[file]?.records ?? [];
  const active = (r: RosterRecord) => r.fields.status !== 'tobedeleted';

  // Orgs: districts first, then the schools under them. Other org types (departments...) are not places here.
  const orgs = rowsOf('orgs');
  await ids.load('district', [...orgs.map((r) => r.fields.sourcedId), ...orgs.map((r) => r.fields.parentSourcedId)]);
  await ids.load('school', [...orgs, ...rowsOf('classes'), ...rowsOf('roles'), ...rowsOf('users')].flatMap((r) => [r.fields.sourcedId, r.fields.schoolSourcedId, r.fields.orgSourcedId, r.fields.primaryOrgSourcedId]));
  for (const kind of ['district', 'school'] as const) {
    for (const org of orgs.filter((r) => r.fields.type === kind && active(r))) {
      const { sourcedId, name, parentSourcedId } = org.fields;
      const parentId = kind === 'district' ? target.stateId : (ids.get('district', parentSourcedId) ?? target.districtId);
      if (parentId === null) {
        report('orgs', org, 'parentSourcedId', 'rosterUnknownReference', { what: 'district' });
        continue;
      }
      const linked = ids.get(kind, sourcedId);
      const named = await records.findPlaceByName(tx, kind, name);
      if (named && named.id !== linked && (linked !== undefined || named.parentId !== parentId || (await records.isLinked(tx, kind, named.id)))) {
        report('orgs', org, 'name', 'rosterNameTaken', { what: kind });
        continue;
      }
      const entity = kind === 'district' ? 'districts' : 'schools';
      if (linked !== undefined) count(entity, (await records.updatePlace(tx, kind, linked, name, parentId)) ? 'updated' : 'unchanged');
      else if (named) {
        // The place was set up by hand before the first sync: it is adopted, not doubled.
        await ids.link(kind, sourcedId, named.id);
        count(entity, 'unchanged');
      } else {
        await ids.link(kind, sourcedId, kind === 'district' ? await records.insertDistrict(tx, name, parentId) : await records.insertSchool(tx, name, parentId));
        count(entity, 'created');
      }
    }
  }

  // Users: teachers and students, placed at the school of their role.
  const users = rowsOf('users');
  const enrollments = rowsOf('enrollments');
  await ids.load('user', [...users.map((r) => r.fields.sourcedId), ...enrollments.map((r) => r.fields.userSourcedId), ...rowsOf('roles').map((r) => r.fields.userSourcedId)]);
  const plans: UserPlan[] = await rosterUserFields(tx, users, rowsOf('roles'), (sid) => ids.get('school', sid), (sid) => ids.get('user', sid));
  for (const plan of plans) {
    const entity = plan.roleId === RoleId.Student ? 'students' : 'teachers';
    if (plan.kind === 'skip') continue;
    if (plan.kind === 'problem') report('users', plan.record, plan.column, plan.reason);
    else if (plan.kind === 'remove') {
      if (await records.deactivateUser(tx, plan.userId)) {
        await revokeSessionsOfUser(tx, plan.userId);
        touchedUsers.push(plan.userId);
        count(entity, 'removed');
      } else count(entity, 'unchanged');
    } else if (plan.kind === 'update') {
      const changed = await records.updateRosterUser(tx, plan.userId, plan.fields);
      if (changed) touchedUsers.push(plan.userId);
      count(entity, changed ? 'updated' : 'unchanged');
    } else {
      await ids.link('user', plan.record.fields.sourcedId, await records.insertRosterUser(tx, plan.username, plan.fields));
      count(entity, 'created');
    }
  }

  // Their identifiers in other systems (userIds): how their first single sign-on finds them (docs/sso.md).
  const placed = users.filter(active).map((r) => ({ userId: ids.get('user', r.fields.sourcedId), ids: parseRosterUserIds(r.fields.userIds ?? '') }));
  await replaceRosterUserIds(tx, placed.filter((p): p is { userId: number; ids: ReturnType<typeof parseRosterUserIds> } => p.userId !== undefined));

  // Classes: a classroom at its school, taught by the class's teacher enrollment.
  const classes = rowsOf('classes');
  await ids.load('classroom', [...classes.map((r) => r.fields.sourcedId), ...enrollments.map((r) => r.fields.classSourcedId)]);
  const teacherOf = new Map<string, RosterRecord>();
  for (const e of enrollments.filter((r) => r.fields.role === 'teacher' && active(r))) {
    const current = teacherOf.get(e.fields.classSourcedId);
    if (!current || (current.fields.primary !== 'true' && e.fields.primary === 'true')) teacherOf.set(e.fields.classSourcedId, e);
  }
  for (const cls of classes) {
    const { sourcedId, title, schoolSourcedId, periods } = cls.fields;
    const linked = ids.get('classroom', sourcedId);
    if (!active(cls)) {
      if (linked !== undefined) count('classrooms', (await records.removeRosterClassroom(tx, linked)) ? 'removed' : 'unchanged');
      continue;
    }
    const schoolId = ids.get('school', schoolSourcedId);
    if (schoolId === undefined) {
      report('classes', cls, 'schoolSourcedId', 'rosterUnknownReference', { what: 'school' });
      continue;
    }
    const teacherEnrollment = teacherOf.get(sourcedId);
    const teacherId = teacherEnrollment ? ids.get('user', teacherEnrollment.fields.userSourcedId) : undefined;
    if (teacherEnrollment && teacherId === undefined) {
      report('enrollments', teacherEnrollment, 'userSourcedId', 'rosterUnknownReference', { what: 'teacher' });
      continue;
    }
    const fields = { name: title, period: periods.split(',')[0]?.trim() || null, schoolId, teacherId: teacherId ?? null };
    if (linked !== undefined) count('classrooms', (await records.updateRosterClassroom(tx, linked, fields)) ? 'updated' : 'unchanged');
    else if (teacherId === undefined) report('classes', cls, 'sourcedId', 'rosterNoTeacher');
    else {
      await ids.link('classroom', sourcedId, await records.insertRosterClassroom(tx, { ...fields, teacherId }));
      count('classrooms', 'created');
    }
  }

  // Student enrollments: the classroom's roster. Leaving a class keeps the student's work.
  for (const e of enrollments.filter((r) => r.fields.role === 'student')) {
    const classroomId = ids.get('classroom', e.fields.classSourcedId);
    const studentId = ids.get('user', e.fields.userSourcedId);
    if (classroomId === undefined) report('enrollments', e, 'classSourcedId', 'rosterUnknownReference', { what: 'class' });
    else if (studentId === undefined) report('enrollments', e, 'userSourcedId', 'rosterUnknownReference', { what: 'student' });
    else if (!active(e)) count('enrollments', (await records.unenrollStudent(tx, classroomId, studentId)) ? 'removed' : 'unchanged');
    else count('enrollments', (await records.enrollStudent(tx, classroomId, studentId)) ? 'created' : 'unchanged');
  }
  return { counts, problems, touchedUsers };
}
