// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiteracyLessonItem } from '@domain/content/reading-views';
import LiteracySkillsPage from '@ui/learning/reading/LiteracySkillsPage';
import { bi, courseTwin, ok } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

const SKILL: LiteracyLessonItem = {
  id: 18,
  title: bi('Finding the Main Idea', 'Encontrar la idea principal'),
  lessonTypeId: 4,
  number: null,
  order: 1,
  hasAssessment: true,
  pageCount: 2,
  target: 'assessment',
  statusLesson: 'in-progress',
  score: null,
  unitId: 4,
  unitName: bi('Literacy Skills', 'Destrezas de lectura'),
  unitNumber: 0,
};

describe('LiteracySkillsPage', () => {
  it('links each skill lesson to the literacy screen with its status in words', async () => {
    const { services } = learningWorld(courseTwin({ literacyLessons: vi.fn(async () => ok([SKILL, { ...SKILL, id: 6, order: 6, unitId: 1, unitNumber: 1, unitName: bi('Colonial America'), title: bi('Reading a Historical Map'), statusLesson: 'completed' as const, score: 90 }])) }), { language: 'en' });
    renderAt(<LiteracySkillsPage />, { services, path: '/literacy-skills', pattern: '/literacy-skills' });

    expect(await screen.findByRole('link', { name: 'Finding the Main Idea' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Literacy skills' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Finding the Main Idea' }).getAttribute('href')).toBe('/unit/4/literacy/18');
    expect(screen.getByRole('link', { name: 'Reading a Historical Map' }).getAttribute('href')).toBe('/unit/1/literacy/6');
    expect(screen.getByRole('heading', { level: 2, name: 'Literacy Skills' })).toBeTruthy();
    const colonial = screen.getByRole('region', { name: 'Unit 1: Colonial America' });
    expect(within(colonial).getByText('Completed')).toBeTruthy();
    expect(within(colonial).getByText('Score: 90%')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it('explains in Spanish why the menu is empty', async () => {
    const { services } = learningWorld(courseTwin({ literacyLessons: vi.fn(async () => ok([] as LiteracyLessonItem[])) }), { language: 'es' });
    renderAt(<LiteracySkillsPage />, { services, path: '/literacy-skills', pattern: '/literacy-skills' });
    expect(await screen.findByText(/solo están disponibles en inglés/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Destrezas de lectura' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says there is nothing yet when the English menu is empty', async () => {
    const { services } = learningWorld(courseTwin({ literacyLessons: vi.fn(async () => ok([] as LiteracyLessonItem[])) }), { language: 'en' });
    renderAt(<LiteracySkillsPage />, { services, path: '/literacy-skills', pattern: '/literacy-skills' });
    expect(await screen.findByText('There are no literacy skill lessons to show yet.')).toBeTruthy();
  });
});
