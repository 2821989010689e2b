// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import LessonPage from '@ui/learning/lesson/LessonPage';
import UnitStoryPage from '@ui/learning/lesson/UnitStoryPage';
import BiographyPage from '@ui/learning/reading/BiographyPage';
import TimelineEventPage from '@ui/learning/reading/TimelineEventPage';
import OpenerPage from '@ui/learning/unit/OpenerPage';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import { MESSAGES } from '@domain/shared/messages';
import { courseTwin, rejected } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

const UNIT_GONE = MESSAGES.redirectHomeOther.en;
const gone = (code: ClientErrorCode, message: string) => async () => rejected(404, code, message);

/** The snackbars on screen once the student is home. */
async function noticesOnceHome(): Promise<string[]> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  await screen.findAllByRole('alert');
  // Both failures arrive in one turn; any second notice is shown within the same few turns as the first.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  return screen.getAllByRole('alert').map((n) => n.textContent ?? '');
}

describe('a bad content URL', () => {
  // The snackbar store is the module's own, shared by every test of the file.
  beforeEach(() => notifications.clean());

  const cases = [
    { page: <LessonPage />, path: '/unit/99/lesson/98', pattern: '/unit/:unitId/lesson/:lessonId', call: 'lesson', code: 'LESSON.NOT_FOUND', text: MESSAGES.redirectHomeLesson.en },
    { page: <UnitStoryPage />, path: '/unit/99/unitstory/98', pattern: '/unit/:unitId/unitstory/:unitstoryId', call: 'story', code: 'STORY.NOT_FOUND', text: MESSAGES.redirectHomeStory.en },
    { page: <BiographyPage />, path: '/unit/99/biography/98', pattern: '/unit/:unitId/biography/:biographyId', call: 'biography', code: 'BIOGRAPHY.NOT_FOUND', text: MESSAGES.redirectHomeBiography.en },
    { page: <TimelineEventPage />, path: '/unit/99/time-line/event/98', pattern: '/unit/:unitId/time-line/event/:blurbId', call: 'timelineEvent', code: 'TIMELINE_EVENT.NOT_FOUND', text: MESSAGES.redirectHomeTimelineEvent.en },
    { page: <OpenerPage />, path: '/unit/99/opener/98', pattern: '/unit/:unitId/opener/:openerId', call: 'opener', code: 'OPENER.NOT_FOUND', text: UNIT_GONE },
  ] as const;

  for (const c of cases) {
    it(`(${c.call}) whose unit is gone too goes home with one notice, the page's own`, async () => {
      const course = courseTwin({ unit: gone('UNIT.NOT_FOUND', UNIT_GONE), [c.call]: gone(c.code, c.text) });
      renderAt(c.page, { services: learningWorld(course).services, path: c.path, pattern: c.pattern });
      expect(await noticesOnceHome()).toEqual([c.text]);
    });
  }

  it('says in Spanish what happened, in one notice', async () => {
    const course = courseTwin({ unit: gone('UNIT.NOT_FOUND', MESSAGES.redirectHomeOther.es), lesson: gone('LESSON.NOT_FOUND', MESSAGES.redirectHomeLesson.es) });
    const { services } = learningWorld(course, { language: 'es' });
    renderAt(<LessonPage />, { services, path: '/unit/97/lesson/96', pattern: '/unit/:unitId/lesson/:lessonId', language: 'es' });
    expect(await noticesOnceHome()).toEqual(['Esta lección no está disponible; por eso estás de nuevo en la página de inicio.']);
  });
});
