import { one, type Sql } from '../../db/database';
import { NotificationType } from '@domain/notifications/notification-type';
import { insertText } from '../../modules/content/draft/bilingual.repository';
import { insertComponent } from '../../modules/content/draft/component-draft.repository';
import { publishLesson } from '../../modules/content/publish/publish-lesson';
import { publishUnit } from '../../modules/content/publish/publish-unit';
import { insertBenchmarkSet } from '../../modules/assessment/draft/assessment-draft.repository';
import { publishAssessment } from '../../modules/assessment/publish/publish-assessment';
import { insertNotifications } from '../../modules/notifications/notification.repository';
import { insertAssignments } from '../../modules/assessment/benchmark.repository';
import { BENCHMARK_DEFAULT_DAYS } from '@domain/assessment/benchmark.schemas';
import type { SeedStep } from '../seed-runner';
import { AssessmentMedia } from './assessment-media';
import type { AssessmentSeed } from './assessment-seed.types';
import { lessonId, writeAssessment } from './assessment-seed.writer';
import { colonialMidUnitAssessment, colonialPerformanceAssessment, colonialSkillAssessment } from './colonial.assessments';
import { demoBenchmarkSet, literacyMainIdeaAssessment } from './literacy-benchmark.assessments';
import {
  declaringIndependenceCheck,
  revolutionMidUnitAssessment,
  revolutionPerformanceAssessment,
  revolutionSkillAssessment,
} from './revolution.assessments';

/** Every lesson assessment of the demo course; together they use all nine question types. */
export const DEMO_ASSESSMENTS: readonly AssessmentSeed[] = [
  colonialSkillAssessment,
  colonialMidUnitAssessment,
  colonialPerformanceAssessment,
  revolutionSkillAssessment,
  revolutionMidUnitAssessment,
  revolutionPerformanceAssessment,
  declaringIndependenceCheck,
  literacyMainIdeaAssessment,
];

/** Adds an assessment-group component at the end of a regular lesson and republishes it and its unit. */
async function addCheckComponent(sql: Sql, seed: AssessmentSeed, target: { lessonId: number; unitId: number }) {
  const last = await one<{ order: number }>(sql, 'SELECT coalesce(max(sort_order), 0)::int AS "order" FROM content_components WHERE lesson_id = $1', [target.lessonId]);
  await insertComponent(sql, { owner: { lessonId: target.lessonId }, type: 'page-break', order: last!.order + 1 });
  await insertComponent(sql, {
    owner: { lessonId: target.lessonId },
    type: 'assessment-group',
    order: last!.order + 2,
    titleId: await insertText(sql, seed.addComponent!.title),
    assessmentGroupNumber: 1,
    requiresTeacherFeedback: seed.addComponent!.requiresTeacherFeedback ?? false,
  });
  await publishLesson(sql, target.lessonId);
  await publishUnit(sql, target.unitId);
}

/** The benchmark set on the benchmark lesson, assigned by the demo teacher to the demo student for the current school year. */
async function writeBenchmark(sql: Sql, media: AssessmentMedia) {
  const target = await lessonId(sql, demoBenchmarkSet.lesson);
  const linked = await one<{ id: number }>(
    sql,
    'SELECT u.id FROM units u JOIN bilingual_values b ON b.id = u.name_id WHERE b.en = $1 AND u.deleted_at IS NULL',
    [demoBenchmarkSet.linkedUnit],
  );
  const setId = await insertBenchmarkSet(sql, { lessonId: target.lessonId, linkedUnitId: linked?.id ?? null, titleId: await insertText(sql, demoBenchmarkSet.title) });
  const assessmentId = await writeAssessment(sql, media, demoBenchmarkSet, { lessonId: target.lessonId, benchmarkSetId: setId });
  const doc = await publishAssessment(sql, assessmentId);
  const people = await one<{ teacherId: number; studentId: number; schoolYear: string }>(
    sql,
    `SELECT (SELECT id FROM users WHERE username = 'teacher') AS "teacherId", (SELECT id FROM users WHERE username = 'student') AS "studentId",
            to_char(date_trunc('year', now() - interval '7 months') + interval '7 months', 'YYYY-MM-DD') AS "schoolYear"`,
  );
  if (!people?.teacherId || !people.studentId) return;
  // The current school year: 1 August to 1 August, whenever the demo starts.
  const start = new Date(`${people.schoolYear}T00:00:00Z`);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const assigned = await insertAssignments(sql, {
    benchmarkSetId: setId,
    studentIds: [people.studentId],
    assignedBy: people.teacherId,
    classroomId: null,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    defaultDays: BENCHMARK_DEFAULT_DAYS,
  });
  if (assigned.length) {
    await insertNotifications(sql, [people.studentId], NotificationType.BenchmarkAssigned, {
      isFlashNotification: false,
      unitId: doc.unitId,
      benchmarkName: doc.benchmarkSet!.title.en,
    });
  }
}

/**
 * Demo assessments (issue 5), after the demo course: each assessment written as drafts and published
 * with publishAssessment (the back office's path), a check-your-understanding group added to a regular
 * lesson, and a benchmark set assigned to the demo student.
 */
export const demoAssessmentsSeed: SeedStep = {
  name: 'demo-assessments',
  async run(tx) {
    const media = new AssessmentMedia(tx);
    for (const seed of DEMO_ASSESSMENTS) {
      const target = await lessonId(tx, seed.lesson);
      const assessmentId = await writeAssessment(tx, media, seed, target);
      await publishAssessment(tx, assessmentId);
      if (seed.addComponent) await addCheckComponent(tx, seed, target);
    }
    await writeBenchmark(tx, media);
  },
};
