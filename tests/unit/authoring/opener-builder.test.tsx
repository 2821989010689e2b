// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringWorld, expectAxeCleanInBothLanguages, removeConfirmed, renderBackOffice } from './authoring-world';

/** The opener builder (/back-office/opener-builder/unit/{unitId}) and the unit builder's pages section, over the in-memory twins. */

const BUILDER = '/back-office/opener-builder/unit/1';
const WITH_OPENER = { openers: [{ unitId: 1, hotspots: [{ en: 'Jamestown', es: 'Jamestown' }, { en: 'Plymouth', es: 'Plymouth' }] }] };
const world = () => authoringWorld(undefined, undefined, {}, WITH_OPENER);
const hotspots = () => screen.getByRole('list', { name: 'Hotspots' });
const hotspotNames = () => within(hotspots()).getAllByRole('listitem').map((item) => within(item).getByText(/^Hotspot \d+: /).textContent);
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('opener builder', () => {
  it('the unit builder creates the opener and opens it in its builder, with its publish state, publish and preview', async () => {
    const user = userEvent.setup();
    const { services, pages } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    // The file's first render imports the unit builder's lazy parts: on a busy CI machine that took over a second.
    const table = await screen.findByRole('table', { name: "Opener, overview and teacher's page of Unit 1: Colonies" }, { timeout: 5000 });
    expect(within(table).getAllByText('Not created yet')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Create opener' }));
    expect(pages.createOpener).toHaveBeenCalledWith(1);
    // The builder (the unit builder's own heading names the unit too), after the unit and the new draft are read.
    expect(await screen.findByRole('textbox', { name: 'Title colour' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Unit 1: Colonies' })).toBeTruthy();
    expect(screen.getByText('Unit opener')).toBeTruthy();
    expect(screen.getByText('Never published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Opener of Unit 1: Colonies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview Unit 1: Colonies' }).getAttribute('href')).toBe('/back-office/preview-mode/opener/1');
    expect(screen.getByText('This opener has no hotspots yet.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to the unit builder' }));
    const after = await screen.findByRole('table', { name: "Opener, overview and teacher's page of Unit 1: Colonies" });
    expect((await within(after).findByRole('link', { name: 'Edit Opener of Unit 1: Colonies' })).getAttribute('href')).toBe(BUILDER);
    expect(within(after).getByRole('link', { name: 'Preview Opener of Unit 1: Colonies' }).getAttribute('href')).toBe('/back-office/preview-mode/opener/1');
    expect(await within(after).findByText('Never published')).toBeTruthy();
    expect(within(after).getByRole('button', { name: 'Publish Opener of Unit 1: Colonies' })).toBeTruthy();
  });

  it('the builder path of a unit without an opener offers to create it', async () => {
    const user = userEvent.setup();
    const { services, pages } = authoringWorld();
    renderBackOffice(services, BUILDER);
    expect(await screen.findByText('This unit has no opener yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the opener' }));
    expect(pages.createOpener).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('textbox', { name: 'Title colour' })).toBeTruthy();
  });

  it('checks a colour with the shared rule before sending; a valid one is saved with the version and the server says so', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const colour = await screen.findByRole('textbox', { name: 'Title colour' });
    await user.type(colour, 'blue');
    await user.tab();
    expect(await screen.findByText(MESSAGES.invalidColour.en)).toBeTruthy();
    expect(pages.saveOpener).not.toHaveBeenCalled();

    await user.clear(colour);
    await user.type(colour, '#1a2b3c');
    await user.tab();
    await waitFor(() => expect(pages.saveOpener).toHaveBeenCalledWith(901, expect.objectContaining({ version: 1, color: '#1a2b3c', titleBackgroundColor: null })));
    const body = vi.mocked(pages.saveOpener).mock.lastCall![1];
    expect(body.hotspots.map((h) => h.id)).toEqual([9101, 9102]);
    // The server's confirmation as received (§8.1), and the published opener now has changes.
    expect(await screen.findByText(MESSAGES.openerUpdated.en)).toBeTruthy();
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
  });

  it('uploads the background image with its progress and saves its id; removes it', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const background = await screen.findByRole('region', { name: 'Background image (the map of the hotspots)' });
    await user.upload(fileInput(background), new File(['png!'], 'map.png', { type: 'image/png' }));
    await waitFor(() => expect(pages.saveOpener).toHaveBeenCalledWith(901, expect.objectContaining({ version: 1, backgroundImageId: 7001 })));
    expect((await within(background).findByRole('img', { name: 'Image chosen: map.png' })).getAttribute('src')).toBe('/api/images/7001');
    await user.click(within(background).getByRole('button', { name: 'Remove the image: Background image (the map of the hotspots)' }));
    await waitFor(() => expect(pages.saveOpener).toHaveBeenLastCalledWith(901, expect.objectContaining({ version: 2, backgroundImageId: null })));
    expect(await within(background).findByText('No image yet.')).toBeTruthy();
  });

  it('adds a hotspot at the end (it opens), names it, moves it up by keyboard and removes another after confirming', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Add hotspot' }));
    await waitFor(() => expect(pages.saveOpener).toHaveBeenCalled());
    expect(vi.mocked(pages.saveOpener).mock.lastCall![1].hotspots).toEqual([
      expect.objectContaining({ id: 9101 }),
      expect.objectContaining({ id: 9102 }),
      { xPercent: 50, yPercent: 50, label: { en: 'New hotspot', es: 'Nuevo punto de interés' }, text: null },
    ]);
    const fields = await screen.findByRole('region', { name: 'Fields of Hotspot 3: New hotspot' });
    const label = within(fields).getByRole('textbox', { name: 'Label in English' });
    await user.clear(label);
    await user.tab();
    expect(await within(fields).findByText(MESSAGES.required.en)).toBeTruthy();
    await user.type(label, 'Roanoke');
    await user.type(within(fields).getByRole('textbox', { name: 'Across (x, %)' }), '{Backspace}{Backspace}120');
    await user.tab();
    expect(await screen.findByText(MESSAGES.fieldsInvalid.en)).toBeTruthy();
    await waitFor(() => expect(hotspotNames()).toEqual(['Hotspot 1: Jamestown', 'Hotspot 2: Plymouth', 'Hotspot 3: Roanoke']));
    expect(vi.mocked(pages.saveOpener).mock.lastCall![1].hotspots[2]).toMatchObject({ id: 9103, label: { en: 'Roanoke', es: 'Nuevo punto de interés' }, xPercent: 50 });

    screen.getByRole('button', { name: 'Move up: Hotspot 3: Roanoke' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(hotspotNames()).toEqual(['Hotspot 1: Jamestown', 'Hotspot 2: Roanoke', 'Hotspot 3: Plymouth']));
    expect(vi.mocked(pages.saveOpener).mock.lastCall![1].hotspots.map((h) => h.id)).toEqual([9101, 9103, 9102]);

    await removeConfirmed(user, 'Hotspot 1: Jamestown');
    await waitFor(() => expect(hotspotNames()).toEqual(['Hotspot 1: Roanoke', 'Hotspot 2: Plymouth']));
    expect(vi.mocked(pages.saveOpener).mock.lastCall![1].hotspots.map((h) => h.id)).toEqual([9103, 9102]);
  });

  it("a stale save shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const background = await screen.findByRole('textbox', { name: 'Title background colour' });
    const colour = screen.getByRole('textbox', { name: 'Title colour' });
    // Another creator saves the opener after this one opened it.
    pages.touchOpener(901, '#000000');
    await user.type(background, '#ffffff');
    await user.tab();
    const alert = await screen.findByRole('alert', { name: 'This draft changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    await waitFor(() => expect((colour as HTMLInputElement).value).toBe('#000000'));
    // What was typed was not saved: the field shows the draft as it is now.
    expect((background as HTMLInputElement).value).toBe('');
  });

  it('an unknown unit is a generic error, not a redirect', async () => {
    const { services } = world();
    renderBackOffice(services, '/back-office/opener-builder/unit/99');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('publishes the opener as its own job', async () => {
    const user = userEvent.setup();
    const { services, twin } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Publish Opener of Unit 1: Colonies' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledWith('opener', 901));
  });

  it('labels every control of the builder (axe), in Spanish too', async () => {
    await expectAxeCleanInBothLanguages(world, BUILDER, (language) => screen.findByRole('list', { name: language === 'en' ? 'Hotspots' : 'Puntos de interés' }));
  });
});
