import type { ApiResult } from '@application/ports/api-result';
import type { FeedbackResult, GradingGateway } from '@application/grading/grading-gateway.port';
import type { StudentLessons, StudentReport } from '@domain/assessment/student-report.responses';
import type { GradingQueue } from '@domain/assessment/grading-queue.responses';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import { MESSAGES } from '@domain/shared/messages';
import { answered, refused } from './in-memory-answers';

/** The grading port over work held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryGradingGateway extends GradingGateway {
  putReport(studentId: number, report: StudentReport): void;
  putLessons(studentId: number, unitId: number, lessons: StudentLessons): void;
  /** The student's current round of an assessment (its earlier rounds are kept by `allowRetake`). */
  putAssessment(studentId: number, view: AssessmentView): void;
  /** Another teacher's save of one answer: the version goes up, as on the server. */
  saveAsOtherTeacher(studentId: number, questionId: number, score: number | null, feedback: string): void;
  current(studentId: number, assessmentId: number): AssessmentView | null;
  /**
   * The teacher's whole grading queue (answers and filter choices). An answer whose question is scored
   * in a round held here (a save through this twin, or `saveAsOtherTeacher`) leaves it, as on the server.
   */
  putQueue(queue: GradingQueue): void;
}

const notFound = refused(404, 'ASSESSMENT.NOT_FOUND', 'assessmentNotFound');

const withQuestion = (view: AssessmentView, questionId: number, change: (q: QuestionView) => QuestionView): AssessmentView => ({
  ...view,
  groups: view.groups.map((g) => ({ ...g, questions: g.questions.map((q) => (q.id === questionId ? change(q) : q)) })),
});

/** The next round as a retake opens it: nothing answered, nothing submitted. */
const nextRound = (view: AssessmentView): AssessmentView => {
  const round = view.retakeRound + 1;
  return {
    ...view,
    retakeRound: round,
    isSubmitted: false,
    score: null,
    percent: null,
    feedbackStatus: 0,
    groups: view.groups.map((g) => ({
      ...g,
      retakeRound: round,
      status: 'not-started',
      isSubmitted: false,
      score: null,
      percent: null,
      feedbackStatus: 0,
      submittedAt: null,
      questions: g.questions.map((q) => ({ ...q, retakeRound: round, studentAnswer: null, isAnswered: false, isSubmitted: false, score: null, isCorrect: null, feedback: null, marks: {}, feedbackVersion: 0 })),
    })),
  };
};

