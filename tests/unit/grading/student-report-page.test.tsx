// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import StudentReportPage from '@ui/grading/StudentReportPage';
import { renderAt } from '../learning/learning-world';
import { assessmentView, bi, group, revealed, written } from '../assessment-ui/assessment-world';
import { gradingWorld } from './grading-world';

/** The report page over the grading twin: units → lessons → an assessment, grading, retake and history. */

const UNIT = { unitId: 1, unitName: bi('Colonial America'), studentId: 7, feedbackStatus: 1 as const, score: null, lessons: [] };

function world(roleId: RoleId = RoleId.DistrictTeacher, at = { path: '/student-reports/student/7', pattern: '/student-reports/student/:studentId' }) {
  const q = revealed(written('Why did colonists come?', { points: 2 }), { answer: { text: 'Land.' }, score: null });
  const view = assessmentView([group([q], { isSubmitted: true })], { id: 30, lessonId: 5, kind: 'mid-unit', feedbackStatus: 1, history: [{ retakeRound: 1, submittedAt: null, score: null, maxScore: 2, percent: null }] });
  const w = gradingWorld({ views: [view], roleId });
  w.gateway.putReport(7, { student: { id: 7, firstName: 'Gia', lastName: 'Grader', userName: 'gradekid' }, units: [UNIT] });
  w.gateway.putLessons(7, 1, {
    studentId: 7,
    unitId: 1,
    unit: { unitName: UNIT.unitName, feedbackStatus: 1, score: null },
    lessons: [
      {
        lessonId: 5,
        title: bi('Mid-Unit Check'),
        lessonTypeId: 4,
        number: null,
        status: 'in-progress',
        score: null,
        feedbackStatus: 1,
        assessments: [{ assessmentId: 30, kind: 'mid-unit', benchmarkSet: null, retakeRound: 1, isSubmitted: true, score: null, maxScore: 2, percent: null, feedbackStatus: 1, submittedRounds: [1] }],
      },
    ],
  });
  renderAt(<StudentReportPage />, { services: w.services, ...at });
  return { ...w, q, user: userEvent.setup() };
}

async function openAssessment(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { name: 'Report: Gia Grader', level: 1 })).toBeTruthy();
  const unitRow = screen.getByRole('rowheader', { name: 'Colonial America' }).closest('tr')!;
  expect(within(unitRow).getByText('Waiting for scores')).toBeTruthy();
  expect(within(unitRow).getByText('Blank')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Show lessons of Colonial America' }));
  const lessons = await screen.findByRole('table', { name: 'Lessons of Colonial America (1)' });
  expect(within(lessons).getByText('In progress')).toBeTruthy();
  await user.click(within(lessons).getByRole('button', { name: 'Open Mid-Unit Check' }));
  const heading = await screen.findByRole('heading', { name: 'Mid-Unit Check, attempt 1', level: 2 });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('the student report page', () => {
  it('opens the lesson the address names (the support mirror of a lesson of a student): its unit, its row marked, its assessment', async () => {
    world(RoleId.SupportRole, {
      path: '/support/student-reports/student/7/unit/1/lesson/5',
      pattern: '/support/student-reports/student/:studentId/unit/:unitId/lesson/:lessonId',
    });
    const lessons = await screen.findByRole('table', { name: 'Lessons of Colonial America (1)' });
    expect(within(lessons).getByRole('rowheader', { name: 'Mid-Unit Check' }).closest('tr')!.getAttribute('aria-current')).toBe('location');
    expect(await screen.findByRole('heading', { name: 'Mid-Unit Check, attempt 1', level: 2 })).toBeTruthy();
  });

  it('lets the teacher score, allow a retake after confirming, and read the earlier attempt', async () => {
    const w = world();
    await openAssessment(w.user);
    expect(screen.getByTestId('answer-review')).toBeTruthy();
    expect(screen.getByTestId('score-feedback-form')).toBeTruthy();

    // Going back from the confirmation leaves focus on the button that asked.
    await w.user.click(screen.getByRole('button', { name: 'Allow retake' }));
    await screen.findByRole('dialog', { name: 'Allow a retake?' });
    await w.user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Allow retake' })));
    expect(w.gateway.allowRetake).not.toHaveBeenCalled();

    await w.user.click(screen.getByRole('button', { name: 'Allow retake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow a retake?' });
    expect(dialog.textContent).toContain('Gia Grader can take Mid-Unit Check again as attempt 2. Attempt 1 and its scores stay as history.');
    await w.user.click(within(dialog).getByRole('button', { name: 'Allow retake' }));
    expect(w.gateway.allowRetake).toHaveBeenCalledWith(30, 7);

    expect(await screen.findByRole('heading', { name: 'Mid-Unit Check, attempt 2', level: 2 })).toBeTruthy();
    expect(screen.getByText(/has not submitted this attempt yet/)).toBeTruthy();
    expect(screen.queryByTestId('score-feedback-form')).toBeNull();
    await w.user.click(screen.getByRole('button', { name: 'Open attempt 1 of Mid-Unit Check' }));
    expect(await screen.findByRole('heading', { name: 'Mid-Unit Check, attempt 1', level: 2 })).toBeTruthy();
    expect(w.gateway.studentAssessment).toHaveBeenLastCalledWith(7, 30, 1);
    expect(screen.getByText(/Attempt 1 is history/)).toBeTruthy();
    expect(screen.queryByTestId('score-feedback-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allow retake' })).toBeNull();
  });

  it('shows a campus manager the same report without grading controls', async () => {
    const w = world(RoleId.CampusManager);
    await openAssessment(w.user);
    expect(screen.getByTestId('answer-review')).toBeTruthy();
    expect(screen.queryByTestId('score-feedback-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allow retake' })).toBeNull();
  });

  it('says why the report failed and offers Try again', async () => {
    const w = gradingWorld();
    renderAt(<StudentReportPage />, { services: w.services, path: '/student-reports/student/9', pattern: '/student-reports/student/:studentId' });
    const alert = (await screen.findByText('The report could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
