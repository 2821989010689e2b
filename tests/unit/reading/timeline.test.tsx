// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineDocument } from '@domain/content/reading.schemas';
import TimelineEventPage from '@ui/learning/reading/TimelineEventPage';
import TimelinePage from '@ui/learning/reading/TimelinePage';
import { bi, courseTwin, image, ok, rejected, timelineEvent } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

/** Given out of order on purpose: the screens order by `order`. */
const EVENTS = [
  timelineEvent(3, 3, 1620, 'The Mayflower lands'),
  timelineEvent(1, 1, 1607, 'Jamestown is founded'),
  { ...timelineEvent(2, 2, 1619, 'A first assembly meets'), image: image(17, 'A wooden meeting house') },
];
const TIMELINE: TimelineDocument = {
  id: 1,
  unitId: 1,
  title: bi('Colonial America, 1607–1754'),
  intro: bi('<p>Select an event.</p>'),
  events: EVENTS,
  version: 1,
  publishedAt: '2026-11-22T00:00:00Z',
};

function world() {
  const course = courseTwin({
    timeline: vi.fn(async () => ok(TIMELINE)),
    timelineEvent: vi.fn(async (id: number) => {
      const event = EVENTS.find((e) => e.id === id);
      return event ? ok(event) : rejected(404, 'TIMELINE_EVENT.NOT_FOUND', 'This timeline event is not available any more.');
    }),
  });
  return learningWorld(course, { language: 'en', audioLanguage: 'en' });
}

describe('TimelinePage', () => {
  it('lists the events in order with date, title link and short description', async () => {
    const { services } = world();
    renderAt(<TimelinePage />, { services, path: '/unit/1/time-line', pattern: '/unit/:unitId/time-line' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Colonial America, 1607–1754' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Colonial America, 1607–1754' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Jamestown is founded', 'A first assembly meets', 'The Mayflower lands']);
    expect(within(items[0]!).getByText('1607')).toBeTruthy();
    expect(within(items[0]!).getByText('Short: Jamestown is founded')).toBeTruthy();
    expect(within(items[1]!).getByRole('img', { name: 'A wooden meeting house' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The Mayflower lands' }).getAttribute('href')).toBe('/unit/1/time-line/event/3');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('TimelineEventPage', () => {
  it('shows the event with narration and walks to the next and previous events, focusing the new heading', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    renderAt(<TimelineEventPage />, { services, path: '/unit/1/time-line/event/2', pattern: '/unit/:unitId/time-line/event/:blurbId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'A first assembly meets' })).toBeTruthy();
    expect(screen.getByText('Long: A first assembly meets')).toBeTruthy();
    expect(screen.getByText(/Event 2 of 3/)).toBeTruthy();
    expect(screen.getByTestId('audio-player').getAttribute('src')).toBe('/api/audio/20');
    expect(screen.getByRole('button', { name: 'Open image full screen: A wooden meeting house' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the timeline' }).getAttribute('href')).toBe('/unit/1/time-line');

    const pager = screen.getByRole('navigation', { name: 'Timeline events' });
    expect(within(pager).getByRole('link', { name: 'Previous event: Jamestown is founded' }).getAttribute('href')).toBe('/unit/1/time-line/event/1');
    await user.click(within(pager).getByRole('link', { name: 'Next event: The Mayflower lands' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'The Mayflower lands' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('audio-player').getAttribute('src')).toBe('/api/audio/30');
    const lastPager = screen.getByRole('navigation', { name: 'Timeline events' });
    expect(within(lastPager).queryByRole('link', { name: /Next event/ })).toBeNull();

    await user.click(within(lastPager).getByRole('link', { name: /Previous event: A first assembly meets/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A first assembly meets' })).toBeTruthy();
  });

  it('sends the student home with the event notice when the event is gone', async () => {
    const { services } = world();
    renderAt(<TimelineEventPage />, { services, path: '/unit/1/time-line/event/99', pattern: '/unit/:unitId/time-line/event/:blurbId' });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(await screen.findByText('This timeline event is not available any more.')).toBeTruthy();
  });
});