export function createInMemoryGradingGateway(): InMemoryGradingGateway {
  const reports = new Map<number, StudentReport>();
  const lessons = new Map<string, StudentLessons>();
  /** Every round of every assessment, by `student:assessment`, oldest first; the last is current. */
  const rounds = new Map<string, AssessmentView[]>();
  const key = (studentId: number, assessmentId: number) => `${studentId}:${assessmentId}`;
  const current = (studentId: number, assessmentId: number) => rounds.get(key(studentId, assessmentId))?.at(-1) ?? null;
  const holding = (studentId: number, questionId: number) =>
    [...rounds.entries()].find(([k, list]) => k.startsWith(`${studentId}:`) && list.at(-1)!.groups.some((g) => g.questions.some((q) => q.id === questionId)))?.[1];
  const replaceCurrent = (list: AssessmentView[], view: AssessmentView) => list.splice(list.length - 1, 1, view);
  let queue: GradingQueue = { answers: [], filters: { classrooms: [], units: [], assessments: [] } };
  const scored = (studentId: number, assessmentId: number, questionId: number) =>
    current(studentId, assessmentId)?.groups.some((g) => g.questions.some((q) => q.id === questionId && q.score !== null)) ?? false;

  return {
    putReport: (studentId, report) => void reports.set(studentId, report),
    putLessons: (studentId, unitId, list) => void lessons.set(`${studentId}:${unitId}`, list),
    putAssessment: (studentId, view) => void rounds.set(key(studentId, view.id), [view]),
    putQueue: (next) => void (queue = next),
    gradingQueue: async ({ classroomId, unitId, assessmentId }) => {
      if (classroomId !== undefined && !queue.filters.classrooms.some((c) => c.id === classroomId)) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      const answers = queue.answers.filter(
        (a) =>
          !scored(a.student.id, a.assessment.id, a.question.id) &&
          (classroomId === undefined || a.classroom.id === classroomId) &&
          (unitId === undefined || a.unit.id === unitId) &&
          (assessmentId === undefined || a.assessment.id === assessmentId),
      );
      return answered({ answers, filters: queue.filters });
    },
    current,
    saveAsOtherTeacher(studentId, questionId, score, feedback) {
      const list = holding(studentId, questionId);
      if (!list) throw new Error(`no assessment of student ${studentId} holds question ${questionId}`);
      replaceCurrent(list, withQuestion(list.at(-1)!, questionId, (q) => ({ ...q, score, feedback, feedbackVersion: q.feedbackVersion + 1 })));
    },
    studentReport: async (studentId) => {
      const report = reports.get(studentId);
      return report ? answered(report) : refused(403, 'PROGRESS.OUT_OF_SCOPE', 'outOfScope');
    },
    unitLessons: async (studentId, unitId) => {
      const list = lessons.get(`${studentId}:${unitId}`);
      return list ? answered(list) : refused(404, 'NOT_FOUND', 'notFound');
    },
    studentAssessment: async (studentId, assessmentId, retakeRound) => {
      const list = rounds.get(key(studentId, assessmentId));
      if (!list) return notFound;
      if (retakeRound === undefined) return answered(list.at(-1)!);
      const view = list.find((v) => v.retakeRound === retakeRound);
      return view ? answered(view) : refused(404, 'ASSESSMENT.ROUND_NOT_FOUND', 'retakeRoundNotFound', 'retakeRound');
    },
    async giveFeedback({ studentId, questionId, essay, score, feedback, expectedVersion }): Promise<ApiResult<FeedbackResult>> {
      const list = holding(studentId, questionId);
      const view = list?.at(-1);
      const question = view?.groups.flatMap((g) => g.questions).find((q) => q.id === questionId);
      if (!list || !view || !question) return refused(404, 'QUESTION.NOT_IN_ASSESSMENT', 'questionNotInAssessment');
      if (essay !== (question.type === 'essay')) {
        return essay ? refused(400, 'FEEDBACK.NOT_AN_ESSAY', 'notAnEssay', 'questionId') : refused(400, 'FEEDBACK.USE_ESSAY_CALL', 'useEssayFeedback', 'questionId');
      }
      const scored = score === -1 ? null : score;
      if (scored !== null && (!Number.isFinite(scored) || scored < 0 || scored > question.points)) {
        return { ...refused(400, 'VALIDATION', 'scoreOutOfRange', 'score'), message: `${MESSAGES.fieldInvalid.en.replace('{{field}}', 'score')}: ${MESSAGES.scoreOutOfRange.en}` };
      }
      if (!question.isSubmitted) return refused(409, 'ASSESSMENT.NOT_SUBMITTED', 'assessmentNotSubmitted');
      if (expectedVersion !== undefined && expectedVersion !== question.feedbackVersion) {
        const changed: ApiResult<never> = {
          ...(refused(409, 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE', 'feedbackChangedBySomeoneElse') as Extract<ApiResult<never>, { ok: false }>),
          current: { questionId, score: question.score, feedback: question.feedback, feedbackVersion: question.feedbackVersion },
        };
        return changed;
      }
      const feedbackVersion = question.feedbackVersion + 1;
      replaceCurrent(list, withQuestion(view, questionId, (q) => ({ ...q, score: scored, isCorrect: scored === null ? null : scored >= q.points, feedback, feedbackVersion })));
      return answered(
        {
          studentId,
          assessmentId: view.id,
          questionId,
          retakeRound: view.retakeRound,
          score: scored,
          maxScore: question.points,
          feedback,
          feedbackVersion,
          attempt: { score: view.score, maxScore: view.maxScore, percent: view.percent, feedbackStatus: view.feedbackStatus },
        },
        'feedbackSaved',
      );
    },
    async allowRetake(assessmentId, studentId) {
      const list = rounds.get(key(studentId, assessmentId));
      if (!list) return notFound;
      const view = list.at(-1)!;
      if (!view.isSubmitted) return refused(409, 'ASSESSMENT.NOT_SUBMITTED', 'retakeNotPossible');
      const next = nextRound(view);
      list.push(next);
      return answered(next, 'retakeAllowed');
    },
  };
}
