// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import type { Language } from '@domain/shared/constants';
import LessonPage from '@ui/learning/lesson/LessonPage';
import LiteracySkillsPage from '@ui/learning/reading/LiteracySkillsPage';
import ScopeAndSequencePage from '@ui/learning/reading/ScopeAndSequencePage';
import UnitLessonsPage from '@ui/learning/reading/UnitLessonsPage';
import UnitsDashboardPage from '@ui/learning/unit/UnitsDashboardPage';
import { bi, courseTwin, lessonView, listItem, ok, rejected, unitCard, unitView } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/**
 * Spanish hides lesson types 4, 5 and 6 (product-spec §9): a unit made only of them says its lessons
 * are in English only, and a typed URL of one shows an honest panel that offers English, never the
 * lesson in Spanish (docs/decisions.md, issue 11).
 */

const LITERACY_ROUTE = '/unit/:unitId/literacy/:lessonId';
const skillLesson = () => lessonView({ id: 4, lessonTypeId: 4, number: null, title: bi('Finding the Main Idea', 'Encontrar la idea principal') });

/** The twin answers as the server does for the interface language the client sends. */
function byLanguage() {
  const sent: { preferences?: PreferenceStore } = {};
  const language = (): Language => sent.preferences?.readLanguage() ?? 'es';
  return { sent, language };
}

describe('home cards in Spanish', () => {
  const literacy = (onlyInEnglish: boolean) =>
    unitCard(4, {
      number: 0,
      belongsTo: 'literacy',
      specialUnitAcronym: bi('LS', 'DL'),
      openerId: null,
      lessonsOnlyInEnglish: onlyInEnglish,
      progress: onlyInEnglish ? { total: 0, completed: 0, inProgress: 0, percent: 0, status: 'not-started' } : { total: 3, completed: 1, inProgress: 0, percent: 33, status: 'in-progress' },
    });

  it('says the literacy unit is only in English instead of "0 de 0 lecciones", and switches to English on request', async () => {
    const { sent, language } = byLanguage();
    const course = courseTwin({ units: async () => ok([unitCard(1), literacy(language() === 'es')]) });
    const world = learningWorld(course, { language: 'es' });
    sent.preferences = world.preferences;
    renderAt(<UnitsDashboardPage />, { services: world.services, path: '/' });

    const card = await screen.findByRole('article', { name: 'Unit name 4 (es)' });
    expect(within(card).getByText('Las lecciones de esta unidad solo están disponibles en inglés.')).toBeTruthy();
    expect(within(card).queryByText(/de 0 lecciones/)).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    // A unit with lessons in Spanish still counts the ones shown.
    expect(within(screen.getByRole('article', { name: 'Unit name 1 (es)' })).getByText(/2 de 8 lecciones completadas/)).toBeTruthy();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Cambiar a inglés' }));
    // The English answer reaches the card a render after the language (a deferred value, issue 17).
    const english = await screen.findByRole('article', { name: 'Unit name 4' });
    expect(await within(english).findByText(/1 of 3 lessons completed/)).toBeTruthy();
    expect(world.preferences.readLanguage()).toBe('en');
    expect(world.profiles.changeTextLanguage).toHaveBeenCalledWith(7, 'en');
  });

  it('shows the counts in English, where nothing is hidden', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok([literacy(false)]) }), { language: 'en' });
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    const card = await screen.findByRole('article', { name: 'Unit name 4' });
    expect(within(card).getByText(/1 of 3 lessons completed/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Switch to English' })).toBeNull();
  });
});

describe("a unit's lessons page in Spanish", () => {
  it('says the lessons are only in English instead of "0 de 0" and "no lessons yet"', async () => {
    const view = unitView(4, { lessons: [], lessonsOnlyInEnglish: true, progress: { total: 0, completed: 0, inProgress: 0, percent: 0, status: 'not-started' } });
    const { services } = learningWorld(courseTwin({ unit: async () => ok(view) }), { language: 'es' });
    renderAt(<UnitLessonsPage />, { services, path: '/unit/4/lessons', pattern: '/unit/:unitId/lessons' });
    expect(await screen.findByText('Las lecciones de esta unidad solo están disponibles en inglés.')).toBeTruthy();
    expect(screen.queryByText(/0 de 0/)).toBeNull();
    expect(screen.queryByText('Esta unidad todavía no tiene lecciones.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar a inglés' })).toBeTruthy();
  });
});

