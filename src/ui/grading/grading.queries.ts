import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, GradingUseCases } from '@application/grading/grading.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, failureOf, savedOf } from '../app/server-state/api-result-query';
import { classroomKeys } from '../classroom/classroom.queries';
import { reportKeys } from '../reports/reports.queries';

/**
 * Grading reads, all under `['grading']`: one student's report, a unit's lessons and an assessment
 * of theirs (a round, or 'current'). The grading queue nests its own keys under the same root, so a
 * score saved anywhere makes every grading list stale at once.
 */
export const gradingKeys = {
  all: ['grading'] as const,
  student: (studentId: number) => [...gradingKeys.all, 'student', studentId] as const,
  report: (studentId: number) => [...gradingKeys.student(studentId), 'report'] as const,
  unit: (studentId: number, unitId: number) => [...gradingKeys.student(studentId), 'unit', unitId] as const,
  /** Without `round`: every round of that assessment (a prefix); with it, one round. */
  assessment: (studentId: number, assessmentId: number, round?: number) =>
    round === undefined
      ? ([...gradingKeys.student(studentId), 'assessment', assessmentId] as const)
      : ([...gradingKeys.student(studentId), 'assessment', assessmentId, round] as const),
  /** The round the student works in now (its number moves on with a retake). */
  currentAssessment: (studentId: number, assessmentId: number) => [...gradingKeys.assessment(studentId, assessmentId), 'current'] as const,
};

export const gradingQueries = {
  /** The student's name and units (feedback status and score). Others grade too: always refetched when shown again. */
  report: (grading: GradingUseCases, studentId: number) =>
    queryOptions({ queryKey: gradingKeys.report(studentId), queryFn: () => dataOf(grading.studentReport(studentId)), staleTime: 0 }),
  unitLessons: (grading: GradingUseCases, studentId: number, unitId: number) =>
    queryOptions({ queryKey: gradingKeys.unit(studentId, unitId), queryFn: () => dataOf(grading.lessonsOfUnit(studentId, unitId)), staleTime: 0 }),
  /** The current round (others grade it too: refetched whenever shown again), or an earlier one (history: it never changes). */
  assessment: (grading: GradingUseCases, studentId: number, assessmentId: number, round?: number) =>
    queryOptions({
      queryKey: round === undefined ? gradingKeys.currentAssessment(studentId, assessmentId) : gradingKeys.assessment(studentId, assessmentId, round),
      queryFn: () => dataOf(grading.assessmentOfStudent(studentId, assessmentId, round)),
      staleTime: round === undefined ? 0 : 30_000,
    }),
};

/**
 * Saves a score and feedback. Everything under `['grading']` is stale (this student's report, units
 * and assessment, and any grading queue), and the classroom lists, whose students carry a feedback status.
 */
export function useGiveFeedback() {
  const { grading } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => savedOf(grading.giveFeedback(input)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: gradingKeys.all }),
        client.invalidateQueries({ queryKey: classroomKeys.all }),
        client.invalidateQueries({ queryKey: reportKeys.all }),
      ]),
    // Another teacher's save came first: what is on screen is stale too (the form keeps what was typed).
    onError: (error) => (failureOf(error)?.code === 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE' ? client.invalidateQueries({ queryKey: gradingKeys.all }) : undefined),
  });
}

/** Opens the next round: the student's report and their assessments change; queues drop the graded round. */
export function useAllowRetake() {
  const { grading } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { readonly studentId: number; readonly assessmentId: number }) => savedOf(grading.allowRetake(change.studentId, change.assessmentId)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: gradingKeys.all }), client.invalidateQueries({ queryKey: reportKeys.all })]),
  });
}
