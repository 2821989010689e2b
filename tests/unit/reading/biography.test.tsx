// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BiographyDocument } from '@domain/content/reading.schemas';
import BiographyPage from '@ui/learning/reading/BiographyPage';
import { bi, courseTwin, image, ok, rejected } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

const FRANKLIN: BiographyDocument = {
  id: 1,
  unitId: 1,
  order: 1,
  characterName: bi('Benjamin Franklin', 'Benjamin Franklin'),
  characterPeriod: bi('1706 – 1790', '1706 – 1790'),
  mainText: bi('<p>Franklin was a <strong>printer</strong>.</p>', '<p>Franklin fue <strong>impresor</strong>.</p>'),
  portrait: image(33, 'Illustrated portrait of an older man', 'Retrato ilustrado de un hombre mayor'),
  portraitCaption: bi('Franklin in later life', 'Franklin en su vejez'),
  disclaimer: bi('Illustration made for this course, not an actual likeness.', 'Ilustración hecha para este curso; no es un retrato real.'),
  audio: { id: 10, en: '/api/audio/34', es: '/api/audio/35' },
  version: 1,
  publishedAt: '2026-11-22T00:00:00Z',
};

function world(language: 'en' | 'es', audioLanguage: 'en' | 'es') {
  const course = courseTwin({
    biography: vi.fn(async (id: number) => (id === 1 ? ok(FRANKLIN) : rejected(404, 'BIOGRAPHY.NOT_FOUND', 'This biography is not available any more.'))),
    biographies: vi.fn(async () =>
      ok([
        { id: 2, order: 2, name: bi('Anne Hutchinson', 'Anne Hutchinson') },
        { id: 1, order: 1, name: bi('Benjamin Franklin', 'Benjamin Franklin') },
      ]),
    ),
  });
  return learningWorld(course, { language, audioLanguage });
}

describe('BiographyPage', () => {
  it('shows the name, period, portrait with caption and disclaimer, rich text, narration and the unit\'s biographies', async () => {
    const { services } = world('en', 'en');
    renderAt(<BiographyPage />, { services, path: '/unit/1/biography/1', pattern: '/unit/:unitId/biography/:biographyId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Benjamin Franklin' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Lived 1706 – 1790')).toBeTruthy();
    const portrait = screen.getByRole('img', { name: 'Illustrated portrait of an older man' });
    // the page's largest paint: loaded at once and first (issue 17)
    expect(portrait.getAttribute('loading')).toBe('eager');
    expect(portrait.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('button', { name: 'Open image full screen: Illustrated portrait of an older man' })).toBeTruthy();
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Franklin in later life')).toBeTruthy();
    expect(within(figure).getByText('Illustration made for this course, not an actual likeness.')).toBeTruthy();
    expect(screen.getByText('printer').tagName).toBe('STRONG');
    const player = screen.getByTestId('audio-player');
    expect(player.getAttribute('src')).toBe('/api/audio/34');
    expect(player.closest('[role="group"]')!.getAttribute('aria-label')).toBe('Listen: Benjamin Franklin');

    const nav = await screen.findByRole('navigation', { name: 'Biographies in this unit' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Benjamin Franklin', 'Anne Hutchinson']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('href')).toBe('/unit/1/biography/2');
  });

  it('reads in Spanish while narrating in English when the student chose so', async () => {
    const { services } = world('es', 'en');
    renderAt(<BiographyPage />, { services, path: '/unit/1/biography/1', pattern: '/unit/:unitId/biography/:biographyId' });
    expect(await screen.findByText('impresor')).toBeTruthy();
    expect(screen.getByText('Vivió 1706 – 1790')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Retrato ilustrado de un hombre mayor' })).toBeTruthy();
    expect(screen.getByTestId('audio-player').getAttribute('src')).toBe('/api/audio/34');
    expect(await screen.findByRole('navigation', { name: 'Biografías de esta unidad' })).toBeTruthy();
  });

  it('zooms the portrait in the full-screen popup', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world('en', 'en');
    renderAt(<BiographyPage />, { services, path: '/unit/1/biography/1', pattern: '/unit/:unitId/biography/:biographyId' });
    await user.click(await screen.findByRole('button', { name: 'Open image full screen: Illustrated portrait of an older man' }));
    const zoom = await screen.findByRole('button', { name: 'Zoom in' });
    await user.click(zoom);
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes home with the biography notice for an unpublished biography', async () => {
    const { services } = world('en', 'en');
    renderAt(<BiographyPage />, { services, path: '/unit/1/biography/5', pattern: '/unit/:unitId/biography/:biographyId' });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(await screen.findByText('This biography is not available any more.')).toBeTruthy();
  });
});
