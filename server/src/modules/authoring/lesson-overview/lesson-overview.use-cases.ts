import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { SaveLessonOverviewBody } from '@domain/authoring/lesson-overview.schemas';
import type { UnitSkills } from '@domain/authoring/lesson-overview.responses';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { teacherPageDocumentOf } from '../../content/publish/publish-pages';
import { readUnitDraft } from '../authored-state.repository';
import { readEssentialQuestionRow } from '../lesson-content/lesson-content.repository';
import { changeDraft, notFound } from '../lesson-content/lesson-draft.use-cases';
import { storeEssentialQuestion } from '../lesson-content/paragraph-content.use-cases';
import { unitPageOf } from '../pages/page-authoring.repository';
import { linkLessonEssentialQuestion, linkLessonSkills, readLessonOverviewRow } from './lesson-overview.repository';

/*
 * A lesson's own overview in the lesson builder (issue 14; api-spec §7.4 `unit/{id}/unitskills`, §7.5
 * `lesson/{id}/overview`): the essential question students read at the top of the lesson, and the
 * unit's teacher page (skills) the lesson is linked to. The overview is part of the lesson's content
 * draft: its save is one change of that draft, like the component calls (lesson-draft.use-cases.ts).
 */

/** `GET unit/{id}/unitskills`: the unit's teacher page and its skills as drafted, or none; 404 for an unknown or removed unit. */
export async function unitSkills(deps: AppDeps, unitId: number): Promise<UnitSkills> {
  if (!(await readUnitDraft(deps.db, unitId))) throw appError('AUTHORING.UNIT_NOT_FOUND');
  const pageId = await unitPageOf(deps.db, 'teacher_pages', unitId);
  const page = pageId === null ? null : await teacherPageDocumentOf(deps.db, pageId);
  return { unitId, teacherPage: page && { id: page.id, title: page.title }, skills: page?.skills ?? [] };
}

/** `PUT lesson/{id}/overview`: the fields given change (null removes), under the lesson's draft version; answers the whole draft. */
export function saveLessonOverview(deps: AppDeps, lessonId: number, body: SaveLessonOverviewBody): Promise<LessonDraft> {
  return changeDraft(deps, { kind: 'lesson', id: lessonId }, body.version, async (tx) => {
    const row = await readLessonOverviewRow(tx, lessonId);
    if (!row) throw notFound('lesson');
    if (body.skillsId !== undefined) await linkSkills(tx, lessonId, row.unitId, body.skillsId);
    if (body.essentialQuestion === null) await linkLessonEssentialQuestion(tx, lessonId, null);
    else if (body.essentialQuestion) {
      const current = row.essentialQuestionId === null ? null : await readEssentialQuestionRow(tx, row.essentialQuestionId);
      const id = await storeEssentialQuestion(tx, current, body.essentialQuestion);
      if (id !== row.essentialQuestionId) await linkLessonEssentialQuestion(tx, lessonId, id);
    }
  });
}

/** Only the lesson's own unit's teacher page may be linked (another unit's, or an unknown page: 400). */
async function linkSkills(tx: Sql, lessonId: number, unitId: number, teacherPageId: number | null): Promise<void> {
  if (teacherPageId !== null && (await unitPageOf(tx, 'teacher_pages', unitId)) !== teacherPageId) throw appError('AUTHORING.SKILLS_NOT_IN_UNIT');
  await linkLessonSkills(tx, lessonId, teacherPageId);
}
