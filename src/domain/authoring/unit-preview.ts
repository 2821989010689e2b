import type { UnitCard, UnitView } from '../content/student-content.schemas';
import { LESSON_TARGET } from '../content/lesson-visibility';
import { lessonsAvailableIn, lessonsOnlyInEnglish } from '../content/spanish-availability.rules';
import type { UnitDocument } from '../content/unit.schemas';
import type { Language } from '../shared/constants';

/*
 * A unit's draft (`GET unit/{id}/backup`) as the students' unit pages take a unit once it is
 * published, for the back office's previews (issue 14): listed for `language` as the students' calls
 * list it (Spanish leaves out lesson types 4–6), open, with no student's progress; a preview shows one
 * unit, so it has no previous or next unit.
 */

/** The unit page's view (`unit/{id}`) of a draft. */
export function unitViewOfDraft(doc: UnitDocument, language: Language): UnitView {
  return {
    ...doc,
    lessons: lessonsAvailableIn(doc.lessons, language).map((lesson) => ({ ...lesson, target: LESSON_TARGET[lesson.lessonTypeId], statusLesson: null, score: null })),
    lessonsOnlyInEnglish: lessonsOnlyInEnglish(doc.lessons, language),
    lockStatus: 'unlocked',
    progress: null,
    previousUnit: null,
    nextUnit: null,
  };
}

/** The units dashboard's card (`units`) of a draft. */
export function unitCardOfDraft(doc: UnitDocument, language: Language): UnitCard {
  const { id, name, number, order, belongsTo, specialUnitAcronym, unitTypeId, description, descriptionAudio, thumbnail, openerId } = doc;
  return {
    ...{ id, name, number, order, belongsTo, specialUnitAcronym, unitTypeId, description, descriptionAudio, thumbnail, openerId },
    isPublished: true,
    lockStatus: 'unlocked',
    progress: null,
    lessonsOnlyInEnglish: lessonsOnlyInEnglish(doc.lessons, language),
  };
}
