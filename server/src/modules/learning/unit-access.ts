import { one, type Sql } from '../../db/database';
import type { UnitDocument } from '@domain/content/unit.schemas';
import type { LockStatus } from '@domain/content/student-content.schemas';
import { isUnitLockedFor } from '@domain/learning/unit-access.rules';
import type { AuthUser } from '../auth/auth-user';
import { contentNotFound, unitLocked, type LearningDeps } from './learning-deps';
import { classroomIdsOf, locksOf } from './student-scope.repository';

/** Lock status of every unit for a viewer (only students are ever locked out). */
export async function lockStatusesFor(sql: Sql, viewer: AuthUser): Promise<(unitId: number) => LockStatus> {
  if (viewer.roleId !== 6) return () => 'unlocked';
  const classroomIds = await classroomIdsOf(sql, viewer.id);
  const locks = await locksOf(sql, classroomIds);
  return (unitId) => (isUnitLockedFor(viewer.roleId, classroomIds, locks.get(unitId) ?? []) ? 'locked' : 'unlocked');
}

/** Lock status of one unit for a viewer, in one round trip. */
export async function lockStatusOf(sql: Sql, viewer: AuthUser, unitId: number): Promise<LockStatus> {
  if (viewer.roleId !== 6) return 'unlocked';
  const row = await one<{ classroomIds: number[]; lockingIds: number[] }>(
    sql,
    `SELECT coalesce((SELECT array_agg(cs.classroom_id) FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
                       WHERE cs.student_user_id = $1 AND c.deleted_at IS NULL), '{}') AS "classroomIds",
            coalesce((SELECT array_agg(classroom_id) FROM classroom_unit_locks WHERE unit_id = $2), '{}') AS "lockingIds"`,
    [viewer.id, unitId],
  );
  return isUnitLockedFor(viewer.roleId, row!.classroomIds, row!.lockingIds) ? 'locked' : 'unlocked';
}

/** A published unit the viewer may open: 404 when unknown or unpublished, 403 UNIT.LOCKED when locked. */
export async function openUnit(deps: LearningDeps, viewer: AuthUser, unitId: number): Promise<UnitDocument> {
  const unit = (await deps.content.units()).find((u) => u.id === unitId);
  if (!unit) throw contentNotFound('UNIT');
  if ((await lockStatusOf(deps.db, viewer, unitId)) === 'locked') throw unitLocked();
  return unit;
}
