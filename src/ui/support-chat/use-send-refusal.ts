import { useCallback } from 'react';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';

/** Runs a send and turns its refusal into the text shown under the message field (null when sent). */
export function useSendRefusal() {
  const failureText = useFailureText();
  return useCallback(
    async (run: () => Promise<unknown>): Promise<string | null> => {
      try {
        await run();
        return null;
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        return failure.fields[0]?.message ?? failureText(failure);
      }
    },
    [failureText],
  );
}
