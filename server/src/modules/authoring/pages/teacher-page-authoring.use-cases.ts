import type { AuthoredTeacherPage } from '@domain/authoring/page-authoring.responses';
import type { SaveTeacherPageBody } from '@domain/authoring/page-authoring.schemas';
import { teacherPageDocumentSchema } from '@domain/content/reading.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertText } from '../../content/draft/bilingual.repository';
import { insertSkill, insertTeacherPage } from '../../content/draft/unit-draft.repository';
import { teacherPageDocumentOf } from '../../content/publish/publish-pages';
import { saveText } from '../lesson-content/content-values.repository';
import { lockTeacherPage, readUnitPageVersions, writeTeacherPage, type LockedTeacherPage } from './page-authoring.repository';
import { changeUnitPage, createUnitPage, draftOf, type UnitPageKind } from './page-draft.use-cases';
import { replaceList } from './page-list';
import { deleteRows, skillsOf, updateSkill } from './page-rows.repository';

/*
 * The teacher page builder (issue 14; api-spec §7.8 "skills"; product-spec §3 Teacher page): the page's
 * title and text and the skills the unit practises, each with a name and a description.
 */

const NEW_TEACHER_PAGE_TITLE = { en: "Teacher's page", es: 'Página del maestro' };

/** The teacher page's draft as its builder and preview show it; 404 when it is unknown or its unit removed. */
async function readAuthoredTeacherPage(sql: Sql, teacherPageId: number): Promise<AuthoredTeacherPage> {
  const page = await readUnitPageVersions(sql, 'teacher_pages', teacherPageId);
  const content = page && (await teacherPageDocumentOf(sql, teacherPageId));
  if (!page || !content) throw appError('AUTHORING.TEACHER_PAGE_NOT_FOUND');
  return { id: teacherPageId, unitId: page.unitId, ...draftOf(teacherPageDocumentSchema, page, content) };
}

const TEACHER_PAGE: UnitPageKind<LockedTeacherPage, AuthoredTeacherPage> = {
  table: 'teacher_pages',
  notFound: 'AUTHORING.TEACHER_PAGE_NOT_FOUND',
  exists: 'AUTHORING.TEACHER_PAGE_EXISTS',
  lock: lockTeacherPage,
  read: readAuthoredTeacherPage,
};

/** `POST skills`: the unit's teacher page, titled "Teacher's page", without text or skills. */
export function createTeacherPage(deps: AppDeps, unitId: number): Promise<AuthoredTeacherPage> {
  return createUnitPage(deps, TEACHER_PAGE, unitId, async (tx) => insertTeacherPage(tx, unitId, await insertText(tx, NEW_TEACHER_PAGE_TITLE), null));
}

/** `GET skills/{id}/backup`. */
export const teacherPageDraft = (deps: AppDeps, teacherPageId: number): Promise<AuthoredTeacherPage> => readAuthoredTeacherPage(deps.db, teacherPageId);

/** `PUT skills/{id}`: title, text and the skills, in the order given. */
export function saveTeacherPage(deps: AppDeps, teacherPageId: number, body: SaveTeacherPageBody): Promise<AuthoredTeacherPage> {
  return changeUnitPage(deps, TEACHER_PAGE, teacherPageId, body.version, async (tx, page) => {
    await replaceList('skills', await skillsOf(tx, teacherPageId), body.skills, {
      update: async (row, skill, order) => {
        await saveText(tx, row.nameId, skill.name, 'plain');
        await updateSkill(tx, row.id, order, await saveText(tx, row.descriptionId, skill.description, 'rich'));
      },
      insert: async (skill, order) => {
        const nameId = (await saveText(tx, null, skill.name, 'plain'))!;
        await insertSkill(tx, teacherPageId, order, nameId, await saveText(tx, null, skill.description, 'rich'));
      },
      remove: (ids) => deleteRows(tx, 'teacher_page_skills', ids),
    });
    const titleId = (await saveText(tx, page.titleId, body.title, 'plain'))!;
    await writeTeacherPage(tx, teacherPageId, titleId, await saveText(tx, page.textId, body.content, 'rich'));
  });
}
