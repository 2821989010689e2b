import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessibilityPreferences } from '@application/accessibility/accessibility-preferences.port';
import type { AccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/** Every key the accessibility tools read (invalidate through these). */
export const accessibilityKeys = {
  all: ['accessibility'] as const,
  mine: () => [...accessibilityKeys.all, 'mine'] as const,
};

export const accessibilityQueries = {
  /** The signed-in student's preferences; only the student changes them, so they stay fresh for the session. */
  mine: (accessibility: AccessibilityUseCases) =>
    queryOptions({ queryKey: accessibilityKeys.mine(), queryFn: () => dataOf(accessibility.loadMyAccessibility()), staleTime: Infinity }),
};

/**
 * Saves the whole set. The page shows a choice at once, before the save answers (the cached set is
 * replaced first); saves run one after another (one scope), so the last choice is the one kept. A
 * save's answer is the set it was sent, already in the cache: only a refusal loads the saved set again.
 */
export function useSaveMyAccessibility() {
  const { accessibility } = useServices();
  const client = useQueryClient();
  return useMutation({
    scope: { id: 'accessibility-preferences' },
    mutationFn: (preferences: AccessibilityPreferences) => savedOf(accessibility.saveMyAccessibility(preferences)),
    onMutate: async (preferences) => {
      // Only a load still under way needs stopping; awaiting nothing keeps the choice on screen at once.
      if (client.isFetching({ queryKey: accessibilityKeys.mine() }) > 0) await client.cancelQueries({ queryKey: accessibilityKeys.mine() });
      client.setQueryData(accessibilityKeys.mine(), preferences);
    },
    onError: () => client.invalidateQueries({ queryKey: accessibilityKeys.mine() }),
  });
}
