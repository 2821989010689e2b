import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface BenchmarkExpiredModalProps {
  /**
   * `refused`: a submit was refused, the score and lesson still loading (not closable yet);
   * `refusedReady`: loaded; `opened`: the benchmark was opened after its period.
   */
  readonly stage: 'refused' | 'refusedReady' | 'opened' | null;
  /** The server's statusMessage of the refused submit, if any. */
  readonly message: string | null;
  /** Opened ended and never started: there are no saved answers to speak of. */
  readonly nothingSaved: boolean;
  /** The score line shown once a refusal's score is loaded. */
  readonly scoreLine: ReactNode;
  readonly onClose: () => void;
}

/**
 * The expired-benchmark modal (product-spec §4): the period closed before the benchmark was submitted.
 * It says so (an alert, announced once) and that the saved answers are kept; after a refused submit it
 * waits for the score before it can be closed, by its button, the close button or Escape.
 */
export function BenchmarkExpiredModal({ stage, message, nothingSaved, scoreLine, onClose }: BenchmarkExpiredModalProps) {
  const { t } = useTranslation();
  const closable = stage === 'refusedReady' || stage === 'opened';
  const body = stage !== 'opened' ? 'assessExpiredBody' : nothingSaved ? 'assessExpiredNothingSaved' : 'assessExpiredAnswersKept';
  return (
    <Modal
      opened={stage !== null}
      onClose={() => closable && onClose()}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={false}
      title={t('assessExpiredTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <div data-testid="benchmark-expired">
        <Alert color="yellow" role="alert">
          {message || t('assessBenchmarkEnded')}
        </Alert>
        <p>{t(body)}</p>
        {stage === 'refused' ? (
          <p role="status">{t('assessExpiredLoading')}</p>
        ) : (
          <>
            {stage === 'refusedReady' && scoreLine}
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('close')}</Button>
            </Group>
          </>
        )}
      </div>
    </Modal>
  );
}
