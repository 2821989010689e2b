// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeCleanInBothLanguages, renderBackOffice } from './authoring-world';
import { unitDetailsWorld } from './unit-details-world';

/** The unit builder's "Unit details" (description, narration, thumbnail, videos) over the in-memory twins. */

const BUILDER = '/back-office/unit-builder/unit/1';
const details = () => screen.getByRole('region', { name: 'Unit details' });
const videoList = () => screen.getByRole('list', { name: 'Videos' });
const videoNames = () => within(videoList()).getAllByRole('listitem').map((item) => within(item).getByText(/^Video \d+: /).textContent);
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>('input[type="file"]')!;
const saved = (call: readonly unknown[]) => call[1] as Record<string, unknown>;

/** The unit builder with its details loaded (the page is a heavy first render in jsdom: rich-text editors, uploads). */
async function openBuilder(services: Parameters<typeof renderBackOffice>[0], language: 'en' | 'es' = 'en') {
  const view = renderBackOffice(services, BUILDER, language);
  await screen.findByRole('list', { name: 'Videos' }, { timeout: 5000 });
  return view;
}

/** Text typed at the end of a rich-text field, as keystrokes would add it, then the field left. */
async function typeRich(name: string, text: string) {
  const area = await screen.findByRole('textbox', { name });
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  act(() => void editor.chain().setTextSelection(editor.state.doc.content.size - 1).insertContent(text).run());
  act(() => void editor.commands.blur());
}

