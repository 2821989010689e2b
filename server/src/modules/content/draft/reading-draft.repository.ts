import { one, type Sql } from '../../../db/database';
import { insertRow } from './insert-row.repository';

type Id = number | null;

export interface BiographyDraft {
  readonly unitId: number;
  readonly order: number;
  readonly characterNameId: number;
  readonly characterPeriodId: Id;
  readonly mainTextId: number;
  readonly portraitImageId: Id;
  readonly portraitCaptionId: Id;
  readonly disclaimerId: Id;
  readonly audioId: Id;
}

export function insertBiography(sql: Sql, b: BiographyDraft): Promise<number> {
  return insertRow(sql, 'biographies', {
    unit_id: b.unitId,
    sort_order: b.order,
    character_name_id: b.characterNameId,
    character_period_id: b.characterPeriodId,
    main_text_id: b.mainTextId,
    portrait_image_id: b.portraitImageId,
    portrait_caption_id: b.portraitCaptionId,
    disclaimer_id: b.disclaimerId,
    audio_id: b.audioId,
  });
}

export function insertTimeline(sql: Sql, unitId: number, titleId: number, introId: Id): Promise<number> {
  return insertRow(sql, 'timelines', { unit_id: unitId, title_id: titleId, intro_id: introId });
}

export interface TimelineEventDraft {
  readonly timelineId: number;
  readonly order: number;
  readonly dateId: number;
  readonly year: number;
  readonly titleId: number;
  readonly shortDescriptionId: number;
  readonly longDescriptionId: number;
  readonly audioId: Id;
  readonly imageId: Id;
}

export function insertTimelineEvent(sql: Sql, e: TimelineEventDraft): Promise<number> {
  return insertRow(sql, 'timeline_events', {
    timeline_id: e.timelineId,
    sort_order: e.order,
    date_id: e.dateId,
    year: e.year,
    title_id: e.titleId,
    short_description_id: e.shortDescriptionId,
    long_description_id: e.longDescriptionId,
    audio_id: e.audioId,
    image_id: e.imageId,
  });
}

export interface VocabularyTermDraft {
  readonly unitId: number;
  readonly language: 0 | 1;
  readonly name: string;
  readonly pronunciation: string | null;
  readonly definition: string;
  readonly secondaryDefinition: string | null;
  readonly category: string | null;
  readonly plural: string | null;
  readonly usage: string | null;
  readonly audioAssetId: Id;
}

export function insertVocabularyTerm(sql: Sql, t: VocabularyTermDraft): Promise<number> {
  return insertRow(sql, 'vocabulary_terms', {
    unit_id: t.unitId,
    language: t.language,
    name: t.name,
    pronunciation: t.pronunciation,
    definition: t.definition,
    secondary_definition: t.secondaryDefinition,
    category: t.category,
    plural: t.plural,
    usage: t.usage,
    audio_asset_id: t.audioAssetId,
  });
}

/**
 * Gives the course's one contributors page (its migration makes it, empty) a title and introduction;
 * answers its id. The texts it named before stay unreferenced.
 */
export async function fillContributorsPage(sql: Sql, titleId: number, introId: Id): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    'UPDATE contributors_pages SET title_id = $1, intro_id = $2 WHERE id = (SELECT min(id) FROM contributors_pages) RETURNING id',
    [titleId, introId],
  );
  if (!row) throw new Error('the contributors page is missing: its migration makes it');
  return row.id;
}

export function insertContributor(sql: Sql, pageId: number, order: number, name: string, roleId: number): Promise<number> {
  return insertRow(sql, 'contributors', { page_id: pageId, sort_order: order, name, role_id: roleId });
}
