import { RoleId, ROLE_NAMES } from '@domain/identity/role';
import type { DisclosurePageQuery } from '@domain/privacy/privacy.schemas';
import type { Disclosure, StudentErasure, StudentExport } from '@domain/privacy/privacy.responses';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { accountKeyOf } from '../auth/login-throttle';
import { recordDisclosure } from './disclosure-recorder';
import { countDisclosures, listDisclosures } from './disclosure.repository';
import { anonymiseStudent, eraseStudentRows, findUsername } from './student-erasure.repository';
import { forgetStudentRollups } from '../reports/report-rollup.use-cases';
import * as records from './student-record.repository';

/** Only a super admin reads the audit trail, exports or erases (product-spec §6 gives no one else a say over every student). */
function assertSuperAdmin(viewer: AuthUser): void {
  if (viewer.roleId !== RoleId.SuperAdmin) throw appError('FORBIDDEN');
}

/** A student account that still has its data; 404 when there is none, or it was erased. */
async function liveStudent(sql: Sql, studentId: number, lock = false): Promise<void> {
  const student = await records.findStudentAccount(sql, studentId, lock);
  if (!student) throw appError('PRIVACY.STUDENT_NOT_FOUND');
  if (student.erased) throw appError('PRIVACY.STUDENT_ERASED');
}

async function disclosuresOf(sql: Sql, studentId: number, limit: number | null, offset: number): Promise<Disclosure[]> {
  const rows = await listDisclosures(sql, studentId, limit, offset);
  return rows.map((r) => ({ ...r, viewerRoleName: ROLE_NAMES[r.viewerRoleId] }));
}

/** `GET student/{id}/disclosures`: who was shown the student's record, newest first (an erased student's too). */
export async function listStudentDisclosures(deps: AppDeps, viewer: AuthUser, studentId: number, page: DisclosurePageQuery) {
  assertSuperAdmin(viewer);
  if (!(await records.findStudentAccount(deps.db, studentId))) throw appError('PRIVACY.STUDENT_NOT_FOUND');
  const offset = (page.page - 1) * page.pageSize;
  const [total, disclosures] = await Promise.all([countDisclosures(deps.db, studentId), disclosuresOf(deps.db, studentId, page.pageSize, offset)]);
  return { studentId, page: page.page, pageSize: page.pageSize, total, disclosures };
}

/**
 * `GET student/{id}/export`: everything the platform holds about the student, read in one transaction
 * (one consistent picture) that also records the export as a disclosure, so the document lists it.
 */
export async function exportStudentData(deps: AppDeps, viewer: AuthUser, studentId: number): Promise<StudentExport> {
  assertSuperAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    await liveStudent(tx, studentId);
    await recordDisclosure(deps, viewer, studentId, 'student-export', null, tx);
    const exportedAt = new Date().toISOString();
    return {
      studentId,
      exportedAt,
      profile: await records.readProfile(tx, studentId),
      classrooms: await records.readClassrooms(tx, studentId),
      lessonProgress: await records.readLessonProgress(tx, studentId),
      blurbChecks: await records.readBlurbChecks(tx, studentId),
      attempts: await records.readAttempts(tx, studentId),
      answerHistory: await records.readAnswerHistory(tx, studentId),
      benchmarks: await records.readBenchmarks(tx, studentId),
      notifications: await records.readNotifications(tx, studentId),
      sessions: await records.readSessions(tx, studentId),
      disclosures: await disclosuresOf(tx, studentId, null, 0),
    };
  });
}

/**
 * `DELETE student/{id}/data`: erases the student's work and personal data in one transaction. The
 * account row stays, anonymised and removed (audit rows and teachers' grading history point at its
 * id); the disclosures stay, and the erasure is recorded among them. A second erasure is 404.
 */
export async function eraseStudentData(deps: AppDeps, viewer: AuthUser, studentId: number): Promise<StudentErasure> {
  assertSuperAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    await liveStudent(tx, studentId, true);
    const erased = await eraseStudentRows(tx, studentId, accountKeyOf(await findUsername(tx, studentId)));
    await forgetStudentRollups(tx, studentId);
    const erasedAt = await anonymiseStudent(tx, studentId);
    await recordDisclosure(deps, viewer, studentId, 'student-erasure', null, tx);
    return { studentId, erasedAt, erased };
  });
}
