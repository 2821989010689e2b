import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@application/ports/api-result';
import type { AssessmentView, GroupView } from '@domain/assessment/student-view';
import classes from './assessment.module.css';

/** The group the lesson's component shows (mid-unit and benchmark lessons merge their sections into one). */
export function groupFor(view: AssessmentView, groupNumber: number | null): GroupView | undefined {
  return view.groups.find((g) => g.assessmentGroupNumber === (groupNumber ?? 1)) ?? (view.groups.length === 1 ? view.groups[0] : undefined);
}

/** A failed load in words: unavailable (404/403, with the server's reason) or a failure worth retrying. */
export function loadFailure(result: Exclude<ApiResult<unknown>, { ok: true }>, t: (key: string) => string): { message: string; retry: boolean } {
  if (result.kind === 'offline') return { message: t('offline'), retry: true };
  if (result.status === 404 || result.status === 403) return { message: result.message || t('assessUnavailable'), retry: false };
  return { message: result.message || t('assessLoadFailed'), retry: true };
}

/** A failed load: the reason, and Try again when trying again can help. */
export function LoadFailedAlert({ message, retry, onRetry }: { readonly message: string; readonly retry: boolean; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color={retry ? 'red' : 'yellow'} role="alert" className={classes.alert}>
      <p className={classes.alertText}>{message}</p>
      {retry && (
        <Button mt="xs" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
