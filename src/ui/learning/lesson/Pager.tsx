import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../common/icons';
import classes from './LessonReader.module.css';

/**
 * "Previous page" / "Page x of y" / "Next page" for lessons and stories. A single page has nothing to
 * turn to, so it gets no pager (issue 11: a lone "Page 1 of 1" under every assessment lesson).
 */
export function Pager({ page, count, label, onChange }: { page: number; count: number; label: string; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  return (
    <nav className={classes.pager} aria-label={label}>
      <Button variant="default" leftSection={<ChevronIcon direction="left" />} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('previousPage')}
      </Button>
      <p className={classes.pageOf} aria-live="polite" aria-atomic="true" data-testid="page-of">
        {t('pageOf', { page, count })}
      </p>
      <Button rightSection={<ChevronIcon direction="right" />} disabled={page >= count} onClick={() => onChange(page + 1)}>
        {t('nextPage')}
      </Button>
    </nav>
  );
}
