import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { LOADER } from '@domain/shared/constants';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import './grading-strings';

/**
 * Loading, failed or ready, as every grading read shows it: a named loader (while the first load
 * runs), the server's message with Try again, else the content. An ended session shows nothing: the
 * route guard takes the user to sign-in.
 */
export function QueryStatus<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  if (query.isError) {
    const failure = failureOf(query.error);
    if (failure?.kind === 'unauthorized') return null;
    return (
      <Alert color="red" role="alert" title={t('gradingLoadFailed')}>
        <Group justify="space-between">
          <span>{failure ? failureText(failure) : t('somethingWentWrongAlert')}</span>
          <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('gradingTryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" aria-label={loading}>
        <Loader color={LOADER.color} size="sm" aria-hidden />
      </div>
    );
  }
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
