import type { Sql } from '../../db/database';
import type { UnitDocument } from '@domain/content/unit.schemas';
import type { LockStatus } from '@domain/content/student-content.schemas';
import { isUnitLockedFor } from '@domain/learning/unit-access.rules';
import type { AuthUser } from '../auth/auth-user';
import { contentNotFound } from './content-not-found';
import type { AppDeps } from '../../app-deps';
import { classroomIdsOf, classroomsAndUnitLocks, locksOf } from './student-scope.repository';
import { appError } from '../../http/app-error';

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
  const { classroomIds, lockingIds } = await classroomsAndUnitLocks(sql, viewer.id, unitId);
  return isUnitLockedFor(viewer.roleId, classroomIds, lockingIds) ? 'locked' : 'unlocked';
}

/** A published unit the viewer may open: 404 when unknown or unpublished, 403 UNIT.LOCKED when locked. */
export async function openUnit(deps: AppDeps, viewer: AuthUser, unitId: number): Promise<UnitDocument> {
  const unit = (await deps.content.units()).find((u) => u.id === unitId);
  if (!unit) throw contentNotFound('UNIT');
  if ((await lockStatusOf(deps.db, viewer, unitId)) === 'locked') throw appError('UNIT.LOCKED');
  return unit;
}
