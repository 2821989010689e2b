import type { Sql } from '../../../db/database';
import { openerDocumentSchema } from '@domain/content/unit.schemas';
import { contributorsDocumentSchema, teacherPageDocumentSchema } from '@domain/content/reading.schemas';
import { appError } from '../../../http/app-error';
import { renumber } from './rich-values';
import {
  readContributors,
  readContributorsPageRow,
  readOpenerHotspots,
  readOpenerRow,
  readTeacherPageRow,
  readTeacherPageSkills,
} from './page-source.repository';
import { writeSnapshot } from './snapshot.repository';

export async function publishOpener(sql: Sql, openerId: number) {
  const row = await readOpenerRow(sql, openerId);
  if (!row) throw appError('OPENER.NOT_FOUND');
  const hotspots = await readOpenerHotspots(sql, openerId);
  return writeSnapshot(sql, 'opener', openerId, row.unitId, openerDocumentSchema, { ...row, hotspots: renumber(hotspots) });
}

/** The teacher page (skills) of a unit. */
export async function publishTeacherPage(sql: Sql, teacherPageId: number) {
  const row = await readTeacherPageRow(sql, teacherPageId);
  if (!row) throw appError('TEACHER_PAGE.NOT_FOUND');
  const skills = await readTeacherPageSkills(sql, teacherPageId);
  return writeSnapshot(sql, 'teacher-page', teacherPageId, row.unitId, teacherPageDocumentSchema, { ...row, skills: renumber(skills) });
}

/** The course-wide contributors page (the first page row; there is one per installation). */
export async function publishContributors(sql: Sql) {
  const row = await readContributorsPageRow(sql);
  if (!row) throw appError('CONTRIBUTORS.NOT_FOUND');
  const contributors = await readContributors(sql, row.id);
  return writeSnapshot(sql, 'contributors', row.id, null, contributorsDocumentSchema, { ...row, contributors: renumber(contributors) });
}
