import type { ApiResult } from '@application/ports/api-result';
import type { OutboxEntry } from '@application/ports/answer-outbox.port';
import type {
  AssessmentGateway,
  BenchmarkAssessmentView,
  BenchmarkCountView,
  BenchmarkScoreView,
  ReviewMark,
  SubmitAssessmentRequest,
} from '@application/ports/assessment-gateway.port';
import type { StudentAnswer } from '@domain/assessment/answer.schemas';
import type { AnswerValue } from '@domain/assessment/answer-value';
import { isNewerSave } from '@domain/assessment/answer-rules';
import { benchmarkOpen, BenchmarkStatus } from '@domain/assessment/benchmark.schemas';
import type { QuestionDocument } from '@domain/assessment/question.schemas';
import { FeedbackStatus, scoreQuestion, totals } from '@domain/assessment/scoring';
import type { AssessmentView, GroupView, QuestionView } from '@domain/assessment/student-view';
import { redactQuestion } from '@domain/assessment/student-view';
import { answered, refused } from './in-memory-answers';

/** What the twin holds: the assessments as published (with their keys), and the student's benchmarks. */
export interface AssessmentContent {
  /** Every assessment, as the server shows it now; a question's keys stay hidden until it is submitted. */
  readonly assessments?: readonly AssessmentView[];
  /** The student's benchmark assignments with their assessments. */
  readonly benchmarks?: readonly BenchmarkAssessmentView[];
  /**
   * What the server shows once a round is submitted, by assessment id (the teacher's marks, the
   * feedback): without one, the twin scores the stored answers itself (scoring.ts).
   */
  readonly revealed?: readonly AssessmentView[];
  /** The server's clock, for benchmark periods (epoch ms); defaults to Date.now. */
  readonly now?: () => number;
}

/** The gateway's calls, by name. */
export type AssessmentCall = keyof AssessmentGateway;

/**
 * How a call fails: a refusal or error the server answers, the network losing the request before the
 * server (`unreachable`), or the server committing a save whose answer never arrives (`reply-lost`).
 */
export type ScriptedFailure = ApiResult<never> | 'unreachable' | 'reply-lost';

/**
 * The assessment gateway's twin for tests (never bound by the composition root). It keeps the
 * student's answers as the server does: a clientAnswerId applies once, a question keeps its newest
 * save (clientSeq), a submitted round or question and an earlier round's saves are refused; a
 * submit scores the round; a benchmark is refused once its period ended. A test scripts a failure
 * the rules do not produce with `failNext` (one call) or `failEvery` (until `recover`).
 */
export interface InMemoryAssessmentGateway extends AssessmentGateway {
  /** The next call of `call` answers `failure` (queued: two scripts fail the next two calls). */
  failNext(call: AssessmentCall, failure: ScriptedFailure): void;
  /** Every call of `call` answers `failure` until `recover`. */
  failEvery(call: AssessmentCall, failure: ScriptedFailure): void;
  /** Ends `failEvery` (of one call, or of all) and drops scripts not used yet. */
  recover(call?: AssessmentCall): void;
  /** While on, saves wait (in flight) until `releaseSaves`. */
  holdSaves(on: boolean): void;
  releaseSaves(): void;
  /** Every save that reached the server, repeats included, in order. */
  readonly receivedSaves: readonly OutboxEntry[];
  /** Every save applied (each clientAnswerId once), in the order applied. */
  readonly appliedSaves: readonly OutboxEntry[];
  /** Saves the network lost before the server. */
  readonly lostSaves: readonly OutboxEntry[];
  /** The stored answer of a question (the newest save) with its clientSeq. */
  answerOf(assessmentId: number, questionId: number): { readonly clientSeq: number; readonly answer: AnswerValue } | undefined;
  /** The assessment as the server shows it now. */
  current(assessmentId: number): AssessmentView | undefined;
}

