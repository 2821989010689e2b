import type { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { AuthoredUnitDetails, PublishState } from '@domain/authoring/authoring.responses';
import type { AudioChoice } from '@domain/authoring/lesson-content.schemas';
import type { BilingualAudio, BilingualText, ImageAsset } from '@domain/content/bilingual.schemas';
import { refused } from './in-memory-answers';

/**
 * What the in-memory twins of one-draft items (biographies, timelines, openers, teacher pages…) share
 * (tests only): stored texts and narration as a draft shows them, uploaded media checked by kind as the
 * server checks them, the publish state, and the 409 that carries the item as it is now.
 */
export function createDraftKit(media: MediaLibrary, firstTextId: number) {
  let nextText = firstTextId;
  const text = (value: { en: string; es: string }): BilingualText => ({ id: nextText++, en: value.en, es: value.es });
  /** The uploaded file behind an id, if it is of `kind`. */
  const mediaOf = async (id: number, kind: 'image' | 'audio') => {
    const found = await media.name(id);
    return found.ok && found.data.kind === kind ? found.data : null;
  };
  return {
    text,
    maybeText: (value: { en: string; es: string } | null | undefined) => (value ? text(value) : null),
    /** Narration as the draft shows it: each uploaded recording's address. */
    audioOf: (choice: AudioChoice): BilingualAudio | null =>
      choice ? { id: nextText++, en: choice.en === null ? null : `/api/audio/${choice.en}`, es: choice.es === null ? null : `/api/audio/${choice.es}` } : null,
    stateOf: (version: number, publishedVersion: number | null): PublishState =>
      publishedVersion === null ? 'never-published' : publishedVersion === version ? 'published' : 'unpublished-changes',
    /** The draft as the server answers it: its document stamped with the time it was read, as a publish would stamp it. */
    copy: <D extends { publishedAt: string }>(doc: D): D => ({ ...structuredClone(doc), publishedAt: new Date().toISOString() }),
    stale: <T>(current: T): ApiResult<never> => {
      const refusal = refused(409, 'AUTHORING.STALE_VERSION', 'staleDraft');
      return refusal.ok ? refusal : { ...refusal, current };
    },
    mismatch: () => refused(400, 'AUTHORING.MEDIA_MISMATCH', 'mediaKindMismatch'),
    /** Whether every recording of a narration choice is an uploaded audio file. */
    audioOk: async (choice: AudioChoice | undefined) => {
      for (const id of choice ? [choice.en, choice.es] : []) if (id !== null && !(await mediaOf(id, 'audio'))) return false;
      return true;
    },
    /** The image behind an id as a draft shows it; 'mismatch' when it is not an uploaded image. */
    imageOf: async (id: number | null | undefined): Promise<ImageAsset | null | 'mismatch'> => {
      if (id === null || id === undefined) return null;
      const found = await mediaOf(id, 'image');
      if (!found) return 'mismatch';
      return { id: found.id, url: found.url, name: found.name, width: found.width, height: found.height, alt: found.alt ? text(found.alt) : null };
    },
  };
}

/** The course twin whose unit details also carry what another twin holds of each unit (its biographies, its opener…), as the server's join them. */
export function withUnitParts<C extends CourseAuthoring>(course: C, partsOf: (unitId: number) => Partial<AuthoredUnitDetails>): C {
  return {
    ...course,
    unitDetails: async (unitId: number) => {
      const details = await course.unitDetails(unitId);
      return details.ok ? { ...details, data: { ...details.data, ...partsOf(unitId) } } : details;
    },
  };
}
