import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../application/ports/api-result';

/** Shows a call's outcome: the server's message (already in the user's language), or offline. */
export function useNotifyResult() {
  const { t } = useTranslation();
  return useCallback(
    (result: ApiResult<unknown>, successMessage?: string) => {
      if (result.ok) {
        notifications.show({ color: 'green', message: successMessage ?? result.message });
        return;
      }
      if (result.kind === 'unauthorized') return;
      notifications.show({
        color: 'red',
        message: result.kind === 'offline' ? t('offline') : result.message || t('somethingWentWrongAlert'),
      });
    },
    [t],
  );
}