const OFFLINE: ApiResult<never> = { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' };
const questionsOf = (view: AssessmentView): QuestionView[] => view.groups.flatMap((g) => g.questions);

/** The question as the student sees it before submission: its keys removed (redactQuestion). */
function hideKeys(q: QuestionView): QuestionView {
  if (q.isSubmitted || !q.type) return q;
  return { ...q, ...redactQuestion(q as unknown as QuestionDocument, false) } as QuestionView;
}

/** A submitted group as scored by the server's rules: each question's result from its stored answer. */
function scoredGroup(group: GroupView, answerOf: (questionId: number) => AnswerValue | null): GroupView {
  const questions = group.questions.map((q): QuestionView => {
    const answer = answerOf(q.id) ?? q.studentAnswer;
    const result = scoreQuestion(q as unknown as QuestionDocument, answer as StudentAnswer | null);
    return { ...q, revealed: true, isSubmitted: true, studentAnswer: answer, isAnswered: answer !== null, score: result.score, isCorrect: result.isCorrect, marks: result.marks };
  });
  const sum = totals(questions.map((q) => ({ score: q.score, maxScore: q.points })));
  const feedbackStatus = sum.score === null ? FeedbackStatus.Pending : FeedbackStatus.Completed;
  return { ...group, questions, status: 'submitted', isSubmitted: true, ...sum, feedbackStatus, assessmentPagerStatus: questions.map(() => 'submitted') } as GroupView;
}

export function createInMemoryAssessmentGateway(content: AssessmentContent = {}): InMemoryAssessmentGateway {
  const now = content.now ?? (() => Date.now());
  const views = new Map<number, AssessmentView>();
  for (const b of content.benchmarks ?? []) views.set(b.assessment.id, b.assessment);
  for (const view of content.assessments ?? []) views.set(view.id, view);
  const revealed = new Map((content.revealed ?? []).map((view) => [view.id, view]));
  const assignments = new Map((content.benchmarks ?? []).map((b) => [b.assignment.benchmarkStudentId, b.assignment]));
  const answers = new Map<string, { clientSeq: number; answer: AnswerValue }>();
  const receivedSaves: OutboxEntry[] = [];
  const appliedSaves: OutboxEntry[] = [];
  const lostSaves: OutboxEntry[] = [];
  const once = new Map<AssessmentCall, ScriptedFailure[]>();
  const always = new Map<AssessmentCall, ScriptedFailure>();
  let holding = false;
  const held: Array<() => void> = [];

  const key = (assessmentId: number, questionId: number) => `${assessmentId}:${questionId}`;
  const scripted = (call: AssessmentCall): ScriptedFailure | undefined => once.get(call)?.shift() ?? always.get(call);
  const shown = (view: AssessmentView): AssessmentView => ({ ...view, groups: view.groups.map((g) => ({ ...g, questions: g.questions.map(hideKeys) })) });
  const viewOf = (assessmentId: number) => views.get(assessmentId);
  const notFound = () => refused(404, 'ASSESSMENT.NOT_FOUND', 'assessmentNotFound');

  /** Runs a call through its script: a failure answers instead, or (reply-lost) after the call. */
  async function run<T>(call: AssessmentCall, answer: () => ApiResult<T>): Promise<ApiResult<T>> {
    const failure = scripted(call);
    if (failure === 'unreachable') return OFFLINE;
    if (failure === 'reply-lost') {
      answer();
      return OFFLINE;
    }
    return failure ?? answer();
  }

  /** The round after a submit of some groups (all open ones when no number): given, or scored here. */
  function submitRound(view: AssessmentView, groupNumber?: number): AssessmentView {
    const given = revealed.get(view.id);
    if (given) return given;
    const answerOf = (questionId: number) => answers.get(key(view.id, questionId))?.answer ?? null;
    const groups = view.groups.map((g) => (!g.isSubmitted && (groupNumber === undefined || g.assessmentGroupNumber === groupNumber) ? scoredGroup(g, answerOf) : g));
    const isSubmitted = groups.every((g) => g.isSubmitted);
    const sum = totals(groups.map((g) => ({ score: g.score, maxScore: g.maxScore })));
    return { ...view, groups, isSubmitted, ...(isSubmitted ? sum : {}) };
  }

  function save(entry: OutboxEntry): ApiResult<unknown> {
    const view = viewOf(entry.assessmentId);
    if (!view) return notFound();
    const question = questionsOf(view).find((q) => q.id === entry.questionId);
    if (!question) return refused(404, 'QUESTION.NOT_IN_ASSESSMENT', 'questionNotInAssessment');
    if (entry.retakeRound !== view.retakeRound) return refused(409, 'ASSESSMENT.STALE_ROUND', 'staleRetakeRound');
    if (view.isSubmitted) return refused(409, 'ASSESSMENT.ALREADY_SUBMITTED', 'assessmentAlreadySubmitted');
    if (question.isSubmitted) return refused(409, 'QUESTION.ALREADY_SUBMITTED', 'questionAlreadySubmitted');
    if (!appliedSaves.some((e) => e.clientAnswerId === entry.clientAnswerId)) {
      appliedSaves.push(entry);
      const stored = answers.get(key(entry.assessmentId, entry.questionId));
      if (!stored || isNewerSave(stored.clientSeq, entry.clientSeq)) answers.set(key(entry.assessmentId, entry.questionId), { clientSeq: entry.clientSeq, answer: entry.answer });
      if (entry.submit) {
        const lock = (q: QuestionView): QuestionView => (q.id === entry.questionId ? { ...q, isSubmitted: true, studentAnswer: entry.answer, isAnswered: true } : q);
        views.set(view.id, { ...view, groups: view.groups.map((g) => ({ ...g, questions: g.questions.map(lock) })) });
      }
    }
    return answered({ clientAnswerId: entry.clientAnswerId, applied: true }, 'answerSaved');
  }

  function change(assessmentId: number, questionId: number, patch: Partial<QuestionView>): void {
    const view = viewOf(assessmentId);
    if (!view) return;
    views.set(assessmentId, { ...view, groups: view.groups.map((g) => ({ ...g, questions: g.questions.map((q) => (q.id === questionId ? ({ ...q, ...patch } as QuestionView) : q)) })) });
  }

  function benchmarkView(benchmarkStudentId: number): BenchmarkAssessmentView | undefined {
    const assignment = assignments.get(benchmarkStudentId);
    const assessment = assignment && viewOf(assignment.assessmentId);
    return assignment && assessment ? { assignment, assessment: shown(assessment) } : undefined;
  }

  function scoreOf(benchmarkStudentId: number): BenchmarkScoreView | undefined {
    const benchmark = benchmarkView(benchmarkStudentId);
    if (!benchmark) return undefined;
    const { assignment, assessment } = benchmark;
    const sum = totals(assessment.groups.map((g) => ({ score: g.score, maxScore: g.maxScore })));
    return {
      benchmarkStudentId,
      status: assignment.status,
      isSubmitted: assessment.isSubmitted,
      retakeRound: assignment.retakeRound,
      score: assessment.score ?? sum.score,
      maxScore: assessment.maxScore || sum.maxScore,
      percent: assessment.percent ?? (assessment.isSubmitted ? sum.percent : null),
      feedbackStatus: assessment.feedbackStatus,
      submittedAt: assignment.submittedAt,
      history: assessment.history,
    };
  }

  return {
    failNext: (call, failure) => void once.set(call, [...(once.get(call) ?? []), failure]),
    failEvery: (call, failure) => void always.set(call, failure),
    recover(call) {
      if (call) {
        always.delete(call);
        once.delete(call);
      } else {
        always.clear();
        once.clear();
      }
    },
    holdSaves: (on) => void (holding = on),
    releaseSaves: () => {
      for (const go of held.splice(0)) go();
    },
    receivedSaves,
    appliedSaves,
    lostSaves,
    answerOf: (assessmentId, questionId) => answers.get(key(assessmentId, questionId)),
    current: (assessmentId) => viewOf(assessmentId),

    assessment: (assessmentId) => run('assessment', () => {
      const view = viewOf(assessmentId);
      return view ? answered(shown(view)) : notFound();
    }),
    lessonAssessment: (lessonId) => run('lessonAssessment', () => {
      const view = [...views.values()].find((v) => v.lessonId === lessonId);
      return view ? answered(shown(view)) : refused(404, 'LESSON.NOT_FOUND', 'redirectHomeLesson');
    }),
    async saveAnswer(entry) {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      const failure = scripted('saveAnswer');
      if (failure === 'unreachable') {
        lostSaves.push(entry);
        return OFFLINE;
      }
      receivedSaves.push(entry);
      if (failure === 'reply-lost') {
        save(entry);
        return OFFLINE;
      }
      return failure ?? save(entry);
    },
    setReviewing: (mark: ReviewMark) => run('setReviewing', () => {
      if (!viewOf(mark.assessmentId)) return notFound();
      change(mark.assessmentId, mark.questionId, { isReviewing: mark.isReviewing });
      return answered(null);
    }),
    saveCurrentIndex: (lessonId, componentId, currentIndex) => run('saveCurrentIndex', () => {
      const view = [...views.values()].find((v) => v.lessonId === lessonId);
      if (!view) return refused(404, 'LESSON.NOT_FOUND', 'redirectHomeLesson');
      // The position is kept on the component; the twin keeps it on the lesson's groups.
      views.set(view.id, { ...view, groups: view.groups.map((g) => ({ ...g, currentIndex })) });
      return answered({ lessonId, componentId, currentIndex });
    }),
    submitAssessment: (request: SubmitAssessmentRequest) => run('submitAssessment', () => {
      const view = viewOf(request.assessmentId);
      if (!view) return notFound();
      if (request.retakeRound !== view.retakeRound) return refused(409, 'ASSESSMENT.STALE_ROUND', 'staleRetakeRound');
      const group = request.assessmentGroupNumber === undefined ? undefined : view.groups.find((g) => g.assessmentGroupNumber === request.assessmentGroupNumber);
      if (view.isSubmitted || group?.isSubmitted) return refused(409, 'ASSESSMENT.ALREADY_SUBMITTED', 'assessmentAlreadySubmitted');
      const next = submitRound(view, request.assessmentGroupNumber);
      views.set(view.id, next);
      return answered(next);
    }),
    benchmarks: (userId) => run('benchmarks', () =>
      answered([...assignments.values()].filter((a) => userId === undefined || a.studentUserId === userId)),
    ),
    benchmarkCount: () => run('benchmarkCount', () => {
      const all = [...assignments.values()];
      const open = all.filter((a) => benchmarkOpen(a, now())).length;
      const count = (status: number) => all.filter((a) => a.status === status).length;
      const expired = all.filter((a) => a.status !== BenchmarkStatus.Submitted && Date.parse(a.endsAt) <= now()).length;
      const answer: BenchmarkCountView = { count: open, total: all.length, assigned: count(BenchmarkStatus.Assigned), inProgress: count(BenchmarkStatus.InProgress), submitted: count(BenchmarkStatus.Submitted), open, expired };
      return answered(answer);
    }),
    benchmarkAssessment: (benchmarkStudentId) => run('benchmarkAssessment', () => {
      const benchmark = benchmarkView(benchmarkStudentId);
      return benchmark ? answered(benchmark) : refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
    }),
    submitBenchmark: (request) => run('submitBenchmark', () => {
      const assignment = assignments.get(request.benchmarkStudentId);
      const view = assignment && viewOf(assignment.assessmentId);
      if (!assignment || !view) return refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
      if (request.retakeRound !== assignment.retakeRound) return refused(409, 'ASSESSMENT.STALE_ROUND', 'staleRetakeRound');
      if (assignment.status === BenchmarkStatus.Submitted) return refused(409, 'ASSESSMENT.ALREADY_SUBMITTED', 'assessmentAlreadySubmitted');
      if (!benchmarkOpen(assignment, now())) return refused(409, 'BENCHMARK.EXPIRED', 'benchmarkExpired');
      const next = submitRound(view);
      views.set(view.id, next);
      const submittedAt = new Date(now()).toISOString();
      assignments.set(assignment.benchmarkStudentId, { ...assignment, status: BenchmarkStatus.Submitted, score: scoreOf(assignment.benchmarkStudentId)?.percent ?? null, submittedAt });
      return answered(benchmarkView(assignment.benchmarkStudentId)!);
    }),
    benchmarkScore: (benchmarkStudentId) => run('benchmarkScore', () => {
      const score = scoreOf(benchmarkStudentId);
      return score ? answered(score) : refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
    }),
  };
}
