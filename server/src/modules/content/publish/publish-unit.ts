import type { Sql } from '../../../db/database';
import { unitDocumentSchema, type UnitDocument } from '@domain/content/unit.schemas';
import { appError } from '../../../http/app-error';
import { markUnitPublished } from '../draft/unit-draft.repository';
import { renumber } from './rich-values';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import { writeSnapshot } from './snapshot.repository';
import {
  liveUnitIds,
  publishedItemIds,
  readLinkNames,
  readOverviewBlurbs,
  readPublishedLessonsOfUnit,
  readUnitRow,
  readUnitVideos,
} from './unit-source.repository';

/**
 * Publishes a unit: its fields, overview and videos, and the ordered lists of its published lessons,
 * biographies and stories (an item must be published itself to be listed; "perform a unit publish to
 * see the changes" after reordering or removing). Marks the unit published.
 */
export async function publishUnit(sql: Sql, unitId: number): Promise<UnitDocument> {
  const draftVersion = await readDraftVersion(sql, 'units', unitId);
  const unit = await readUnitRow(sql, unitId);
  if (!unit) throw appError('UNIT.NOT_FOUND');
  const { overviewIntro, vocabularyEn, vocabularyEs, ...fields } = unit;
  const units = await liveUnitIds(sql);
  const blurbs = await readOverviewBlurbs(sql, unitId);
  const videos = await readUnitVideos(sql, unitId);
  const lessonDocs = new Map((await readPublishedLessonsOfUnit(sql, unitId)).map((l) => [l.id, l]));
  const lessons = (await publishedItemIds(sql, 'lessons', 'lesson', unitId)).map((id) => {
    const l = lessonDocs.get(id)!;
    return { id, title: l.title, lessonTypeId: l.lessonTypeId, number: l.number, order: l.order, hasAssessment: l.hasAssessment, pageCount: l.pageCount };
  });
  const links = async (table: string, kind: string, nameColumn: string) => {
    const rows = await readLinkNames(sql, table, nameColumn, await publishedItemIds(sql, table, kind, unitId));
    return renumber(rows);
  };
  await markUnitPublished(sql, unitId);
  await markPublishedVersion(sql, 'units', unitId, draftVersion);
  return writeSnapshot(sql, 'unit', unitId, unitId, unitDocumentSchema, {
    ...fields,
    order: units.indexOf(unitId) + 1,
    overview: { intro: overviewIntro, blurbs: renumber(blurbs) },
    lessons: renumber(lessons),
    biographies: await links('biographies', 'biography', 'character_name_id'),
    unitStories: await links('unit_stories', 'story', 'name_id'),
    videos: renumber(videos),
    vocabularyCount: { en: vocabularyEn, es: vocabularyEs },
  });
}
