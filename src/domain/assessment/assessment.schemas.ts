import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { LessonTypeId } from '../shared/constants';
import { limitProblems } from './assessment-limits';
import { questionDocumentSchema, questionKeyProblems } from './question.schemas';

/**
 * What kind of assessment a lesson carries, by its lesson type (product-spec §3): check-your-understanding
 * groups inside lessons, skill lessons (4), mid-unit activities (5), performance assessments (6) and
 * benchmark sets (7).
 */
export const ASSESSMENT_KINDS = ['check-your-understanding', 'skill', 'mid-unit', 'performance', 'benchmark'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export function assessmentKindOf(lessonTypeId: number): AssessmentKind {
  switch (lessonTypeId) {
    case LessonTypeId.Skill:
      return 'skill';
    case LessonTypeId.MidAssessment:
      return 'mid-unit';
    case LessonTypeId.EndAssessment:
      return 'performance';
    case LessonTypeId.BenchmarkAssessment:
      return 'benchmark';
    default:
      return 'check-your-understanding';
  }
}

/**
 * Kinds whose sections the student sees as one: a mid-unit activity merges all sections into one
 * (product-spec §9), and a benchmark set's question sets are taken and submitted as one benchmark.
 */
export const MERGED_KINDS: readonly AssessmentKind[] = ['mid-unit', 'benchmark'];

const id = z.number().int().positive();

/** A published assessment group: what one `assessment-group` component of the lesson shows. */
export const assessmentGroupDocumentSchema = z.object({
  id,
  assessmentGroupNumber: z.number().int().positive(),
  title: bilingualTextSchema.nullable(),
  /** The authored sections this group is made of (one, or several when merged). */
  sections: z.array(z.object({ id, title: bilingualTextSchema.nullable() })).min(1),
  questions: z.array(questionDocumentSchema).min(1),
});
export type AssessmentGroupDocument = z.infer<typeof assessmentGroupDocumentSchema>;

/** A benchmark set (product-spec §3): `questionSetCount` is the number of question sets it holds. */
export const benchmarkSetInfoSchema = z.object({
  id,
  linkedUnitId: id.nullable(),
  linkedUnitNumber: z.number().int().nullable(),
  title: bilingualTextSchema,
  questionSetCount: z.number().int().min(1),
});
export type BenchmarkSetInfo = z.infer<typeof benchmarkSetInfoSchema>;

export { limitProblems };

/**
 * A published assessment with its answer keys: the snapshot written by publish (server-side only;
 * students receive views built by student-view.ts). Checked on publish: the per-assessment limits,
 * each question's key, and question ids unique across groups.
 */
export const assessmentDocumentSchema = z
  .object({
    id,
    lessonId: id,
    unitId: id,
    lessonTypeId: z.number().int().min(1).max(8),
    kind: z.enum(ASSESSMENT_KINDS),
    directions: bilingualTextSchema.nullable(),
    benchmarkSet: benchmarkSetInfoSchema.nullable(),
    groups: z.array(assessmentGroupDocumentSchema).min(1),
    version: z.number().int().min(1),
    publishedAt: z.string(),
  })
  .superRefine((doc, ctx) => {
    const questions = doc.groups.flatMap((g) => g.questions);
    for (const message of limitProblems(questions)) ctx.addIssue({ code: 'custom', message, path: ['groups'] });
    for (const q of questions) for (const message of questionKeyProblems(q)) ctx.addIssue({ code: 'custom', message: `question ${q.id}: ${message}`, path: ['groups'] });
    if (new Set(questions.map((q) => q.id)).size !== questions.length) ctx.addIssue({ code: 'custom', message: 'a question appears twice', path: ['groups'] });
    if (new Set(doc.groups.map((g) => g.assessmentGroupNumber)).size !== doc.groups.length) {
      ctx.addIssue({ code: 'custom', message: 'two groups share a number', path: ['groups'] });
    }
    if ((doc.kind === 'benchmark') !== (doc.benchmarkSet !== null)) ctx.addIssue({ code: 'custom', message: 'benchmark sets and benchmark lessons go together', path: ['benchmarkSet'] });
  });
export type AssessmentDocument = z.infer<typeof assessmentDocumentSchema>;
