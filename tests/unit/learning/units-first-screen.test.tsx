// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UnitsDashboardPage from '@ui/learning/unit/UnitsDashboardPage';
import { courseTwin, ok, unitCard } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/**
 * Issue 17 (Lighthouse): the dashboard's largest paint is the first card's image, which waited for
 * lazy loading; and every card's narration downloaded its metadata as the page loaded.
 */
async function renderDashboard() {
  const { services } = learningWorld(courseTwin({ units: async () => ok([unitCard(1), unitCard(2), unitCard(3)]) }));
  renderAt(<UnitsDashboardPage />, { services, path: '/' });
  await screen.findByRole('article', { name: 'Unit name 1' });
  return [1, 2, 3].map((id) => screen.getByRole('article', { name: `Unit name ${id}` }));
}

describe('the units dashboard as a first screen', () => {
  it('loads the first card image at once and first, the others when they scroll near', async () => {
    const [first, ...rest] = await renderDashboard();
    const lcp = within(first!).getByRole('img', { name: 'Thumbnail of unit 1' });
    expect(lcp.getAttribute('loading')).toBe('eager');
    expect(lcp.getAttribute('fetchpriority')).toBe('high');
    for (const card of rest) {
      const image = within(card).getByRole('img');
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('downloads no narration until the student plays it', async () => {
    const cards = await renderDashboard();
    for (const card of cards) {
      const player = within(card).getByRole('group', { name: /^Listen: / });
      expect(within(player).getByTestId('audio-player').getAttribute('preload')).toBe('none');
      // Nothing loaded, nothing to show: Play alone, no "0:00 / 0:00".
      expect(within(player).getByRole('button', { name: 'Play' })).toBeTruthy();
      expect(within(player).queryByTestId('audio-time')).toBeNull();
    }
  });
});
