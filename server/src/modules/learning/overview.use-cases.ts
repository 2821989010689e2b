import type { OverviewView } from '@domain/content/student-content.schemas';
import { RoleId } from '@domain/identity/role';
import { badRequest, forbidden } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { LearningDeps } from './learning-deps';
import { progressSubject } from './progress-subject';
import { openUnit } from './unit-access';

async function checkedBlurbIds(deps: LearningDeps, studentId: number, blurbIds: readonly number[]): Promise<Set<number>> {
  const rows = await deps.db.query<{ id: number }>(
    'SELECT blurb_id AS id FROM blurb_checks WHERE student_user_id = $1 AND blurb_id = ANY($2::int[])',
    [studentId, blurbIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** unit/{id}/overview: the overview with each blurb checked or remaining for the student. */
export async function getOverview(deps: LearningDeps, viewer: AuthUser, unitId: number, studentId?: number): Promise<OverviewView> {
  const unit = await openUnit(deps, viewer, unitId);
  const subject = await progressSubject(deps.db, viewer, studentId);
  const blurbs = unit.overview.blurbs;
  const checked = subject === null ? new Set<number>() : await checkedBlurbIds(deps, subject, blurbs.map((b) => b.id));
  const views = blurbs.map((b) => ({ ...b, status: checked.has(b.id) ? ('checked' as const) : ('remaining' as const) }));
  return {
    unitId,
    unitName: unit.name,
    intro: unit.overview.intro,
    blurbs: views,
    checked: views.filter((b) => b.status === 'checked').length,
    remaining: views.filter((b) => b.status === 'remaining').length,
  };
}

/** PATCH unit/{id}/overview by a student: marks one blurb of the published overview checked or remaining. */
export async function setBlurbStatus(deps: LearningDeps, viewer: AuthUser, unitId: number, blurbId: number, checked: boolean) {
  if (viewer.roleId !== RoleId.Student) throw forbidden('progressNotYours', {}, 'PROGRESS.STUDENTS_ONLY');
  const unit = await openUnit(deps, viewer, unitId);
  if (!unit.overview.blurbs.some((b) => b.id === blurbId)) throw badRequest('fieldsInvalid', [{ field: 'blurbId', message: 'fieldsInvalid' }]);
  if (checked) {
    await deps.db.query('INSERT INTO blurb_checks (student_user_id, blurb_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.id, blurbId]);
  } else {
    await deps.db.query('DELETE FROM blurb_checks WHERE student_user_id = $1 AND blurb_id = $2', [viewer.id, blurbId]);
  }
  return getOverview(deps, viewer, unitId);
}
