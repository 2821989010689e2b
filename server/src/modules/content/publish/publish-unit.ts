import type { Sql } from '../../../db/database';
import type { LessonSummary } from '@domain/content/lesson.schemas';
import { unitDocumentSchema, type UnitDocument } from '@domain/content/unit.schemas';
import { appError } from '../../../http/app-error';
import { markUnitPublished } from '../draft/unit-draft.repository';
import { renumber, sanitizeRichValues } from './rich-values';
import { lessonDocumentOf } from './publish-lesson';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import { writeSnapshot } from './snapshot.repository';
import {
  liveItemIdsOfUnit,
  liveUnitIds,
  openerIdsOfUnit,
  publishedItemIds,
  readLinkNames,
  readOverviewBlurbs,
  readOverviewIntro,
  readPublishedLessonsOfUnit,
  readUnitRow,
  readUnitVideos,
  teacherPageIdsOfUnit,
  timelineIdsOfUnit,
} from './unit-source.repository';

/** A unit's overview as its publish writes it into the unit's document (and the overview builder shows it); null when the unit is removed. */
export async function unitOverviewOf(sql: Sql, unitId: number): Promise<UnitDocument['overview'] | null> {
  const unit = await readOverviewIntro(sql, unitId);
  if (!unit) return null;
  const blurbs = renumber(await readOverviewBlurbs(sql, unitId));
  return sanitizeRichValues({ intro: unit.intro, blurbs }) as unknown as UnitDocument['overview'];
}

/** A unit's document before the version and time its snapshot stamps on it. */
export type UnitContent = Omit<UnitDocument, 'version' | 'publishedAt'>;

/**
 * Which items a unit's document lists. A unit publish runs after its tree's own steps (publish-course.ts),
 * so it lists the lessons, biographies and stories that have a published copy, and the published opener,
 * timeline and teacher page ('published'). The unit's draft (`GET unit/{id}/backup`, the unit previews)
 * lists what such a publish would list now: every live item, lessons as their drafts ('drafts').
 */
export type UnitItems = 'published' | 'drafts';

interface ListedItems {
  readonly lessons: LessonSummary[];
  readonly biographyIds: number[];
  readonly storyIds: number[];
  /** The live opener, timeline and teacher page ('drafts'); the unit row names the published ones. */
  readonly pages: Partial<Pick<UnitDocument, 'openerId' | 'timelineId' | 'teacherPageId'>>;
}

const summaryOf = (l: LessonSummary): LessonSummary => ({
  id: l.id,
  title: l.title,
  lessonTypeId: l.lessonTypeId,
  number: l.number,
  order: l.order,
  hasAssessment: l.hasAssessment,
  pageCount: l.pageCount,
});

async function publishedItems(sql: Sql, unitId: number): Promise<ListedItems> {
  const lessonDocs = new Map((await readPublishedLessonsOfUnit(sql, unitId)).map((l) => [l.id, l]));
  return {
    lessons: (await publishedItemIds(sql, 'lessons', 'lesson', unitId)).map((id) => summaryOf(lessonDocs.get(id)!)),
    biographyIds: await publishedItemIds(sql, 'biographies', 'biography', unitId),
    storyIds: await publishedItemIds(sql, 'unit_stories', 'story', unitId),
    pages: {},
  };
}

async function draftItems(sql: Sql, unitId: number): Promise<ListedItems> {
  const lessons: LessonSummary[] = [];
  for (const id of await liveItemIdsOfUnit(sql, 'lessons', unitId)) {
    const draft = await lessonDocumentOf(sql, id);
    if (draft) lessons.push(summaryOf(draft));
  }
  const first = async (ids: Promise<number[]>) => (await ids)[0] ?? null;
  return {
    lessons: lessons.sort((a, b) => a.order - b.order),
    biographyIds: await liveItemIdsOfUnit(sql, 'biographies', unitId),
    storyIds: await liveItemIdsOfUnit(sql, 'unit_stories', unitId),
    pages: {
      openerId: await first(openerIdsOfUnit(sql, unitId)),
      timelineId: await first(timelineIdsOfUnit(sql, unitId)),
      teacherPageId: await first(teacherPageIdsOfUnit(sql, unitId)),
    },
  };
}

/** The unit's document listing `items` (above), rich text sanitized; null when the unit is removed or unknown. */
export async function unitDocumentOf(sql: Sql, unitId: number, items: UnitItems): Promise<UnitContent | null> {
  const unit = await readUnitRow(sql, unitId);
  if (!unit) return null;
  const { vocabularyEn, vocabularyEs, ...fields } = unit;
  const listed = items === 'published' ? await publishedItems(sql, unitId) : await draftItems(sql, unitId);
  // readLinkNames gives them in the unit's order.
  const links = async (table: string, nameColumn: string, ids: readonly number[]) => renumber(await readLinkNames(sql, table, nameColumn, ids));
  return sanitizeRichValues({
    ...fields,
    ...listed.pages,
    order: (await liveUnitIds(sql)).indexOf(unitId) + 1,
    overview: await unitOverviewOf(sql, unitId),
    lessons: renumber(listed.lessons),
    biographies: await links('biographies', 'character_name_id', listed.biographyIds),
    unitStories: await links('unit_stories', 'name_id', listed.storyIds),
    videos: renumber(await readUnitVideos(sql, unitId)),
    vocabularyCount: { en: vocabularyEn, es: vocabularyEs },
  }) as unknown as UnitContent;
}

/**
 * Publishes a unit: its fields, overview and videos, and the ordered lists of its published lessons,
 * biographies and stories (an item must be published itself to be listed; "perform a unit publish to
 * see the changes" after reordering or removing). Marks the unit published.
 */
export async function publishUnit(sql: Sql, unitId: number): Promise<UnitDocument> {
  const draftVersion = await readDraftVersion(sql, 'units', unitId);
  const content = await unitDocumentOf(sql, unitId, 'published');
  if (!content) throw appError('UNIT.NOT_FOUND');
  await markUnitPublished(sql, unitId);
  await markPublishedVersion(sql, 'units', unitId, draftVersion);
  return writeSnapshot(sql, 'unit', unitId, unitId, unitDocumentSchema, { ...content });
}
