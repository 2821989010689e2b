import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { LessonProgressView } from '@domain/content/student-content.schemas';
import { StatusType } from '@domain/shared/envelope';
import { renderMessage } from '@domain/shared/messages';
import type { Language } from '@domain/shared/constants';

/**
 * The envelope of `GET lesson/{id}` written as bytes: the published lesson is serialised once per
 * publish and only the viewer's small progress object per request, so a warm open costs a few hundred
 * bytes of JSON instead of the whole lesson (docs/performance.md, issue 17). The bytes are exactly
 * `JSON.stringify({ data: { ...lesson, progress }, statusType, statusMessage })`.
 *
 * Keyed by the document object itself: the published-content store hands out the same object until
 * a publish drops it, so a publish means a new object and new bytes, and the old ones go with it.
 */
const openings = new WeakMap<LessonDocument, Buffer>();
const closings = new Map<Language, Buffer>();

/** `{"data":{…the lesson's fields…,"progress":` */
function openingOf(lesson: LessonDocument): Buffer {
  let opening = openings.get(lesson);
  if (!opening) {
    const json = JSON.stringify(lesson);
    // The lesson is an object with fields (its id at least): drop its closing brace and add progress last.
    opening = Buffer.from(`{"data":${json.slice(0, -1)},"progress":`);
    openings.set(lesson, opening);
  }
  return opening;
}

/** `},"statusType":1,"statusMessage":"OK"}` in the request's language. */
function closingOf(language: Language): Buffer {
  let closing = closings.get(language);
  if (!closing) {
    closing = Buffer.from(`},"statusType":${StatusType.Success},"statusMessage":${JSON.stringify(renderMessage('ok', language))}}`);
    closings.set(language, closing);
  }
  return closing;
}

export function encodeLessonView(lesson: LessonDocument, progress: LessonProgressView | null, language: Language): Buffer {
  return Buffer.concat([openingOf(lesson), Buffer.from(JSON.stringify(progress)), closingOf(language)]);
}
