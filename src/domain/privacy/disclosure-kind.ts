/**
 * What part of a student's record someone other than the student was shown (FERPA 34 CFR 99.32),
 * as stored in `student_record_disclosures.kind`: short, stable, never renamed (old rows keep them).
 * The object id stored beside it is what the kind names (an assessment, a lesson, a unit…) or none.
 */
export const DISCLOSURE_KINDS = [
  /** A student's answers, scores and feedback on one assessment (object: assessment id). */
  'assessment-answers',
  /** Status, score and rounds of one benchmark assignment (object: benchmark assignment id). */
  'benchmark-score',
  /** Every benchmark assignment of the student with its score (no object). */
  'benchmark-list',
  /** Feedback status and score of every unit (no object). */
  'unit-feedback',
  /** Progress in one lesson (object: lesson id). */
  'lesson-progress',
  /** Status and score of one lesson (object: lesson id). */
  'lesson-score',
  /** Progress through the units, or through one unit's lessons (object: unit id, or none for all). */
  'unit-progress',
  /** The blurbs of a unit's overview the student checked (object: unit id). */
  'unit-overview',
  /** The student's account as management lists show it (no object). */
  'user-record',
  /** Everything the platform holds about the student, exported on request (no object). */
  'student-export',
  /** The student's data erased on request (no object): kept with the disclosures it closes. */
  'student-erasure',
] as const;

export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];
