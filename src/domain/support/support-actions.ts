/**
 * The changes a support user can make while acting for a teacher, in product words, by the call that
 * makes them (`METHOD /api/pattern`). The audit trail stores the action so the dashboard names it in
 * the viewer's language; a call not listed here is still recorded, as 'otherChange' with its route.
 */
export const SUPPORT_ACTIONS = {
  'POST /api/ClassRoom/addclassroom': 'classroomAdded',
  'PUT /api/ClassRoom/:id': 'classroomEdited',
  'DELETE /api/ClassRoom/:id': 'classroomRemoved',
  'POST /api/ClassRoom/AddStudent': 'studentAdded',
  'DELETE /api/ClassRoom/DeleteStudent/:id': 'studentRemoved',
  'PUT /api/ClassRoom/StudentPasswordReset': 'studentPasswordReset',
  'POST /api/answer-feedback': 'feedbackGiven',
  'POST /api/answer-feedback/essay': 'feedbackGiven',
  'PATCH /api/retake-assessment/:assessmentId/student/:studentId': 'retakeAllowed',
  'POST /api/assign-benchmark/student': 'benchmarkAssigned',
  'POST /api/assign-benchmark/classroom': 'benchmarkAssigned',
  'PUT /api/ClassRoom/:id/unit-locks/:unitId': 'unitLockChanged',
  'POST /api/ClassRoom/:id/unit-locks/:unitId': 'unitLockChanged',
  'DELETE /api/ClassRoom/:id/unit-locks/:unitId': 'unitLockChanged',
} as const;

export type SupportAction = (typeof SUPPORT_ACTIONS)[keyof typeof SUPPORT_ACTIONS] | 'otherChange';

export const SUPPORT_ACTION_NAMES: readonly SupportAction[] = [...new Set<SupportAction>([...Object.values(SUPPORT_ACTIONS), 'otherChange'])];

/** The action a call records (`route`: `METHOD /api/pattern`). */
export function supportActionOf(route: string): SupportAction {
  return (SUPPORT_ACTIONS as Readonly<Record<string, SupportAction>>)[route] ?? 'otherChange';
}