describe('unit details section', () => {
  it("shows the unit's description and videos; a description saved in English keeps the Spanish one and moves the builder's version on", async () => {
    const { services, unitDetails, twin } = unitDetailsWorld();
    await openBuilder(services);
    expect(screen.getByRole('heading', { level: 2, name: 'Unit details' })).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: 'Description in Spanish' })).textContent).toBe('De Jamestown a las trece colonias.');
    expect(videoNames()).toEqual(['Video 1: A colonial town', 'Video 2: Harbour tour']);
    expect(within(details()).getByRole('link', { name: 'Preview the unit' }).getAttribute('href')).toBe('/back-office/preview-mode/unit/1');

    const detailReads = vi.mocked(twin.unitDetails).mock.calls.length;
    await typeRich('Description in English', ' Read on.');
    await waitFor(() => expect(unitDetails.saveUnitDetails).toHaveBeenCalledTimes(1));
    const [unitId, body] = vi.mocked(unitDetails.saveUnitDetails).mock.lastCall!;
    expect(unitId).toBe(1);
    expect(body).toEqual({ version: 1, description: { en: '<p>From Jamestown to the thirteen colonies. Read on.</p>', es: '<p>De Jamestown a las trece colonias.</p>' } });
    expect(await within(details()).findByText('All changes saved')).toBeTruthy();

    // The save moved the unit's version on: the builder reads the unit again, so its next change names the new one.
    await waitFor(() => expect(vi.mocked(twin.unitDetails).mock.calls.length).toBeGreaterThan(detailReads));
  });

  it('adds a video with the dialog (the shared rules first), at the end of the list, and opens it', async () => {
    const user = userEvent.setup();
    const { services, unitDetails } = unitDetailsWorld();
    await openBuilder(services);
    await user.click(screen.getByRole('button', { name: 'Add a video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a video' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Video address' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add the video' }));
    expect(within(dialog).getByText(MESSAGES.required.en)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.invalidUrl.en)).toBeTruthy();
    expect(unitDetails.saveUnitDetails).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Video title in English' }), 'Building a fort');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Video address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Video address' }), 'https://video.example.org/embed/fort');
    await user.click(within(dialog).getByRole('button', { name: 'Add the video' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a video' })).toBeNull());
    const videos = saved(vi.mocked(unitDetails.saveUnitDetails).mock.lastCall!).videos as { id?: number; title: { en: string }; videoUrl: string }[];
    expect(videos.map((v) => [v.id, v.title.en])).toEqual([[951, 'A colonial town'], [952, 'Harbour tour'], [undefined, 'Building a fort']]);
    expect(videos[2].videoUrl).toBe('https://video.example.org/embed/fort');
    expect(videoNames()).toEqual(['Video 1: A colonial town', 'Video 2: Harbour tour', 'Video 3: Building a fort']);
    // The new video is open for its description and poster.
    expect(screen.getByRole('region', { name: 'Fields of Video 3: Building a fort' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Video description in English' })).toBeTruthy();
    // The dialog loads on first use, so the list gives focus back to its Add button itself.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a video' })));
  });

  it('reorders with Move up, edits an address (checked first) and removes a video after confirming', async () => {
    const user = userEvent.setup();
    const { services, unitDetails } = unitDetailsWorld();
    await openBuilder(services);
    await user.click(screen.getByRole('button', { name: 'Move up: Video 2: Harbour tour' }));
    await waitFor(() => expect(videoNames()).toEqual(['Video 1: Harbour tour', 'Video 2: A colonial town']));
    expect((saved(vi.mocked(unitDetails.saveUnitDetails).mock.lastCall!).videos as { id: number }[]).map((v) => v.id)).toEqual([952, 951]);

    await user.click(screen.getByRole('button', { name: 'Edit Video 1: Harbour tour' }));
    const address = screen.getByRole('textbox', { name: 'Video address' });
    await user.clear(address);
    await user.type(address, 'ftp://files.example.org/harbour');
    await user.tab();
    expect(await screen.findByText(MESSAGES.invalidUrl.en)).toBeTruthy();
    expect(unitDetails.saveUnitDetails).toHaveBeenCalledTimes(1);
    await user.clear(address);
    await user.type(address, 'https://video.example.org/embed/port');
    await user.tab();
    await waitFor(() => expect(unitDetails.saveUnitDetails).toHaveBeenCalledTimes(2));
    expect((saved(vi.mocked(unitDetails.saveUnitDetails).mock.lastCall!).videos as { videoUrl: string }[])[0].videoUrl).toBe('https://video.example.org/embed/port');

    await user.click(screen.getByRole('button', { name: 'Remove Video 2: A colonial town' }));
    const confirm = await screen.findByRole('dialog', { name: /A colonial town/ });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(videoNames()).toEqual(['Video 1: Harbour tour']));
  });

  it('uploads a thumbnail; a stale save shows the notice and the other creator’s unit', async () => {
    const user = userEvent.setup();
    const { services, unitDetails, twin } = unitDetailsWorld();
    await openBuilder(services);
    const thumbnail = screen.getByRole('region', { name: 'Thumbnail on the course dashboard' });
    await user.upload(fileInput(thumbnail), new File(['png!'], 'colonies.png', { type: 'image/png' }));
    await waitFor(() => expect(saved(vi.mocked(unitDetails.saveUnitDetails).mock.lastCall!)).toMatchObject({ version: 1, thumbnailImageId: expect.any(Number) }));
    expect(await within(thumbnail).findByRole('img', { name: 'Image chosen: colonies.png' })).toBeTruthy();

    twin.touchUnit(1, { en: 'Colonies and trade', es: 'Colonias y comercio' });
    await user.click(within(thumbnail).getByRole('button', { name: 'Remove the image: Thumbnail on the course dashboard' }));
    const alert = await screen.findByRole('alert', { name: 'This unit changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    // Nothing was removed: the thumbnail is still the one saved.
    expect(within(thumbnail).getByRole('img', { name: 'Image chosen: colonies.png' })).toBeTruthy();
  });

  it('labels every control (axe), in English and Spanish', async () => {
    await expectAxeCleanInBothLanguages(unitDetailsWorld, BUILDER, () => screen.findByRole('list', { name: 'Videos' }, { timeout: 5000 }));
  });
});
