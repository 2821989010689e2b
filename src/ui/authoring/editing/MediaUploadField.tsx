import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonContentUseCases, UploadedMedia } from '@application/authoring/lesson-content.use-cases';
import { formatMegabytes } from '@domain/shared/file-size-format';
import { useServices } from '../../app/services-context';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { authoringMessageStrings } from '../authoring-messages.locale';
import { editingStrings } from './editing.locale';
import { ProgressBar } from './ProgressBar';
import { uploadLimitsQuery } from './upload-limits.queries';

// Its upload messages are the back office's own catalogue.
registerLocaleBundle(editingStrings, authoringMessageStrings);

const TEXTS = {
  image: { choose: 'editingChooseImage', types: 'editingImageTypes', typesUpTo: 'editingImageTypesUpTo', tooLarge: 'editingImageTooLarge', failed: 'failedToUploadImage' },
  audio: { choose: 'editingChooseAudio', types: 'editingAudioTypes', typesUpTo: 'editingAudioTypesUpTo', tooLarge: 'editingAudioTooLarge', failed: 'failedToUploadFile' },
} as const;

export interface MediaUploadFieldProps {
  readonly label: string;
  readonly accept: 'image' | 'audio';
  readonly upload: LessonContentUseCases['uploadMedia'];
  readonly onUploaded: (media: UploadedMedia) => void;
}

type UploadState =
  | { readonly step: 'idle' }
  | { readonly step: 'sending'; readonly name: string; readonly percent: number }
  | { readonly step: 'done'; readonly ok: boolean; readonly message: string };

/**
 * Picks an image or audio file and uploads it: a progress bar while it is sent, then the server's
 * answer ("File Uploaded Successfully", or why it was refused). The uploaded file goes to `onUploaded`.
 * The server's upload settings (a query) say which types the picker offers and how large a file may
 * be: a file over the limit is refused here, before any of it is sent. Until they are known the server
 * alone decides (it checks type and size again anyway).
 */
export function MediaUploadField({ label, accept, upload, onUploaded }: MediaUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const reset = useRef<() => void>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const texts = TEXTS[accept];
  const { lessonContent } = useServices();
  const limits = useQuery(uploadLimitsQuery(lessonContent)).data?.[accept];
  const megabytes = (bytes: number) => formatMegabytes(bytes, i18n.language);

  const send = async (file: File | null) => {
    if (!file) return;
    if (limits && file.size > limits.maxBytes) {
      reset.current?.();
      setState({ step: 'done', ok: false, message: t(texts.tooLarge, { name: file.name, size: megabytes(file.size), limit: megabytes(limits.maxBytes) }) });
      return;
    }
    setState({ step: 'sending', name: file.name, percent: 0 });
    const result = await upload(file, file.name, (sent) =>
      setState((now) => (now.step === 'sending' ? { ...now, percent: Math.round(Math.min(1, Math.max(0, sent)) * 100) } : now)),
    );
    // The same file may be chosen again (after a refusal, say).
    reset.current?.();
    if (result.ok) {
      setState({ step: 'done', ok: true, message: result.message || t('fileUploaded') });
      onUploaded(result.data);
    } else if (result.kind === 'unauthorized') {
      // The session ended: the route guard takes the user to sign-in, nothing to say here.
      setState({ step: 'idle' });
    } else {
      setState({ step: 'done', ok: false, message: result.message || t(texts.failed) });
    }
  };

  const sending = state.step === 'sending';
  return (
    <Stack gap={4}>
      <Text id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      <Text id={`${id}-types`} size="xs" c="dimmed">
        {limits ? t(texts.typesUpTo, { limit: megabytes(limits.maxBytes) }) : t(texts.types)}
      </Text>
      <FileButton resetRef={reset} accept={limits?.contentTypes.join(',')} onChange={(file) => void send(file)} disabled={sending}>
        {(props) => (
          <Button {...props} variant="default" w="fit-content" aria-labelledby={`${id}-label ${id}-choose`} aria-describedby={`${id}-types`} loading={sending}>
            <span id={`${id}-choose`}>{t(texts.choose)}</span>
          </Button>
        )}
      </FileButton>
      {sending && <ProgressBar value={state.percent} label={t('editingUploading', { name: state.name })} />}
      {/* Always present, so screen readers announce the answer when it arrives. */}
      <Text size="sm" c="teal.9" role="status">
        {state.step === 'done' && state.ok ? state.message : ''}
      </Text>
      {state.step === 'done' && !state.ok && (
        <Text size="sm" c="red.9" role="alert">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
