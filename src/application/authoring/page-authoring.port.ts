import type { SaveContributorsBody, SaveOpenerBody, SaveOverviewBody, SaveTeacherPageBody } from '@domain/authoring/page-authoring.schemas';
import type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage } from '@domain/authoring/page-authoring.responses';
import type { UnitSkills } from '@domain/authoring/lesson-overview.responses';
import type { ApiResult } from '../ports/api-result';

export type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage, UnitSkills };

/**
 * The opener, teacher-page, contributors and overview builders' calls (issue 14; api-spec §7.4, §7.8).
 * Each page is one draft with one version; a save carries the whole page and the version the creator
 * loaded, and a stale one fails with `AUTHORING.STALE_VERSION` (409) and the page as it is now in
 * `current`. The overview's version is its unit's. Publishing goes through CourseAuthoring.publish
 * ('opener' | 'teacher-page' | 'contributors', id); the overview goes out with its unit's publish.
 */
export interface PageAuthoring {
  /** `POST unitopener` with unitId (409 AUTHORING.OPENER_EXISTS with the unit's opener in `current`). */
  createOpener(unitId: number): Promise<ApiResult<AuthoredOpener>>;
  /** `GET unitopener/{id}/backup`. */
  openerDraft(openerId: number): Promise<ApiResult<AuthoredOpener>>;
  /** `GET unitopener/unit/{unitId}/backup`: the unit's opener draft (its preview names the unit only). */
  openerDraftOfUnit(unitId: number): Promise<ApiResult<AuthoredOpener>>;
  /** `PUT unitopener/{id}`: every field, the hotspots in order. */
  saveOpener(openerId: number, body: SaveOpenerBody): Promise<ApiResult<AuthoredOpener>>;
  /** `POST skills` with unitId (409 AUTHORING.TEACHER_PAGE_EXISTS with the unit's page in `current`). */
  createTeacherPage(unitId: number): Promise<ApiResult<AuthoredTeacherPage>>;
  /** `GET skills/{id}/backup`. */
  teacherPageDraft(teacherPageId: number): Promise<ApiResult<AuthoredTeacherPage>>;
  /** `PUT skills/{id}`: title, content and the skills in order. */
  saveTeacherPage(teacherPageId: number, body: SaveTeacherPageBody): Promise<ApiResult<AuthoredTeacherPage>>;
  /** `GET unit/{id}/unitskills`: the unit's teacher page (title) and its drafted skills, what a lesson of the unit can be linked to. */
  unitSkills(unitId: number): Promise<ApiResult<UnitSkills>>;
  /** `GET contributors/backup`: the course's one contributors page. */
  contributorsDraft(): Promise<ApiResult<AuthoredContributors>>;
  /** `PUT contributors`. */
  saveContributors(body: SaveContributorsBody): Promise<ApiResult<AuthoredContributors>>;
  /** `GET unit/{id}/overview-backups`. */
  overviewDraft(unitId: number): Promise<ApiResult<AuthoredOverview>>;
  /** `PUT unit/{unitId}/overview`: the introduction and the blurbs in order, on the unit's version. */
  saveOverview(unitId: number, body: SaveOverviewBody): Promise<ApiResult<AuthoredOverview>>;
}

export const PageAuthoring = Symbol('PageAuthoring');
