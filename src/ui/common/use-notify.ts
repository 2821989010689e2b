import { useCallback } from 'react';
import type { ApiResult } from '@application/ports/api-result';
import { showSnackbar } from './show-snackbar';
import { useFailureText } from './use-failure-text';

/** Shows a call's outcome: the server's message (already in the user's language), or offline. */
export function useNotifyResult() {
  const failureText = useFailureText();
  return useCallback(
    (result: ApiResult<unknown>, successMessage?: string) => {
      if (result.ok) {
        showSnackbar({ color: 'green', message: successMessage ?? result.message });
        return;
      }
      if (result.kind === 'unauthorized') return;
      showSnackbar({ color: 'red', message: failureText(result) });
    },
    [failureText],
  );
}
