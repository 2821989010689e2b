// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AssessmentLessonPage from '@ui/learning/lesson/AssessmentLessonPage';
import LessonPage from '@ui/learning/lesson/LessonPage';
import { component, courseTwin, lessonView, ok } from '../learning/course-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

/**
 * Issue 11: a lone "Page 1 of 1" pager (two disabled buttons) sat under every one-page lesson — every
 * assessment lesson among them. The lessons' and stories' pager (Pager) draws only when there is a page to turn to.
 */

const onePage = lessonView({ pageCount: 1, components: [component(1, 'text-content', { content: { id: 1, en: '<p>Only page</p>', es: '<p>Única página</p>' } })] });

describe('a pager with a single page', () => {
  it('is not drawn under a one-page lesson', async () => {
    const { services } = learningWorld(courseTwin({ lesson: async () => ok(onePage) }));
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: '/unit/:unitId/lesson/:lessonId' });
    expect(await screen.findByText('Only page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Lesson pages' })).toBeNull();
    expect(screen.queryByTestId('page-of')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    // Nor is the page itself named "Page 1 of 1".
    expect(screen.queryByRole('region', { name: 'Page 1 of 1' })).toBeNull();
  });

  it('is not drawn under a one-page assessment lesson, in Spanish either', async () => {
    const { services } = learningWorld(courseTwin({ lesson: async () => ok({ ...onePage, hasAssessment: true }) }), { language: 'es' });
    renderAt(<AssessmentLessonPage />, { services, path: '/unit/1/assessment/2', pattern: '/unit/:unitId/assessment/:lessonId', language: 'es' });
    expect(await screen.findByText('Única página')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Páginas de la lección' })).toBeNull();
    expect(screen.queryByText('Página 1 de 1')).toBeNull();
  });

  it('is drawn as soon as there is a second page', async () => {
    const { services } = learningWorld(courseTwin());
    renderAt(<LessonPage />, { services, path: '/unit/1/lesson/2', pattern: '/unit/:unitId/lesson/:lessonId' });
    const pager = await screen.findByRole('navigation', { name: 'Lesson pages' });
    expect(within(pager).getByTestId('page-of').textContent).toBe('Page 1 of 3');
  });
});
