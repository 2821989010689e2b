import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@application/ports/api-result';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** How a failed call reads on screen: "offline", else the server's message (already in the user's language). */
export function useFailureText() {
  const { t } = useTranslation();
  return useCallback((result: Failure): string => (result.kind === 'offline' ? t('offline') : result.message || t('somethingWentWrongAlert')), [t]);
}
