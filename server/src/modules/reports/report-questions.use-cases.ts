import type { ReportRow, ReportTable } from '@domain/reports/report.responses';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import type { ReportCatalogue } from './report-catalogue.use-cases';
import type { DrillDown, ReportOptions } from './report-drilldown.use-cases';
import * as reads from './report-read.repository';
import { bandOf, distributionOfCounts, metricsOf, personName, reportRow, roundsOf } from './report-tally.use-cases';
import { SCORE_BANDS } from '@domain/reports/report.responses';
import { studentForReport } from './report-scope.use-cases';

/**
 * `POST performance-report/student/{studentId}`: the questions of the student's assessment in one
 * lesson, current round, one row each ("Question 3"), with every round beside them. Without a report
 * type, the lesson's own; a benchmark lesson shows the sets assigned to the student or worked on.
 */
export async function questionsOfStudent(
  deps: AppDeps,
  viewer: AuthUser,
  at: Extract<DrillDown, { rows: 'questionsOfStudent' }>,
  options: ReportOptions,
  catalogue: ReportCatalogue,
): Promise<ReportTable> {
  const student = await studentForReport(deps, viewer, at.studentId);
  if (!catalogue.lessons.has(at.lessonId)) throw appError('REPORT.LESSON_NOT_FOUND');
  const ofLesson = catalogue.items.filter((i) => i.lessonId === at.lessonId && (at.reportType === null || i.reportType === at.reportType));
  if (ofLesson.length === 0) throw appError('REPORT.LESSON_NOT_FOUND');
  const [attempts, assigned] = await Promise.all([
    reads.listAttemptFacts(deps.db, [student.id], [at.lessonId], true),
    reads.listAssignedSets(deps.db, [student.id]),
  ]);
  const items = ofLesson.filter((i) => i.setId === null || assigned.some((a) => a.setId === i.setId) || attempts.some((a) => a.groupId === i.group.id));
  const answers = new Map((await reads.listCurrentAnswers(deps.db, student.id, items.map((i) => i.group.id))).map((a) => [a.questionId, a]));
  const current = new Map(attempts.filter((a) => a.isCurrent).map((a) => [a.groupId, a]));
  const questions = items.flatMap((i) => i.group.questions.map((q) => ({ question: q, round: current.get(i.group.id)?.retakeRound ?? null })));
  const rows: ReportRow[] = questions.map(({ question, round }, index) => {
    const answer = answers.get(question.id);
    const submitted = answer?.submitted === true;
    const scored = submitted && answer.score !== null;
    const metrics = metricsOf(
      {
        students: 1,
        studentsStarted: submitted ? 1 : 0,
        expected: 1,
        submitted: submitted ? 1 : 0,
        pointsEarned: scored ? (answer.score ?? 0) : 0,
        pointsPossible: scored ? question.points : 0,
        unscored: submitted && !scored ? 1 : 0,
        lastSubmittedAt: submitted ? answer.submittedAt : null,
      },
      true,
    );
    const n = index + 1;
    return reportRow('question', question.id, { id: question.id, en: `Question ${n}`, es: `Pregunta ${n}` }, n, metrics, answer?.retakeRound ?? round);
  });
  const assessmentIds = [...new Set(items.map((i) => i.assessmentId))];
  for (const assessmentId of assessmentIds) await recordDisclosure(deps, viewer, student.id, 'assessment-answers', assessmentId);
  const groups = new Set(items.map((i) => i.group.id));
  const sum = (pick: (r: ReportRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const whole = metricsOf(
    {
      students: 1,
      studentsStarted: sum((r) => r.submitted) > 0 ? 1 : 0,
      expected: rows.length,
      submitted: sum((r) => r.submitted),
      pointsEarned: sum((r) => r.pointsEarned),
      pointsPossible: sum((r) => r.pointsPossible),
      unscored: sum((r) => r.unscored),
      lastSubmittedAt: null,
    },
    true,
  );
  const band = whole.scorePercent === null ? null : bandOf(whole.scorePercent);
  return {
    reportType: at.reportType ?? items[0]?.reportType ?? options.reportType,
    subReport: options.subReport,
    level: 'question',
    title: personName(student),
    rows,
    distribution: distributionOfCounts(SCORE_BANDS.map((b) => (b === band ? 1 : 0))),
    rounds: roundsOf(attempts.filter((a) => groups.has(a.groupId))),
  };
}
