import { useCallback, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import type { SaveOutcome, SaveState } from '../lesson-builder/draft-saver';
import { useReadingDraftChange, type ReadingChange, type ReadingDraft } from './reading-drafts.queries';

export interface ReadingDraftSaver<D extends ReadingDraft> {
  readonly save: (change: ReadingChange<D>) => Promise<SaveOutcome<D>>;
  readonly state: SaveState;
  /** The server's stale-draft message, until dismissed (the newer draft is already on screen). */
  readonly stale: string | null;
  readonly dismissStale: () => void;
}

/**
 * A biography's or timeline's one line of changes, as the lesson builder's saver: changes run one
 * after another, each naming the version the previous one answered, so a blur and then a click never
 * refuse each other as stale; someone else's newer save (409) is kept for the alert.
 */
export function useReadingDraftSaver<D extends ReadingDraft>(key: QueryKey, unitId: number): ReadingDraftSaver<D> {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const mutate = useReadingDraftChange<D>(key, unitId).mutateAsync;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [last, setLast] = useState<SaveState>({ kind: 'idle' });
  const [stale, setStale] = useState<string | null>(null);

  const save = useCallback(
    (change: ReadingChange<D>): Promise<SaveOutcome<D>> => {
      setPending((n) => n + 1);
      const run = queue.current
        .then(() => mutate(change))
        .then(
          (saved): SaveOutcome<D> => {
            setLast({ kind: 'saved' });
            return { ok: true, message: saved.message, draft: saved.data };
          },
          (error: unknown): SaveOutcome<D> => {
            const failure = failureOf(error);
            const text = failure ? failureText(failure) : t('somethingWentWrongAlert');
            if (failure?.code === 'AUTHORING.STALE_VERSION') setStale(text);
            // An ended session is the route guard's to handle, not a failed save.
            setLast(failure?.kind === 'unauthorized' ? { kind: 'idle' } : { kind: 'failed', text });
            return { ok: false, failure, text };
          },
        )
        .finally(() => setPending((n) => n - 1));
      queue.current = run;
      return run;
    },
    [mutate, failureText, t],
  );

  const dismissStale = useCallback(() => setStale(null), []);
  return { save, state: pending > 0 ? { kind: 'saving' } : last, stale, dismissStale };
}
