// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refused } from '@infrastructure/http/in-memory-answers';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, renderBackOffice } from './authoring-world';

/** The lesson builder's media properties: an image's text alternative and narrations, a route point's narration and images, over the in-memory twins. */

const JAMESTOWN = '/back-office/lesson-builder/unit/1/lesson/101';
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The upload of the narration whose "no recording" line reads `line`. */
const narration = (region: HTMLElement, line: string) => fileInput(within(region).getByText(line).parentElement!);
const png = (name: string) => new File(['png!'], name, { type: 'image/png' });
const mp3 = (name: string) => new File(['mp3'], name, { type: 'audio/mpeg' });

/** Jamestown's paragraph open, with harbor.png placed on it (image details 4001, file 7001). */
async function withImage() {
  const user = userEvent.setup();
  const world = authoringWorld();
  const { container } = renderBackOffice(world.services, JAMESTOWN);
  await user.click(await screen.findByRole('button', { name: 'Edit 2. Paragraph' }));
  const paragraph = await screen.findByRole('region', { name: 'Properties of Paragraph 1' });
  await user.upload(fileInput(within(paragraph).getByRole('region', { name: 'Images' })), png('harbor.png'));
  const image = await within(paragraph).findByRole('region', { name: 'Image 1: harbor.png' });
  return { user, container, image, ...world };
}

describe('lesson builder media', () => {
  it("saves an image's text alternative for its file and reads the draft again", async () => {
    const { user, image, content } = await withImage();
    const reads = vi.mocked(content.lessonDraft).mock.calls.length;
    await user.type(within(image).getByRole('textbox', { name: 'Text alternative in English' }), 'Ships at anchor in the harbor');
    await user.tab();
    await waitFor(() => expect(content.saveInfo).toHaveBeenCalledWith(7001, { alt: { en: 'Ships at anchor in the harbor', es: '' } }));
    await waitFor(() => expect(vi.mocked(content.lessonDraft).mock.calls.length).toBeGreaterThan(reads));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(content.saveImage).not.toHaveBeenCalled();
  });

  it("shows the server's message when the text alternative is refused, and checks its length first", async () => {
    const { user, image, content } = await withImage();
    const spanish = within(image).getByRole('textbox', { name: 'Text alternative in Spanish' });
    await user.click(spanish);
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(await within(image).findByText(MESSAGES.fieldsInvalid.en)).toBeTruthy();
    expect(content.saveInfo).not.toHaveBeenCalled();

    vi.mocked(content.saveInfo).mockResolvedValueOnce(refused(404, 'MEDIA.ASSET_NOT_FOUND', 'notFound'));
    await user.clear(spanish);
    await user.type(spanish, 'Barcos en el puerto');
    await user.tab();
    expect((await within(image).findByRole('alert')).textContent).toBe(MESSAGES.notFound.en);
    expect(content.saveInfo).toHaveBeenCalledWith(7001, { alt: { en: '', es: 'Barcos en el puerto' } });
  });

  it("saves an image's narration and its caption's narration with the uploaded recordings", async () => {
    const { user, image, content } = await withImage();
    await user.upload(narration(image, 'Image narration in English: No recording'), mp3('voice.mp3'));
    await waitFor(() => expect(content.saveImage).toHaveBeenCalledWith(4001, { audio: { en: 7002, es: null }, version: 2 }));
    expect(await within(image).findByRole('button', { name: 'Remove Image narration in English' })).toBeTruthy();

    await user.upload(narration(image, 'Caption narration in Spanish: No recording'), mp3('pie.mp3'));
    await waitFor(() => expect(content.saveImage).toHaveBeenCalledWith(4001, { captionAudio: { en: null, es: 7003 }, version: 3 }));
    expect(await within(image).findByRole('button', { name: 'Remove Caption narration in Spanish' })).toBeTruthy();
    // The image's own narration is kept as it was.
    expect(within(image).getByRole('button', { name: 'Remove Image narration in English' })).toBeTruthy();
    expect(within(image).getByText('Image narration in Spanish: No recording')).toBeTruthy();
  });

  it('gives a route point an image and a narration, every control labelled (axe)', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    const { container } = renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 2. Paragraph' }));
    await user.click(screen.getByRole('button', { name: 'Add Interactive map' }));
    await screen.findByRole('heading', { name: 'Properties of 3. Interactive map' });
    const points = screen.getByRole('region', { name: 'Route points' });
    await user.click(within(points).getByRole('button', { name: 'Add route point' }));
    const images = await within(points).findByRole('region', { name: 'Route point 1 images' });

    await user.upload(fileInput(images), png('compass.png'));
    await waitFor(() => expect(content.addImage).toHaveBeenCalledWith(expect.objectContaining({ routePointId: expect.any(Number), imageId: 7001, width: 700 })));
    expect(content.addImage).not.toHaveBeenCalledWith(expect.objectContaining({ paragraphId: expect.anything() }));
    expect(await within(images).findByRole('region', { name: 'Image 1: compass.png' })).toBeTruthy();

    await user.upload(narration(points, 'Route point 1 narration in English: No recording'), mp3('stop.mp3'));
    await waitFor(() => expect(content.saveRoutePoint).toHaveBeenCalledWith(expect.any(Number), expect.any(Number), null, { en: 7002, es: null }));
    expect(await within(points).findByRole('button', { name: 'Remove Route point 1 narration in English' })).toBeTruthy();

    await expectAxeClean(container);
  });
});
