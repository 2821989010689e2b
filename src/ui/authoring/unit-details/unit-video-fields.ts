import type { AuthoredUnitDraft } from '@application/authoring/unit-details-authoring.port';
import type { UnitVideoFields } from '@domain/authoring/unit-details.schemas';
import { plainOf } from '../biography-builder/reading-texts';

/**
 * The unit's videos as `PUT unit/{id}` sends them back (page-bodies.ts does the same for a page's
 * lists): in order, each with its id, its texts in both languages and its poster by asset id.
 */
export function videoFieldsOf({ document }: AuthoredUnitDraft): UnitVideoFields[] {
  return [...document.videos]
    .sort((a, b) => a.order - b.order)
    .map((v) => ({ id: v.id, title: plainOf(v.title), description: v.description ? plainOf(v.description) : null, videoUrl: v.videoUrl, thumbnailImageId: v.thumbnail?.id ?? null }));
}
