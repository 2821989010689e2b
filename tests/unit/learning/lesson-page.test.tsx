// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LessonPage from '@ui/learning/lesson/LessonPage';
import AssessmentLessonPage from '@ui/learning/lesson/AssessmentLessonPage';
import UnitStoryPage from '@ui/learning/lesson/UnitStoryPage';
import { clampPage } from '@ui/learning/lesson/PagedContent';
import { bi, component, courseTwin, lessonView, ok, rejected } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

const LESSON_ROUTE = '/unit/:unitId/lesson/:lessonId';

describe('lesson pages', () => {
  it('splits the lesson at page breaks and opens the last page viewed', async () => {
    const course = courseTwin({ lesson: async () => ok(lessonView({ progress: { studentId: 7, statusLesson: 'in-progress', lastPageView: 2, visitedPages: [1, 2], score: null } })) });
    const { services } = learningWorld(course);
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Crossing the Atlantic' })).toBeTruthy();
    expect(screen.getByTestId('page-of').textContent).toBe('Page 2 of 3');
    expect(screen.getByRole('region', { name: 'Page 2 of 3' }).textContent).toContain('Page two text');
    expect(screen.queryByText('Page one title')).toBeNull();
    // The page break itself is never drawn.
    expect(screen.getByTestId('lesson-page').querySelectorAll('[data-testid]').length).toBe(1);
  });

  it('saves every page turn, shows the status in words and completes on the last page', async () => {
    const course = courseTwin();
    const { services, trace } = learningWorld(course);
    const user = userEvent.setup();
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByTestId('lesson-status').textContent).toContain('In progress');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    // The status mirror is a machine actor made through services.machines (so QA traces record it).
    await waitFor(() => expect(trace.started).toContain('lessonStatus'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('page-of').textContent).toBe('Page 2 of 3');
    expect(course.saveLastPage).toHaveBeenLastCalledWith(2, 2, 7);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(course.saveLastPage).toHaveBeenLastCalledWith(2, 3, 7);
    expect(screen.getByRole('heading', { name: 'Page three card' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('lesson-status').textContent).toContain('Completed'));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(course.saveLastPage).toHaveBeenLastCalledWith(2, 2, 7);
    // Never backwards: going back keeps the lesson completed.
    expect(screen.getByTestId('lesson-status').textContent).toContain('Completed');
  });

  it('shows the unit, the lesson number and the essential question with its narration', async () => {
    const { services } = learningWorld(courseTwin());
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });
    const question = await screen.findByRole('region', { name: 'Essential question' });
    expect(within(question).getByText('Why cross an ocean?')).toBeTruthy();
    expect(within(question).getByLabelText('Listen: Essential question')).toBeTruthy();
    expect(screen.getByText(/Unit 1: Colonial America/)).toBeTruthy();
    expect(screen.getByText(/Lesson 1/, { selector: 'p' })).toBeTruthy();
  });

  it('finishes a lesson without assessment from its last page and goes on to the next lesson', async () => {
    const course = courseTwin({ lesson: async () => ok(lessonView({ progress: { studentId: 7, statusLesson: 'completed', lastPageView: 3, visitedPages: [1, 2, 3], score: null } })) });
    const { services } = learningWorld(course);
    const user = userEvent.setup();
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Finish lesson' }));
    expect(course.completeLesson).toHaveBeenCalledWith(2, 1);
    // The next lesson of the unit is a story (type 3): the bill-story route.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unit/1/bill-story/3'));
  });

  it('ignores 409 LESSON.ASSESSMENT_PENDING when finishing', async () => {
    const course = courseTwin({
      lesson: async () => ok(lessonView({ pageCount: 1, components: [component(1, 'text-content', { content: bi('<p>Only page</p>') })] })),
      completeLesson: async () => rejected(409, 'LESSON.ASSESSMENT_PENDING', 'The assessment completes this lesson'),
    });
    const { services } = learningWorld(course);
    const user = userEvent.setup();
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Finish lesson' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe('/unit/1/lesson/2'));
    expect(screen.queryByText('The assessment completes this lesson')).toBeNull();
  });

  it('renders an assessment lesson the same way, with the assessment slot and no finish button', async () => {
    const course = courseTwin({
      lesson: async () =>
        ok(
          lessonView({
            id: 6,
            lessonTypeId: 4,
            number: null,
            hasAssessment: true,
            pageCount: 1,
            title: bi('Skill: Reading a Map'),
            components: [component(1, 'text-content', { content: bi('<p>Read the map.</p>') }), component(2, 'assessment-group', { assessmentGroupNumber: 1 })],
          }),
        ),
    });
    const { services } = learningWorld(course);
    renderAt(<AssessmentLessonPage />, { services, path: '/unit/1/assessment/6', pattern: '/unit/:unitId/assessment/:lessonId' });
    const slot = await screen.findByRole('region', { name: 'Assessment 1' });
    // The slot loads the lesson's assessment (tests/unit/assessment-ui covers the player); this fake answers 500.
    expect(await within(slot).findByText('not used in this test')).toBeTruthy();
    expect(screen.getByText(/Skill lesson/, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish lesson' })).toBeNull();
  });

  it('pages a unit story like a lesson', async () => {
    const course = courseTwin({
      story: async () =>
        ok({
          id: 41,
          unitId: 1,
          order: 1,
          name: bi('The Starving Winter'),
          pageCount: 2,
          components: [component(1, 'text-content', { content: bi('<p>Winter came.</p>') }), component(2, 'page-break'), component(3, 'text-content', { content: bi('<p>Spring came.</p>') })],
          version: 1,
          publishedAt: '2026-11-22T00:00:00.000Z',
        }),
    });
    const { services } = learningWorld(course);
    const user = userEvent.setup();
    renderAt(<UnitStoryPage />, { services, path: '/unit/1/unitstory/41', pattern: '/unit/:unitId/unitstory/:unitstoryId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Starving Winter' })).toBeTruthy();
    expect(screen.getByText('Winter came.')).toBeTruthy();
    await user.click(screen.getByRole('navigation', { name: 'Story pages' }).querySelector('button:last-of-type')!);
    expect(screen.getByText('Spring came.')).toBeTruthy();
    expect(screen.getByTestId('page-of').textContent).toBe('Page 2 of 2');
  });

  it('names a story once: an opening section title that repeats its name is not shown again', async () => {
    const story = (components: ReturnType<typeof component>[]) => async () =>
      ok({ id: 41, unitId: 1, order: 1, name: bi('The Starving Winter'), pageCount: 1, components, version: 1, publishedAt: '2026-11-22T00:00:00.000Z' });
    const { services } = learningWorld(
      courseTwin({ story: story([component(1, 'section-title', { title: bi('The  starving winter ') }), component(2, 'text-content', { content: bi('<p>Winter came.</p>') })]) }),
    );
    renderAt(<UnitStoryPage />, { services, path: '/unit/1/unitstory/41', pattern: '/unit/:unitId/unitstory/:unitstoryId' });
    expect(await screen.findByText('Winter came.')).toBeTruthy();
    expect(screen.getAllByText(/the starving winter/i)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'The Starving Winter' })).toBeTruthy();
  });

  it('names a lesson once too, and keeps a section title that says something else', async () => {
    const course = courseTwin({
      lesson: async () =>
        ok(
          lessonView({
            pageCount: 1,
            components: [
              component(1, 'section-title', { title: bi('Crossing the Atlantic') }),
              component(2, 'section-title', { title: bi('Pushes and pulls') }),
              component(3, 'text-content', { content: bi('<p>Why people left.</p>') }),
            ],
          }),
        ),
    });
    const { services } = learningWorld(course);
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: LESSON_ROUTE });
    expect(await screen.findByText('Why people left.')).toBeTruthy();
    expect(screen.getAllByText('Crossing the Atlantic', { selector: 'h1, h2, h3' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Pushes and pulls' })).toBeTruthy();
  });

  it('keeps a remembered page inside the lesson', () => {
    expect(clampPage(null, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });
});
