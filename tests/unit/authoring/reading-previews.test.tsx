// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringWorld, renderBackOffice } from './authoring-world';
import { previewLearning } from './preview-learning';

/** The biography and timeline previews: the draft by the students' own pages, under the preview banner. */

const SEED = {
  biographies: [{ unitId: 1, name: { en: 'Meriwether Lewis', es: 'Meriwether Lewis' } }],
  timelines: [
    {
      unitId: 1,
      title: { en: 'Colonial years', es: 'Años coloniales' },
      events: [
        { en: 'Jamestown founded', year: 1607 },
        { en: 'Mayflower lands', year: 1620 },
      ],
    },
  ],
};

/** The creator's world whose learning services are a preview's (tests/unit/authoring/preview-learning.ts). */
function previewWorld(seed = SEED) {
  const world = authoringWorld(undefined, undefined, seed);
  const { learning, learningCalls } = previewLearning();
  return { ...world, services: { ...world.services, learning }, learningCalls };
}

describe('reading previews', () => {
  it("shows a biography's draft, not what is published, with the banner and the way back to its builder", async () => {
    const { services, reading, learningCalls } = previewWorld();
    await reading.saveBiography(601, { version: 1, characterPeriod: { en: '1774–1809', es: '' } });
    renderBackOffice(services, '/back-office/preview-mode/biography/unit/1/biography/601');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meriwether Lewis' })).toBeTruthy();
    expect(screen.getByTestId('biography-period').textContent).toContain('1774–1809');
    const banner = screen.getByRole('note');
    expect(within(banner).getByText('Preview — draft, not published')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to the biography builder' }).getAttribute('href')).toBe('/back-office/biography-builder/unit/1/biography/601');
    expect(reading.biographyDraft).toHaveBeenCalledWith(601);
    expect(learningCalls).toEqual([]);
  });

  it("the builder's Preview link opens the preview of what was just saved", async () => {
    const user = userEvent.setup();
    const { services } = previewWorld();
    renderBackOffice(services, '/back-office/biography-builder/unit/1/biography/601');
    const english = await screen.findByRole('textbox', { name: 'Character name in English' });
    await user.clear(english);
    await user.type(english, 'Sacagawea');
    await user.tab();
    await screen.findByRole('heading', { level: 1, name: 'Sacagawea' });
    await user.click(screen.getByRole('link', { name: 'Preview Sacagawea' }));
    expect(await screen.findByTestId('preview-banner')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('biography').textContent).toContain('Sacagawea'));
  });

  it("shows the unit's timeline draft with its events in order; titles lead to the events' previews, not the published event pages", async () => {
    const { services, reading, learningCalls } = previewWorld();
    renderBackOffice(services, '/back-office/preview-mode/time-line/unit/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonial years' })).toBeTruthy();
    const list = screen.getByTestId('timeline-events');
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Jamestown founded', 'Mayflower lands']);
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/back-office/preview-mode/time-line-event/801', '/back-office/preview-mode/time-line-event/802']);
    expect(screen.getByRole('link', { name: 'Back to the timeline builder' }).getAttribute('href')).toBe('/back-office/time-line-builder/unit/1');
    expect(reading.timelineDraftOfUnit).toHaveBeenCalledWith(1);
    expect(learningCalls).toEqual([]);
  });

  it('a unit without a timeline says so; an unknown biography is a generic error', async () => {
    const { services } = previewWorld({ biographies: [], timelines: [] });
    const first = renderBackOffice(services, '/back-office/preview-mode/time-line/unit/1');
    expect(await screen.findByText('This unit has no timeline yet.')).toBeTruthy();
    first.unmount();
    renderBackOffice(services, '/back-office/preview-mode/biography/unit/1/biography/999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The biography draft could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('reads in Spanish', async () => {
    const { services } = previewWorld();
    renderBackOffice(services, '/back-office/preview-mode/time-line/unit/1', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Años coloniales' })).toBeTruthy();
    expect(screen.getByText('Vista previa: borrador, sin publicar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al editor de la línea de tiempo' })).toBeTruthy();
  });
});
