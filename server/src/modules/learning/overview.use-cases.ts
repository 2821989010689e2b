import type { OverviewView } from '@domain/content/student-content.schemas';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../../app-deps';
import { checkBlurb, checkedBlurbIds, uncheckBlurb } from './blurb-check.repository';
import { changesProgress } from './lesson-progress.use-cases';
import { progressSubject } from './progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import { openUnit } from './unit-access';

/** unit/{id}/overview: the overview with each blurb checked or remaining for the student. */
export async function getOverview(deps: AppDeps, viewer: AuthUser, unitId: number, studentId?: number): Promise<OverviewView> {
  const unit = await openUnit(deps, viewer, unitId);
  const subject = await progressSubject(deps.db, viewer, studentId);
  const blurbs = unit.overview.blurbs;
  const checked = subject === null ? new Set<number>() : await checkedBlurbIds(deps.db, subject, blurbs.map((b) => b.id));
  await recordDisclosure(deps, viewer, subject, 'unit-overview', unitId);
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
export async function setBlurbStatus(deps: AppDeps, viewer: AuthUser, unitId: number, blurbId: number, checked: boolean) {
  if (!changesProgress(viewer)) throw appError('PROGRESS.STUDENTS_ONLY');
  const unit = await openUnit(deps, viewer, unitId);
  if (!unit.overview.blurbs.some((b) => b.id === blurbId)) throw appError('VALIDATION', { fields: [{ field: 'blurbId', message: 'fieldsInvalid' }] });
  if (checked) {
    await checkBlurb(deps.db, viewer.id, blurbId);
  } else {
    await uncheckBlurb(deps.db, viewer.id, blurbId);
  }
  return getOverview(deps, viewer, unitId);
}
