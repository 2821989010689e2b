// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { authoringWorld, expectAxeCleanInBothLanguages, removeConfirmed, renderBackOffice } from './authoring-world';

/** The overview builder (/back-office/unit-builder/unit/{unitId}/overview): part of the unit's draft, over the in-memory twins. */

const BUILDER = '/back-office/unit-builder/unit/1/overview';
const BLURBS = {
  overviews: [
    {
      unitId: 1,
      blurbs: [
        { en: 'Why colonies?', es: '¿Por qué colonias?' },
        { en: 'Life in Jamestown', es: 'La vida en Jamestown' },
      ],
    },
  ],
};
const world = () => authoringWorld(undefined, undefined, {}, BLURBS);
const blurbNames = () => within(screen.getByRole('list', { name: 'Blurbs' })).getAllByRole('listitem').map((item) => within(item).getByText(/^(Why|Life|New)/).textContent);

describe('overview builder', () => {
  it("the unit builder leads to it; its bar says it goes out with the unit's publish and offers that publish", async () => {
    const user = userEvent.setup();
    const { services, twin } = world();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    // The file's first render imports the unit builder's lazy parts: on a busy CI machine that took over a second.
    const table = await screen.findByRole('table', { name: "Opener, overview and teacher's page of Unit 1: Colonies" }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Preview Overview of Unit 1: Colonies' }).getAttribute('href')).toBe('/back-office/preview-mode/overview/1');
    await user.click(within(table).getByRole('link', { name: 'Edit Overview of Unit 1: Colonies' }));
    expect(await screen.findByRole('list', { name: 'Blurbs' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Unit overview')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Colonies' })).toBeTruthy();
    expect(screen.getByText('The overview reaches students with the unit publish.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview Colonies' }).getAttribute('href')).toBe('/back-office/preview-mode/overview/1');
    await user.click(screen.getByRole('button', { name: 'Publish the unit Colonies' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledWith('unit', 1));
  });

  it("saves a blurb's title with the unit's version, which the save raises; the server's words show", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Edit Life in Jamestown' }));
    const fields = screen.getByRole('region', { name: 'Fields of Life in Jamestown' });
    const spanish = within(fields).getByRole('textbox', { name: 'Blurb title in Spanish' });
    await user.clear(spanish);
    await user.type(spanish, 'Vivir en Jamestown');
    await user.tab();
    await waitFor(() => expect(pages.saveOverview).toHaveBeenCalled());
    const [unitId, body] = vi.mocked(pages.saveOverview).mock.lastCall!;
    expect(unitId).toBe(1);
    expect(body.version).toBe(1);
    expect(body.blurbs[1]).toMatchObject({ id: 9102, title: { en: 'Life in Jamestown', es: 'Vivir en Jamestown' }, text: { en: '', es: '' }, imageId: null, audio: null });
    expect(await screen.findByText(MESSAGES.overviewUpdated.en)).toBeTruthy();
    // The unit was published: its overview's change is an unpublished change of the unit.
    expect(screen.getByText('Unpublished changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add blurb' }));
    await waitFor(() => expect(vi.mocked(pages.saveOverview).mock.lastCall![1].version).toBe(2));
  });

  it('adds a blurb (it opens), moves it first by keyboard and removes another after confirming', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Add blurb' }));
    expect(await screen.findByRole('region', { name: 'Fields of New blurb' })).toBeTruthy();
    expect(vi.mocked(pages.saveOverview).mock.lastCall![1].blurbs[2]).toEqual({ title: { en: 'New blurb', es: 'Nueva idea clave' }, text: { en: '', es: '' }, imageId: null, audio: null });
    for (const step of [1, 2]) {
      screen.getByRole('button', { name: 'Move up: New blurb' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(pages.saveOverview).toHaveBeenCalledTimes(step + 1));
    }
    await waitFor(() => expect(blurbNames()).toEqual(['New blurb', 'Why colonies?', 'Life in Jamestown']));
    await removeConfirmed(user, 'Why colonies?');
    await waitFor(() => expect(blurbNames()).toEqual(['New blurb', 'Life in Jamestown']));
    expect(vi.mocked(pages.saveOverview).mock.lastCall![1].blurbs.map((b) => b.id)).toEqual([9103, 9102]);
  });

  it('a refused save is called "Failed to save overview changes!" with the server\'s reason', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    vi.mocked(pages.saveOverview).mockResolvedValueOnce(refused(400, 'AUTHORING.MEDIA_MISMATCH', 'mediaKindMismatch'));
    await user.click(await screen.findByRole('button', { name: 'Add blurb' }));
    expect((await screen.findByText(/^Failed to save overview changes!/)).textContent).toBe(`${MESSAGES.failedToSaveOverview.en} ${MESSAGES.mediaKindMismatch.en}`);
  });

  it("a stale save (the unit was saved by someone else) shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, twin, pages } = world();
    renderBackOffice(services, BUILDER);
    await screen.findByRole('list', { name: 'Blurbs' });
    twin.touchUnit(1, { en: 'The colonies', es: 'Las colonias' });
    await user.click(screen.getByRole('button', { name: 'Move down: Why colonies?' }));
    const alert = await screen.findByRole('alert', { name: 'This draft changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'The colonies' })).toBeTruthy();
    expect(blurbNames()).toEqual(['Why colonies?', 'Life in Jamestown']);
    expect(pages.saveOverview).toHaveBeenCalledTimes(1);
  });

  it('an unknown unit is a generic error, not a redirect', async () => {
    const { services } = world();
    renderBackOffice(services, '/back-office/unit-builder/unit/99/overview');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The overview could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('labels every control of the builder (axe), in Spanish too', async () => {
    await expectAxeCleanInBothLanguages(world, BUILDER, async (language) => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Edit Why colonies?' : 'Editar ¿Por qué colonias?' }));
    });
  });
});
