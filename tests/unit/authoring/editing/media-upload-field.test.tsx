// @vitest-environment jsdom
import '../../../setup/dom.setup';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedMedia } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { MediaUploadField } from '@ui/authoring/editing/MediaUploadField';
import { renderControl } from './editing-render';

const PHOTO: UploadedMedia = {
  id: 31,
  kind: 'image',
  url: '/api/images/31',
  name: 'harbor.png',
  contentType: 'image/png',
  byteSize: 4,
  width: 2,
  height: 2,
  alt: null,
};

const refusal = (message: string): ApiResult<never> => ({ ok: false, status: 400, code: 'UNKNOWN', message, fields: [], kind: 'rejected' });

/** An upload the test finishes by hand, after reporting `sent` of the file as sent. */
function pendingUpload(sent: number) {
  let finish: (result: ApiResult<UploadedMedia>) => void = () => {};
  const upload = vi.fn((_file: Blob, _name: string, onProgress?: (sent: number) => void) => {
    onProgress?.(sent);
    return new Promise<ApiResult<UploadedMedia>>((resolve) => {
      finish = resolve;
    });
  });
  return { upload, finish: (result: ApiResult<UploadedMedia>) => act(() => finish(result)) };
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('MediaUploadField', () => {
  it('offers the image types, shows the progress while sending, then the server’s message', async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    const { upload, finish } = pendingUpload(0.4);
    const { container } = renderControl(<MediaUploadField label="Image" accept="image" upload={upload} onUploaded={onUploaded} />);
    expect(screen.getByRole('button', { name: 'Image Choose an image' })).toBeTruthy();
    expect(fileInput(container).accept).toBe('image/png,image/jpeg,image/gif,image/webp');

    const file = new File(['png!'], 'harbor.png', { type: 'image/png' });
    await user.upload(fileInput(container), file);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading harbor.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(upload).toHaveBeenCalledWith(file, 'harbor.png', expect.any(Function));

    await finish({ ok: true, data: PHOTO, message: 'File Uploaded Successfully' });
    expect(screen.getByRole('status').textContent).toBe('File Uploaded Successfully');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(PHOTO);
  });

  it('shows the refusal’s message and uploads nothing', async () => {
    const user = userEvent.setup();
    const onUploaded = vi.fn();
    const upload = vi.fn(async () => refusal('Failed to upload image'));
    const { container } = renderControl(<MediaUploadField label="Image" accept="image" upload={upload} onUploaded={onUploaded} />);
    await user.upload(fileInput(container), new File(['gif'], 'map.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload image');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says the audio failure in its own words when the server gave none, in Spanish too', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => refusal(''));
    const { container } = renderControl(<MediaUploadField label="Narración" accept="audio" upload={upload} onUploaded={() => {}} />, 'es');
    expect(fileInput(container).accept).toBe('audio/mpeg,audio/wav,audio/ogg,audio/mp4');
    expect(screen.getByRole('button', { name: 'Narración Elegir un archivo de audio' })).toBeTruthy();
    await user.upload(fileInput(container), new File(['mp3'], 'voice.mp3', { type: 'audio/mpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo subir el archivo, inténtalo de nuevo');
  });
});