describe('the literacy-skills page and the scope and sequence in Spanish', () => {
  it('the literacy-skills page says the same as the card and offers English', async () => {
    const { sent, language } = byLanguage();
    const item = { ...listItem(4, 4, 'Finding the Main Idea'), unitId: 4, unitName: bi('Literacy Skills'), unitNumber: 0 };
    const world = learningWorld(courseTwin({ literacyLessons: async () => ok(language() === 'es' ? [] : [item]) }), { language: 'es' });
    sent.preferences = world.preferences;
    renderAt(<LiteracySkillsPage />, { services: world.services, path: '/literacy-skills', pattern: '/literacy-skills' });
    const notice = await screen.findByTestId('literacy-empty');
    expect(notice.textContent).toContain('Las lecciones de destrezas de lectura solo están disponibles en inglés.');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Cambiar a inglés' }));
    expect(await screen.findByRole('link', { name: 'Finding the Main Idea' })).toBeTruthy();
  });

  it('the scope and sequence says which unit is only in English', async () => {
    const literacy = { id: 4, name: bi('Literacy Skills', 'Destrezas de lectura'), number: 0, order: 4, unitTypeId: 1, belongsTo: 'literacy', specialUnitAcronym: null, description: null, lessons: [], lessonsOnlyInEnglish: true };
    const { services } = learningWorld(courseTwin({ programPreview: async () => ok([literacy]) }), { language: 'es' });
    renderAt(<ScopeAndSequencePage />, { services, path: '/scope-and-sequence', pattern: '/scope-and-sequence' });
    const unit = await screen.findByRole('region', { name: 'Destrezas de lectura' });
    expect(within(unit).getByText('Las lecciones de esta unidad solo están disponibles en inglés.')).toBeTruthy();
  });
});

describe('opening a lesson hidden in Spanish', () => {
  it('shows the English-only panel, not the lesson, and opens it in English on request, staying on the lesson', async () => {
    const { sent, language } = byLanguage();
    const course = courseTwin({
      lesson: async () => (language() === 'es' ? rejected(409, 'LESSON.ONLY_IN_ENGLISH', 'Esta lección solo está disponible en inglés') : ok(skillLesson())),
    });
    const world = learningWorld(course, { language: 'es' });
    sent.preferences = world.preferences;
    const user = userEvent.setup();
    renderAt(<LessonPage />, { services: world.services, path: '/unit/1/literacy/4', pattern: LITERACY_ROUTE });

    const panel = await screen.findByTestId('lesson-only-in-english');
    expect(within(panel).getByText('Esta lección solo está disponible en inglés')).toBeTruthy();
    expect(within(panel).getByText('Cambia el idioma a inglés para leerla aquí.')).toBeTruthy();
    expect(screen.queryByTestId('lesson')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();

    // The page shows once the unit's bar has its data, a render after the notice (a deferred value, issue 17).
    await user.click(await within(panel).findByRole('button', { name: 'Cambiar a inglés' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finding the Main Idea' })).toBeTruthy();
    expect(screen.queryByTestId('lesson-only-in-english')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/unit/1/literacy/4');
    expect(world.preferences.readLanguage()).toBe('en');
  });

  it('moves the focus to the page when its switch button goes away, not to the top of the document', async () => {
    const { services } = learningWorld(courseTwin({ lesson: async () => ok(skillLesson()) }), { language: 'es' });
    renderAt(<LessonPage />, { services, path: '/unit/1/literacy/4', pattern: LITERACY_ROUTE });
    const panel = await screen.findByTestId('lesson-only-in-english');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Cambiar a inglés' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finding the Main Idea' })).toBeTruthy();
    // The unit's page content, past the unit bar (UnitLayout), as the skip link does.
    expect(document.activeElement?.id).toBe('page-content');
  });

  it('never shows a hidden lesson in Spanish, even when an answer serves it (the client applies the same rule)', async () => {
    const { services } = learningWorld(courseTwin({ lesson: async () => ok(skillLesson()) }), { language: 'es' });
    renderAt(<LessonPage />, { services, path: '/unit/1/literacy/4', pattern: LITERACY_ROUTE });
    expect(await screen.findByTestId('lesson-only-in-english')).toBeTruthy();
    expect(screen.queryByText('Encontrar la idea principal')).toBeNull();
    expect(screen.queryByTestId('lesson')).toBeNull();
  });

  it('opens the same lesson straight away in English, and lessons Spanish shows in Spanish', async () => {
    const { services } = learningWorld(courseTwin({ lesson: async () => ok(skillLesson()) }), { language: 'en' });
    const first = renderAt(<LessonPage />, { services, path: '/unit/1/literacy/4', pattern: LITERACY_ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finding the Main Idea' })).toBeTruthy();
    expect(screen.queryByTestId('lesson-only-in-english')).toBeNull();
    first.unmount();

    const spanish = learningWorld(courseTwin(), { language: 'es' });
    renderAt(<LessonPage />, { services: spanish.services, path: '/unit/1/lesson/2', pattern: '/unit/:unitId/lesson/:lessonId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossing the Atlantic (es)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('lesson-only-in-english')).toBeNull());
  });
});
