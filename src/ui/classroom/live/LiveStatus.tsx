import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@domain/shared/constants';
import type { LiveConnection, LiveSummary } from './use-live-class-events';

const STATUS_TEXT: Record<LiveConnection, string> = {
  live: 'liveClassStatusLive',
  connecting: 'liveClassStatusConnecting',
  offline: 'liveClassStatusOffline',
  refused: 'liveClassStatusRefused',
};

/** A filled dot when live, a hollow one otherwise: decorative, the words say the same. */
function Dot({ live }: { readonly live: boolean }) {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden focusable="false">
      <circle cx="5" cy="5" r="4" fill={live ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** Whether the table follows the class live, in words with an icon. */
export function LiveStatus({ connection }: { readonly connection: LiveConnection }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" data-testid="live-status" data-connection={connection}>
      <Text span c={connection === 'live' ? 'teal.9' : 'gray.7'} display="inline-flex">
        <Dot live={connection === 'live'} />
      </Text>
      <Text size="sm">{t(STATUS_TEXT[connection])}</Text>
    </Group>
  );
}

/**
 * The spoken summary of recent events: a polite region whose text changes at most once per
 * ANNOUNCE_EVERY_MS (the hook batches), so a busy class is not read out event by event.
 */
export function LiveSummaryRegion({ summary }: { readonly summary: LiveSummary | null }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  let text = '';
  if (summary) {
    const { student, kind } = summary.last;
    const name = `${student.firstName} ${student.lastName}`;
    const lesson = student.lesson?.title[language] ?? '';
    const key = kind === 'opened' && !student.lesson?.page ? 'liveClassEvent_openedNoPage' : `liveClassEvent_${kind}`;
    const last = t(key, { name, lesson, page: student.lesson?.page ?? 0 });
    text = t('liveClassSummary', { count: summary.count, last });
  }
  return (
    <Text size="sm" role="status" aria-live="polite" aria-atomic="true" data-testid="live-summary">
      {text}
    </Text>
  );
}
