import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

export interface BenchmarkStartModalProps {
  readonly opened: boolean;
  readonly benchmarkName: string;
  /** The end of the assignment's time period (ISO), when it has one. */
  readonly endsAt: string | null;
  readonly questionCount: number | null;
  readonly retakeRound: number;
  readonly onStart: () => void;
  /** "Not now", Escape included: the student leaves without starting. */
  readonly onNotNow: () => void;
}

/**
 * The benchmark start page's flash confirmation (product-spec §2): before an attempt starts, what is
 * true of this benchmark here — assigned by the teacher, open until the end of its period, answers
 * saved as they go, final once submitted — then Start or Not now. Mantine's Modal traps focus (Start
 * takes it first) and is labelled by its title. Focus is not returned to what had it before: both
 * choices leave this view (Start shows the first question and focuses it, Not now leaves the page).
 */
export function BenchmarkStartModal({ opened, benchmarkName, endsAt, questionCount, retakeRound, onStart, onNotNow }: BenchmarkStartModalProps) {
  const { t, i18n } = useTranslation();
  const title = retakeRound > 1 ? t('assessBenchmarkConfirmTitleRetake', { round: retakeRound }) : t('assessBenchmarkConfirmTitle');
  return (
    <Modal opened={opened} onClose={onNotNow} title={title} withCloseButton={false} closeOnClickOutside={false} returnFocus={false}>
      <div data-testid="benchmark-start-confirmation">
        <p>
          <strong>{benchmarkName}</strong>
        </p>
        <p>{t('assessBenchmarkConfirmWhat')}</p>
        <ul>
          {endsAt && <li>{t('assessBenchmarkConfirmUntil', { end: formatDate(endsAt, i18n.language) })}</li>}
          {questionCount !== null && <li>{t('assessQuestionCount', { count: questionCount })}</li>}
          <li>{t('assessBenchmarkConfirmSaved')}</li>
          <li>{t('assessBenchmarkConfirmFinal')}</li>
        </ul>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onNotNow}>
            {t('assessBenchmarkConfirmNotNow')}
          </Button>
          <Button onClick={onStart} data-autofocus>
            {t('assessBenchmarkConfirmStart')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
