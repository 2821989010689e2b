import type { AssessmentDocument, AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import type { BilingualText } from '@domain/content/bilingual.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { ReportType, reportTypeOfKind } from '@domain/reports/report-types';
import type { AppDeps } from '../../app-deps';
import { shownGroups } from '../assessment/student-access';

/*
 * What a report expects (docs/decisions.md "Benchmarks and reports (issue 13)"): one item per
 * published assessment group a lesson shows — every check-your-understanding group of regular lessons
 * and the groups of skill lessons (type 1), the mid-unit activity (4), the performance assessment (2)
 * — and one per published benchmark set (3), expected only from the students it is assigned to. A
 * benchmark set belongs to its linked unit, else to its benchmark lesson's unit.
 */

export interface ReportItem {
  readonly reportType: ReportType;
  readonly group: AssessmentGroupDocument;
  readonly assessmentId: number;
  readonly lessonId: number;
  readonly unitId: number;
  /** The benchmark set; null for other types. */
  readonly setId: number | null;
}

export interface ReportLesson {
  readonly id: number;
  readonly unitId: number;
  readonly title: BilingualText;
  readonly number: number | null;
  readonly lessonTypeId: number;
}

export interface ReportUnit {
  readonly id: number;
  readonly name: BilingualText;
  readonly number: number;
}

export interface ReportSet {
  readonly id: number;
  readonly unitId: number;
  readonly lessonId: number;
  readonly title: BilingualText;
  /** Set 1, 2… within its linked unit, as the Benchmarks screen numbers them. */
  readonly number: number;
  readonly doc: AssessmentDocument;
}

export interface ReportCatalogue {
  readonly units: readonly ReportUnit[];
  readonly lessons: ReadonlyMap<number, ReportLesson>;
  readonly sets: readonly ReportSet[];
  readonly items: readonly ReportItem[];
  /** The lesson's own published assessment (not a benchmark set's). */
  readonly assessmentOfLesson: ReadonlyMap<number, AssessmentDocument>;
}

const itemsOf = (doc: AssessmentDocument, groups: readonly AssessmentGroupDocument[], unitId: number): ReportItem[] =>
  groups.map((group) => ({
    reportType: reportTypeOfKind(doc.kind),
    group,
    assessmentId: doc.id,
    lessonId: doc.lessonId,
    unitId,
    setId: doc.benchmarkSet?.id ?? null,
  }));

/** The published course as reports count it, from the caches every process keeps (no query once warm). */
export async function reportCatalogue(deps: AppDeps): Promise<ReportCatalogue> {
  const units = await deps.content.units();
  const lessons = new Map<number, ReportLesson>();
  const assessmentOfLesson = new Map<number, AssessmentDocument>();
  const items: ReportItem[] = [];
  for (const unit of units) {
    for (const lesson of unit.lessons) {
      lessons.set(lesson.id, { id: lesson.id, unitId: unit.id, title: lesson.title, number: lesson.number, lessonTypeId: lesson.lessonTypeId });
      const doc = lesson.hasAssessment ? await deps.assessments.byLesson(lesson.id) : null;
      if (!doc || doc.kind === 'benchmark') continue;
      assessmentOfLesson.set(lesson.id, doc);
      items.push(...itemsOf(doc, shownGroups(doc, await deps.content.get<LessonDocument>('lesson', lesson.id)), unit.id));
    }
  }
  const key = (d: AssessmentDocument) => d.benchmarkSet!.linkedUnitNumber ?? Number.POSITIVE_INFINITY;
  const benchmarks = (await deps.assessments.benchmarks()).sort((a, b) => key(a) - key(b) || a.benchmarkSet!.id - b.benchmarkSet!.id);
  const perUnit = new Map<number | null, number>();
  const sets: ReportSet[] = [];
  for (const doc of benchmarks) {
    const info = doc.benchmarkSet!;
    const number = (perUnit.get(info.linkedUnitNumber) ?? 0) + 1;
    perUnit.set(info.linkedUnitNumber, number);
    const unitId = info.linkedUnitId ?? doc.unitId;
    sets.push({ id: info.id, unitId, lessonId: doc.lessonId, title: info.title, number, doc });
    items.push(...itemsOf(doc, doc.groups, unitId));
  }
  return {
    units: units.map((u) => ({ id: u.id, name: u.name, number: u.number })),
    lessons,
    sets,
    items,
    assessmentOfLesson,
  };
}

/** The items of one report type, optionally in one unit. */
export function itemsOfType(catalogue: ReportCatalogue, reportType: ReportType, unitId: number | null = null): ReportItem[] {
  return catalogue.items.filter((i) => i.reportType === reportType && (unitId === null || i.unitId === unitId));
}

export const isBenchmark = (reportType: ReportType): boolean => reportType === ReportType.Benchmark;
