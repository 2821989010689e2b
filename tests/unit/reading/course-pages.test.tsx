// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeacherPageDocument } from '@domain/content/reading.schemas';
import type { LessonListItem } from '@domain/content/student-content.schemas';
import type { UnitVideo } from '@domain/content/unit.schemas';
import type { UnitProgress } from '@domain/learning/unit-access.rules';
import ContributorsPage from '@ui/learning/reading/ContributorsPage';
import ScopeAndSequencePage from '@ui/learning/reading/ScopeAndSequencePage';
import TeacherPage from '@ui/learning/reading/TeacherPage';
import UnitLessonsPage from '@ui/learning/reading/UnitLessonsPage';
import VideosPage from '@ui/learning/reading/VideosPage';
import { bi, courseTwin, image, ok, rejected, unitView } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

const lesson = (id: number, order: number, lessonTypeId: number, target: string, title: string, extra: Partial<LessonListItem> = {}): LessonListItem => ({
  id,
  title: bi(title),
  lessonTypeId: lessonTypeId as LessonListItem['lessonTypeId'],
  number: null,
  order,
  hasAssessment: false,
  pageCount: 2,
  target,
  statusLesson: 'not-started',
  score: null,
  ...extra,
});

const UNIT = unitView({
  openerId: 5,
  teacherPageId: 3,
  progress: { total: 4, completed: 1, inProgress: 1, percent: 25, status: 'in-progress' } as UnitProgress,
  lessons: [
    lesson(2, 2, 2, 'lesson', 'Crossing the Atlantic', { number: 1, statusLesson: 'completed', score: 66.67 }),
    lesson(1, 1, 1, 'opener', 'Unit Opener', { statusLesson: 'in-progress' }),
    lesson(3, 3, 3, 'story', 'A Printer\'s Story'),
    lesson(4, 4, 4, 'assessment', 'Skill: Maps', { hasAssessment: true }),
    lesson(5, 5, 8, 'american-highlights', 'Ports and Printers'),
  ],
});

describe('UnitLessonsPage', () => {
  it('lists every lesson with type, number, status and score, linking by type', async () => {
    const { services } = learningWorld(courseTwin({ unit: vi.fn(async () => ok(UNIT)) }));
    renderAt(<UnitLessonsPage />, { services, path: '/unit/1/lessons', pattern: '/unit/:unitId/lessons' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons: Colonial America' })).toBeTruthy();
    expect(screen.getByText('1 of 4 lessons completed')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Unit Opener',
      'Crossing the Atlantic',
      "A Printer's Story",
      'Skill: Maps',
      'Ports and Printers',
    ]);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Unit Opener')).toBe('/unit/1/opener/5');
    expect(href('Crossing the Atlantic')).toBe('/unit/1/lesson/2');
    expect(href("A Printer's Story")).toBe('/unit/1/bill-story/3');
    expect(href('Skill: Maps')).toBe('/unit/1/assessment/4');
    expect(href('Ports and Printers')).toBe('/unit/1/american-highlights/5');
    const crossing = rows[1]!;
    expect(within(crossing).getByText('Lesson')).toBeTruthy();
    expect(within(crossing).getByText('1')).toBeTruthy();
    expect(within(crossing).getByText('Completed')).toBeTruthy();
    // The same percent the results box shows ("66.67%"), not a bare "66.7".
    expect(within(crossing).getByText('66.67%')).toBeTruthy();
    expect(within(rows[0]!).getByText('No number')).toBeTruthy();
    expect(within(rows[0]!).getByText('No score')).toBeTruthy();
    expect(within(rows[0]!).getByText('In progress')).toBeTruthy();
  });

  it('writes the score as US Spanish does ("66.67%", not "66,7")', async () => {
    const { services } = learningWorld(courseTwin({ unit: vi.fn(async () => ok(UNIT)) }), { language: 'es' });
    renderAt(<UnitLessonsPage />, { services, path: '/unit/1/lessons', pattern: '/unit/:unitId/lessons' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('66.67%')).toBeTruthy();
  });

  it('shows the locked message for a locked unit', async () => {
    const { services } = learningWorld(courseTwin({ unit: vi.fn(async () => rejected(403, 'UNIT.LOCKED', 'This unit is locked')) }));
    renderAt(<UnitLessonsPage />, { services, path: '/unit/3/lessons', pattern: '/unit/:unitId/lessons' });
    expect((await screen.findByTestId('unit-locked')).textContent).toContain('This unit is locked');
  });
});

describe('VideosPage', () => {
  it('plays the course\'s own videos in a named player with a poster, and external ones in a titled frame', async () => {
    const videos: UnitVideo[] = [
      { id: 2, order: 2, title: bi('An outside lecture'), description: null, videoUrl: 'https://video.example/embed/1', thumbnail: null },
      { id: 1, order: 1, title: bi('The thirteen colonies in one minute'), description: bi('A short illustrated tour.'), videoUrl: '/api/videos/61', thumbnail: image(4, 'Map') },
      { id: 3, order: 3, title: bi('Bad link'), description: null, videoUrl: 'javascript:alert(1)', thumbnail: null },
    ];
    const { services } = learningWorld(courseTwin({ videos: vi.fn(async () => ok(videos)) }));
    const { container } = renderAt(<VideosPage />, { services, path: '/unit/1/videos', pattern: '/unit/:unitId/videos' });

    expect(await screen.findByRole('heading', { level: 2, name: 'The thirteen colonies in one minute' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['The thirteen colonies in one minute', 'An outside lecture', 'Bad link']);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/videos/61');
    expect(video.getAttribute('poster')).toBe('/api/images/4');
    expect(video.getAttribute('aria-label')).toBe('The thirteen colonies in one minute');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(document.getElementById(video.getAttribute('aria-describedby')!)!.textContent).toBe('A short illustrated tour.');
    // Captions in both languages, the interface language's on by default.
    const tracks = [...video.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      srclang: track.getAttribute('srclang'),
      label: track.getAttribute('label'),
      src: track.getAttribute('src'),
      default: track.hasAttribute('default'),
    }));
    expect(tracks).toEqual([
      { kind: 'captions', srclang: 'en', label: 'English', src: '/api/videos/61/captions/en', default: true },
      { kind: 'captions', srclang: 'es', label: 'Spanish', src: '/api/videos/61/captions/es', default: false },
    ]);
    expect(screen.getByTitle('An outside lecture').getAttribute('src')).toBe('https://video.example/embed/1');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByText('This video cannot be played here.')).toBeTruthy();
  });
});

describe('video captions', () => {
  it('turns the Spanish captions on for a Spanish interface, named in Spanish', async () => {
    const videos: UnitVideo[] = [{ id: 1, order: 1, title: bi('The thirteen colonies in one minute'), description: null, videoUrl: '/api/videos/61', thumbnail: null }];
    const { services } = learningWorld(courseTwin({ videos: vi.fn(async () => ok(videos)) }), { language: 'es' });
    const { container } = renderAt(<VideosPage />, { services, path: '/unit/1/videos', pattern: '/unit/:unitId/videos', language: 'es' });
    await screen.findByRole('heading', { level: 2 });
    const tracks = [...container.querySelectorAll('video track')];
    expect(tracks.map((track) => [track.getAttribute('label'), track.hasAttribute('default')])).toEqual([
      ['Inglés', false],
      ['Español', true],
    ]);
  });
});

describe('TeacherPage', () => {
  it('loads the teacher page the unit names and lists its skills', async () => {
    const page: TeacherPageDocument = {
      id: 3,
      unitId: 1,
      title: bi('Teacher page: Colonial America'),
      content: bi('<p>This unit practises maps.</p>'),
      skills: [
        { id: 2, order: 2, name: bi('Compare and contrast'), description: null },
        { id: 1, order: 1, name: bi('Reading historical maps'), description: bi('<p>Use a legend.</p>') },
      ],
      version: 1,
      publishedAt: '2026-11-22T00:00:00Z',
    };
    const teacherPage = vi.fn(async () => ok(page));
    const { services } = learningWorld(courseTwin({ unit: vi.fn(async () => ok(UNIT)), teacherPage }));
    renderAt(<TeacherPage />, { services, path: '/unit/1/teacher-page', pattern: '/unit/:unitId/teacher-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher page: Colonial America' })).toBeTruthy();
    expect(teacherPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Skills' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Reading historical maps', 'Compare and contrast']);
  });

  it('says so when the unit has no teacher page', async () => {
    const { services } = learningWorld(courseTwin({ unit: vi.fn(async () => ok({ ...UNIT, teacherPageId: null })) }));
    renderAt(<TeacherPage />, { services, path: '/unit/1/teacher-page', pattern: '/unit/:unitId/teacher-page' });
    expect(await screen.findByText('This unit has no teacher page yet.')).toBeTruthy();
  });
});

