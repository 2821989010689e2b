import { RoleId } from '../identity/role';
import type { LessonStatus } from './lesson-progress.rules';

/**
 * Unit locks are set per classroom (docs/decisions.md): a student is locked out of a unit when any
 * classroom they belong to has locked it. Other roles are never locked out (they preview content).
 */
export function isUnitLockedFor(roleId: number, studentClassroomIds: readonly number[], lockingClassroomIds: readonly number[]): boolean {
  if (roleId !== RoleId.Student) return false;
  return studentClassroomIds.some((id) => lockingClassroomIds.includes(id));
}

export interface UnitProgress {
  readonly total: number;
  readonly completed: number;
  readonly inProgress: number;
  /** Whole percent of listed lessons completed, 0..100. */
  readonly percent: number;
  readonly status: LessonStatus;
}

/** A unit's progress for a student from the statuses of the lessons the student can see in it. */
export function unitProgressOf(statuses: readonly LessonStatus[]): UnitProgress {
  const total = statuses.length;
  const completed = statuses.filter((s) => s === 'completed').length;
  const inProgress = statuses.filter((s) => s === 'in-progress').length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const status: LessonStatus = total > 0 && completed === total ? 'completed' : completed + inProgress > 0 ? 'in-progress' : 'not-started';
  return { total, completed, inProgress, percent, status };
}

/** Unit neighbours for previous/next navigation; the client sends the student home when a neighbour is locked. */
export function neighbours<U extends { id: number }>(ordered: readonly U[], unitId: number): { previous: U | null; next: U | null } {
  const index = ordered.findIndex((u) => u.id === unitId);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
