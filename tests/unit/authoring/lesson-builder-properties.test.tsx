// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, renderBackOffice } from './authoring-world';

/** The lesson builder's properties panel: paragraphs' images, toggles, essential question and narration, over the in-memory twins. */

const JAMESTOWN = '/back-office/lesson-builder/unit/1/lesson/101';
const paragraphPanel = () => screen.getByRole('region', { name: 'Properties of Paragraph 1' });
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openParagraph() {
  const user = userEvent.setup();
  const world = authoringWorld();
  const { container } = renderBackOffice(world.services, JAMESTOWN);
  await user.click(await screen.findByRole('button', { name: 'Edit 2. Paragraph' }));
  return { user, container, ...world };
}

describe('lesson builder properties', () => {
  it('labels every control of the builder with a paragraph open (axe)', async () => {
    const { container } = await openParagraph();
    await screen.findByRole('textbox', { name: 'Essential question in English' });
    await expectAxeClean(container);
  });

  it('places an uploaded image with width 700 and checks its margins are whole pixels', async () => {
    const { user, content } = await openParagraph();
    const images = within(paragraphPanel()).getByRole('region', { name: 'Images' });
    expect(within(images).getByText('No images yet.')).toBeTruthy();
    await user.upload(fileInput(images), new File(['png!'], 'harbor.png', { type: 'image/png' }));
    await waitFor(() => expect(content.addImage).toHaveBeenCalledWith(expect.objectContaining({ paragraphId: 2001, imageId: 7001, version: 1, width: 700, captionMargin: 0 })));
    const image = await within(images).findByRole('region', { name: 'Image 1: harbor.png' });
    expect((within(image).getByRole('textbox', { name: 'Width (pixels)' }) as HTMLInputElement).value).toBe('700');

    const margin = within(image).getByRole('textbox', { name: 'Caption margin (pixels)' });
    await user.clear(margin);
    await user.type(margin, '1.5');
    await user.tab();
    expect(await within(image).findByText(MESSAGES.marginsWholePixels.en)).toBeTruthy();
    expect(content.saveImage).not.toHaveBeenCalled();
    await user.clear(margin);
    await user.type(margin, '12');
    await user.tab();
    await waitFor(() => expect(content.saveImage).toHaveBeenCalledWith(4001, { captionMargin: 12, version: 2 }));
  });

  it('saves a display toggle when ticked', async () => {
    const { user, content } = await openParagraph();
    await user.click(within(paragraphPanel()).getByRole('checkbox', { name: 'Carousel' }));
    expect(content.saveParagraph).toHaveBeenCalledWith(2001, 1, { isCarousal: true });
    await waitFor(() => expect((within(paragraphPanel()).getByRole('checkbox', { name: 'Carousel' }) as HTMLInputElement).checked).toBe(true));
  });

  it('writes the essential question and makes it on the first save', async () => {
    const { user, content } = await openParagraph();
    const question = within(paragraphPanel()).getByRole('region', { name: 'Essential question' });
    const area = await within(question).findByRole('textbox', { name: 'Essential question in English' });
    const editor = (area as HTMLElement & { editor: Editor }).editor;
    act(() => void editor.chain().insertContent('Why did they come?').run());
    // Leaving the editor hands its text on at once (no wait for the typing pause).
    fireEvent.blur(area);
    await user.click(within(question).getByRole('button', { name: 'Save essential question' }));
    await waitFor(() =>
      expect(content.saveEssentialQuestion).toHaveBeenCalledWith({ paragraphId: 2001 }, 1, { en: expect.stringContaining('Why did they come?'), es: '' }, null),
    );
    // Saved once, it is written to from then on.
    expect(await within(question).findByText('Narration in English: No recording')).toBeTruthy();
  });

  it("uploads a card's English narration and keeps the Spanish one as it was", async () => {
    const { user, content } = await openParagraph();
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const panel = await screen.findByRole('region', { name: 'Properties of 3. Card' });
    const english = within(panel).getByText('Narration in English: No recording').parentElement!;
    await user.upload(fileInput(english), new File(['mp3'], 'voice.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(content.saveComponent).toHaveBeenCalledWith(1003, 2, { audio: { en: 7001, es: null } }));
    expect(await within(panel).findByRole('button', { name: 'Remove Narration in English' })).toBeTruthy();
    expect(within(panel).getByText('Narration in Spanish: No recording')).toBeTruthy();
  });
});
