import type { Sql } from '../../../db/database';
import { openerDocumentSchema, type OpenerDocument } from '@domain/content/unit.schemas';
import { contributorsDocumentSchema, teacherPageDocumentSchema, type ContributorsDocument, type TeacherPageDocument } from '@domain/content/reading.schemas';
import { appError } from '../../../http/app-error';
import { renumber, sanitizeRichValues } from './rich-values';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import {
  readContributors,
  readContributorsPageRow,
  readOpenerHotspots,
  readOpenerRow,
  readTeacherPageRow,
  readTeacherPageSkills,
} from './page-source.repository';
import { writeSnapshot } from './snapshot.repository';

/*
 * Each page's draft is assembled by one function that both its publish and its builder's draft read
 * use, so a preview is exactly what a publish gives students. Each publish reads the page's draft
 * version before its rows and marks it published after the snapshot (publish-version.repository.ts),
 * so a save landing in between leaves it "changed".
 */

/** A page's document without what each snapshot stamps on it (its version and time). */
type Content<T> = Omit<T, 'version' | 'publishedAt'>;
export type OpenerContent = Content<OpenerDocument>;
export type TeacherPageContent = Content<TeacherPageDocument>;
export type ContributorsContent = Content<ContributorsDocument>;

/** The opener's draft as a publish gives it to students, rich text sanitized; null when it or its unit is gone. */
export async function openerDocumentOf(sql: Sql, openerId: number): Promise<OpenerContent | null> {
  const row = await readOpenerRow(sql, openerId);
  if (!row) return null;
  const hotspots = await readOpenerHotspots(sql, openerId);
  return sanitizeRichValues({ ...row, hotspots: renumber(hotspots) }) as unknown as OpenerContent;
}

export async function publishOpener(sql: Sql, openerId: number) {
  const draftVersion = await readDraftVersion(sql, 'unit_openers', openerId);
  const content = await openerDocumentOf(sql, openerId);
  if (!content) throw appError('OPENER.NOT_FOUND');
  const published = await writeSnapshot(sql, 'opener', openerId, content.unitId, openerDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'unit_openers', openerId, draftVersion);
  return published;
}

/** The teacher page's (skills) draft as a publish gives it to students; null when it is unknown. */
export async function teacherPageDocumentOf(sql: Sql, teacherPageId: number): Promise<TeacherPageContent | null> {
  const row = await readTeacherPageRow(sql, teacherPageId);
  if (!row) return null;
  const skills = await readTeacherPageSkills(sql, teacherPageId);
  return sanitizeRichValues({ ...row, skills: renumber(skills) }) as unknown as TeacherPageContent;
}

export async function publishTeacherPage(sql: Sql, teacherPageId: number) {
  const draftVersion = await readDraftVersion(sql, 'teacher_pages', teacherPageId);
  const content = await teacherPageDocumentOf(sql, teacherPageId);
  if (!content) throw appError('TEACHER_PAGE.NOT_FOUND');
  const published = await writeSnapshot(sql, 'teacher-page', teacherPageId, content.unitId, teacherPageDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'teacher_pages', teacherPageId, draftVersion);
  return published;
}

/** The course's contributors page's draft as a publish gives it to students (its migration makes it; null only before). */
export async function contributorsDocumentOf(sql: Sql): Promise<ContributorsContent | null> {
  const row = await readContributorsPageRow(sql);
  if (!row) return null;
  const contributors = await readContributors(sql, row.id);
  return sanitizeRichValues({ ...row, contributors: renumber(contributors) }) as unknown as ContributorsContent;
}

export async function publishContributors(sql: Sql) {
  const page = await readContributorsPageRow(sql);
  const draftVersion = page && (await readDraftVersion(sql, 'contributors_pages', page.id));
  const content = await contributorsDocumentOf(sql);
  if (!content) throw appError('CONTRIBUTORS.NOT_FOUND');
  const published = await writeSnapshot(sql, 'contributors', content.id, null, contributorsDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'contributors_pages', content.id, draftVersion);
  return published;
}
