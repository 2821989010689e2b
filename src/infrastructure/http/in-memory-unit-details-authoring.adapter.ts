import type { AuthoredUnitDetails, CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { LessonContentAuthoring, MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { AuthoredUnitDraft, ComponentSample, SaveUnitDetailsBody, UnitDetailsAuthoring } from '@application/authoring/unit-details-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import type { BilingualAudio, BilingualText, ImageAsset } from '@domain/content/bilingual.schemas';
import type { UnitDocument, UnitVideo } from '@domain/content/unit.schemas';
import { answered, refused } from './in-memory-answers';
import { createDraftKit } from './in-memory-draft-kit';

/** A unit's own fields the twin starts with (the other units start with none). */
export interface InMemoryUnitDetailsSeed {
  readonly unitId: number;
  readonly description?: { readonly en: string; readonly es: string };
  readonly videos?: readonly { readonly title: { readonly en: string; readonly es: string }; readonly videoUrl: string }[];
}

interface UnitFields {
  description: BilingualText | null;
  descriptionAudio: BilingualAudio | null;
  thumbnail: ImageAsset | null;
  videos: UnitVideo[];
}

export interface InMemoryUnitDetailsOptions {
  /** The course twin: units, their versions and lessons; `touchUnit` raises a unit's version as a save does. */
  readonly course: CourseAuthoring & { touchUnit(unitId: number): void };
  /** Lesson drafts: their page counts, and the components the samples page shows. */
  readonly lessons: Pick<LessonContentAuthoring, 'lessonDraft'>;
  readonly reading: Pick<ReadingAuthoring, 'timelineDraftOfUnit'>;
  readonly media: MediaLibrary;
  readonly seed?: readonly InMemoryUnitDetailsSeed[];
  /** The vocabulary twin's term counts per language (none without it). */
  readonly vocabulary?: { counts(unitId: number): { en: number; es: number } };
}

/**
 * The unit details port over the course twins (tests only; the app binds the HTTP adapter): a unit's
 * description, narration, thumbnail and videos kept here, its version and lists read from the course
 * twin (a save raises it there, so a rename after it is stale as on the server), the unit's draft as
 * a unit publish would write it, 409 with the draft now, 400 for another unit's video or media of the
 * wrong kind, and the component samples and timeline events found in the other twins.
 */
export function createInMemoryUnitDetails({ course, lessons, reading, media, seed = [], vocabulary }: InMemoryUnitDetailsOptions): UnitDetailsAuthoring {
  const { text, maybeText, audioOf, stale, mismatch, audioOk, imageOf } = createDraftKit(media, 9901);
  let nextVideo = 951;
  const fields = new Map<number, UnitFields>();
  const fieldsOf = (unitId: number): UnitFields => {
    if (!fields.has(unitId)) fields.set(unitId, { description: null, descriptionAudio: null, thumbnail: null, videos: [] });
    return fields.get(unitId)!;
  };
  for (const s of seed) {
    const f = fieldsOf(s.unitId);
    f.description = maybeText(s.description);
    f.videos = (s.videos ?? []).map((v, i) => ({ id: nextVideo++, order: i + 1, title: text(v.title), description: null, videoUrl: v.videoUrl, thumbnail: null }));
  }

  const documentOf = async (unit: AuthoredUnitDetails): Promise<UnitDocument> => {
    const listed = await Promise.all(
      unit.lessons.map(async (l) => {
        const draft = await lessons.lessonDraft(l.id);
        const doc = draft.ok ? draft.data.document : null;
        return { id: l.id, title: l.title, lessonTypeId: l.lessonTypeId, number: l.number, order: l.order, hasAssessment: doc?.hasAssessment ?? false, pageCount: doc?.pageCount ?? 1 };
      }),
    );
    const f = fieldsOf(unit.id);
    const link = (item: { id: number; name: BilingualText; order: number }) => ({ id: item.id, name: item.name, order: item.order });
    return {
      id: unit.id,
      name: unit.name,
      number: unit.number,
      order: unit.order,
      belongsTo: unit.belongsTo,
      specialUnitAcronym: unit.specialUnitAcronym,
      unitTypeId: unit.unitTypeId,
      ...structuredClone({ description: f.description, descriptionAudio: f.descriptionAudio, thumbnail: f.thumbnail, videos: f.videos }),
      openerId: unit.openerId,
      timelineId: unit.timelineId,
      teacherPageId: unit.teacherPageId,
      overview: { intro: null, blurbs: [] },
      lessons: listed,
      biographies: unit.biographies.map(link),
      unitStories: unit.unitStories.map(link),
      vocabularyCount: vocabulary?.counts(unit.id) ?? { en: 0, es: 0 },
      version: unit.version,
      publishedAt: new Date().toISOString(),
    };
  };
  const draftOf = async (unitId: number): Promise<ApiResult<AuthoredUnitDraft>> => {
    const details = await course.unitDetails(unitId);
    if (!details.ok) return details;
    const unit = details.data;
    return answered({ id: unit.id, version: unit.version, publishState: unit.publishState, document: await documentOf(unit) });
  };

  /** The videos as the body sends them, checked as the server checks them; a refusal otherwise. */
  const videosOf = async (unitId: number, sent: NonNullable<SaveUnitDetailsBody['videos']>): Promise<UnitVideo[] | ApiResult<never>> => {
    const current = new Map(fieldsOf(unitId).videos.map((v) => [v.id, v]));
    const videos: UnitVideo[] = [];
    for (const [index, row] of sent.entries()) {
      if (row.id !== undefined && (!current.has(row.id) || videos.some((v) => v.id === row.id))) {
        return refused(400, 'AUTHORING.ROW_NOT_IN_PAGE', 'rowNotInPage', `videos.${index}.id`);
      }
      const thumbnail = await imageOf(row.thumbnailImageId);
      if (thumbnail === 'mismatch') return mismatch();
      videos.push({ id: row.id ?? nextVideo++, order: index + 1, title: text(row.title), description: maybeText(row.description), videoUrl: row.videoUrl.trim(), thumbnail });
    }
    return videos;
  };

  return {
    unitDraft: draftOf,
    unitDrafts: async () => {
      const units = await course.units();
      if (!units.ok) return units;
      const drafts: AuthoredUnitDraft[] = [];
      for (const unit of units.data) {
        const draft = await draftOf(unit.id);
        if (draft.ok) drafts.push(draft.data);
      }
      return answered(drafts);
    },
    saveUnitDetails: async (unitId, body) => {
      const before = await draftOf(unitId);
      if (!before.ok) return before;
      if (before.data.version !== body.version) return stale(before.data);
      if (!(await audioOk(body.descriptionAudio))) return mismatch();
      const thumbnail = await imageOf(body.thumbnailImageId);
      if (thumbnail === 'mismatch') return mismatch();
      const videos = body.videos && (await videosOf(unitId, body.videos));
      if (videos && !Array.isArray(videos)) return videos;
      const f = fieldsOf(unitId);
      if (body.description !== undefined) f.description = maybeText(body.description);
      if (body.descriptionAudio !== undefined) f.descriptionAudio = audioOf(body.descriptionAudio);
      if (body.thumbnailImageId !== undefined) f.thumbnail = thumbnail;
      if (videos) f.videos = videos;
      course.touchUnit(unitId);
      const after = await draftOf(unitId);
      return after.ok ? answered(after.data, 'changesSaved') : after;
    },
    timelineDraftOfEvent: async (eventId) => {
      const units = await course.units();
      for (const unit of units.ok ? units.data : []) {
        const timeline = await reading.timelineDraftOfUnit(unit.id);
        if (timeline.ok && timeline.data.document.events.some((e) => e.id === eventId)) return timeline;
      }
      return refused(404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND', 'notFound');
    },
    componentSamples: async () => {
      const samples = new Map<string, ComponentSample['example']>();
      const units = await course.units();
      for (const unit of units.ok ? units.data : []) {
        const details = await course.unitDetails(unit.id);
        for (const lesson of details.ok ? details.data.lessons : []) {
          const draft = await lessons.lessonDraft(lesson.id);
          for (const component of draft.ok ? draft.data.document.components : []) {
            if (samples.has(component.type)) continue;
            const { id: lessonId, title: lessonTitle, lessonTypeId } = lesson;
            samples.set(component.type, { unitId: unit.id, unitName: unit.name, unitBelongsTo: unit.belongsTo, lessonId, lessonTitle, lessonTypeId, component });
          }
        }
      }
      return answered(CATALOGUE_COMPONENT_TYPES.map((type) => ({ type, example: samples.get(type) ?? null })));
    },
  };
}
