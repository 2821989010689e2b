import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { LOADER } from '@domain/shared/constants';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from './use-failure-text';

export interface QueryStatusTexts {
  /** The loader's accessible name. */
  readonly loading: string;
  /** The failure alert's title ("The report could not be loaded."). */
  readonly failed: string;
  readonly tryAgain: string;
}

/**
 * Loading, failed or ready, as a screen's one read shows it: a named loader (while the first load
 * runs), the server's message with Try again, else the content (busy while it loads again). An ended
 * session shows nothing: the route guard takes the user to sign-in.
 */
export function QueryStatus<T>({ query, texts, children }: { query: UseQueryResult<T>; texts: QueryStatusTexts; children: (data: T) => ReactNode }) {
  const failureText = useFailureText();
  if (query.isError) {
    const failure = failureOf(query.error);
    if (failure?.kind === 'unauthorized') return null;
    return (
      <Alert color="red" role="alert" title={texts.failed}>
        <Group justify="space-between">
          <span>{failure ? failureText(failure) : texts.failed}</span>
          <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {texts.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" aria-label={texts.loading}>
        <Loader color={LOADER.color} size="sm" aria-hidden />
      </div>
    );
  }
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
