// @vitest-environment jsdom
import '../../../setup/dom.setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createLessonContentUseCases, type UploadedMedia } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { Language } from '@domain/shared/constants';
import { createInMemoryLessonContent } from '@infrastructure/http/in-memory-lesson-content-authoring.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { MediaUploadField } from '@ui/authoring/editing/MediaUploadField';
import { renderControl as renderAlone } from './editing-render';

/** The field as the builders show it: with the lesson-content use cases (the upload settings are read through them) over the twin. */
function renderControl(ui: ReactElement, language: Language = 'en', limitsUnreadable = false) {
  const twin = createInMemoryLessonContent([]);
  vi.spyOn(twin, 'uploadLimits');
  if (limitsUnreadable) vi.mocked(twin.uploadLimits).mockResolvedValue({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' });
  const session = { getSnapshot: () => ({ profile: null }), subscribe: () => () => undefined };
  const services = { session, lessonContent: createLessonContentUseCases(twin, twin) } as unknown as AppServices;
  const rendered = renderAlone(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>{ui}</ServerStateProvider>
    </ServicesProvider>,
    language,
  );
  return { ...rendered, twin };
}

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
    await waitFor(() => expect(fileInput(container).accept).toBe('image/png,image/jpeg,image/gif,image/webp'));
    expect(screen.getByText('PNG, JPEG, GIF or WebP, up to 10 MB')).toBeTruthy();

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
    await waitFor(() => expect(fileInput(container).accept).toBe('audio/mpeg,audio/wav,audio/ogg,audio/mp4'));
    expect(screen.getByText('MP3, WAV, OGG o M4A, hasta 25 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Narración Elegir un archivo de audio' })).toBeTruthy();
    await user.upload(fileInput(container), new File(['mp3'], 'voice.mp3', { type: 'audio/mpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo subir el archivo, inténtalo de nuevo');
  });

  it('refuses a file over the limit the server gives before sending any of it, and takes the next one', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => ({ ok: true as const, data: PHOTO, message: 'File Uploaded Successfully' }));
    const { container, twin } = renderControl(<MediaUploadField label="Image" accept="image" upload={upload} onUploaded={() => {}} />);
    await screen.findByText('PNG, JPEG, GIF or WebP, up to 10 MB');
    expect(twin.uploadLimits).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(container), sized(new File(['png!'], 'poster.png', { type: 'image/png' }), 12_345_678));
    expect((await screen.findByRole('alert')).textContent).toBe('poster.png is 11.8 MB; an image may be at most 10 MB. Choose a smaller file.');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(fileInput(container), new File(['png!'], 'harbor.png', { type: 'image/png' }));
    expect((await screen.findByRole('status')).textContent).toBe('File Uploaded Successfully');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in Spanish for audio over its own limit; an image-sized audio file goes', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => refusal(''));
    const { container } = renderControl(<MediaUploadField label="Narración" accept="audio" upload={upload} onUploaded={() => {}} />, 'es');
    await screen.findByText('MP3, WAV, OGG o M4A, hasta 25 MB');
    await user.upload(fileInput(container), sized(new File(['mp3'], 'lectura.mp3', { type: 'audio/mpeg' }), 30 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('lectura.mp3 pesa 30 MB; un archivo de audio puede pesar como máximo 25 MB. Elige un archivo más pequeño.');
    expect(upload).not.toHaveBeenCalled();
    await user.upload(fileInput(container), sized(new File(['mp3'], 'larga.mp3', { type: 'audio/mpeg' }), 12 * 1024 * 1024));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('leaves the decision to the server while the limits cannot be read', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => refusal('The file is too large (images up to 10 MB, audio up to 25 MB)'));
    const { container, twin } = renderControl(<MediaUploadField label="Image" accept="image" upload={upload} onUploaded={() => {}} />, 'en', true);
    await waitFor(() => expect(twin.uploadLimits).toHaveBeenCalled());
    expect(screen.getByText('PNG, JPEG, GIF or WebP')).toBeTruthy();
    await user.upload(fileInput(container), sized(new File(['png!'], 'poster.png', { type: 'image/png' }), 12_345_678));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large (images up to 10 MB, audio up to 25 MB)');
  });
});

/** A file that says it is `bytes` long (jsdom need not hold them). */
function sized(file: File, bytes: number): File {
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
