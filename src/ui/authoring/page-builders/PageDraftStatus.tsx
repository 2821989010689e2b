import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageAuthoring } from '@application/authoring/page-authoring.port';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';

export interface PageDraftStatusProps<D, K extends QueryKey> {
  /** The draft's read (`pageDraftQueries.…`). */
  readonly query: (pages: PageAuthoring) => UseQueryOptions<D, Error, D, K>;
  readonly loading: string;
  readonly failed: string;
  readonly children: (draft: D) => ReactNode;
}

/** A page draft read for its builder or preview: loading, the server's refusal as a generic error (never a redirect, §2), or the draft. */
export function PageDraftStatus<D, K extends QueryKey>({ query, loading, failed, children }: PageDraftStatusProps<D, K>) {
  const { t } = useTranslation();
  const { pageAuthoring } = useServices();
  const draft = useQuery(query(pageAuthoring));
  return (
    <QueryStatus query={draft} texts={{ loading, failed, tryAgain: t('retry') }}>
      {children}
    </QueryStatus>
  );
}