describe('ScopeAndSequencePage and ContributorsPage', () => {
  it('lists every unit with its lessons in order, in Spanish', async () => {
    const programPreview = vi.fn(async () =>
      ok([
        {
          id: 2, name: bi('The American Revolution', 'La Revolución estadounidense'), number: 2, order: 2, unitTypeId: 1, belongsTo: 'history', specialUnitAcronym: null, description: null,
          lessons: [{ id: 9, title: bi('Taxes', 'Impuestos'), lessonTypeId: 2, number: 1, order: 1 }],
          lessonsOnlyInEnglish: false,
        },
        {
          id: 1, name: bi('Colonial America', 'La América colonial'), number: 1, order: 1, unitTypeId: 1, belongsTo: 'history', specialUnitAcronym: null, description: bi('<p>Colonies.</p>', '<p>Colonias.</p>'),
          lessons: [
            { id: 2, title: bi('Crossing', 'Cruzar'), lessonTypeId: 2, number: 1, order: 2 },
            { id: 1, title: bi('Opener', 'Presentación'), lessonTypeId: 1, number: null, order: 1 },
          ],
          lessonsOnlyInEnglish: false,
        },
      ]),
    );
    const { services } = learningWorld(courseTwin({ programPreview }), { language: 'es' });
    renderAt(<ScopeAndSequencePage />, { services, path: '/scope-and-sequence', pattern: '/scope-and-sequence' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alcance y secuencia' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Unidad 1: La América colonial' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Unidad 1: La América colonial', 'Unidad 2: La Revolución estadounidense']);
    const colonial = screen.getByRole('region', { name: 'Unidad 1: La América colonial' });
    expect(within(colonial).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Presentación', 'Lección 1 Cruzar']);
  });

  it('shows the contributors with their roles', async () => {
    const contributors = vi.fn(async () =>
      ok({ id: 1, title: bi('Contributors'), intro: null, contributors: [{ id: 1, order: 1, name: 'Course Platform Team', role: bi('Writing') }], version: 1, publishedAt: '' }),
    );
    const { services } = learningWorld(courseTwin({ contributors }));
    renderAt(<ContributorsPage />, { services, path: '/contributors', pattern: '/contributors' });
    expect(await screen.findByText('Course Platform Team')).toBeTruthy();
    expect(screen.getByText('Writing')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
