import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type ApiFailure, type Saved } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';

/** How a change ended: the server's confirmation and the draft it answered, or its refusal (field errors included). */
export type SaveOutcome<D> =
  | { readonly ok: true; readonly message: string; readonly draft: D }
  | { readonly ok: false; readonly failure: ApiFailure | null; readonly text: string };

/** `saved` keeps the server's confirmation ("Unit Opener Updated"), for the bars that show it as received (§8.1). */
export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly message: string }
  | { readonly kind: 'failed'; readonly text: string };

export interface SerialSaver<C, D> {
  readonly save: (change: C) => Promise<SaveOutcome<D>>;
  readonly state: SaveState;
  /** The server's stale-draft message, until dismissed (the newer draft is already on screen). */
  readonly stale: string | null;
  readonly dismissStale: () => void;
}

/**
 * A builder's one line of changes to a draft (lesson, biography, timeline). Changes run one after
 * another: each names the version the previous one answered with, so a creator's quick edits (a blur,
 * then a click) never refuse each other as stale. A 409 from someone else's save is kept as `stale`
 * for the alert. `mutate` sends one change (a draft mutation's `mutateAsync`).
 */
export function useSerialSaver<C, D>(mutate: (change: C) => Promise<Saved<D>>): SerialSaver<C, D> {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [last, setLast] = useState<SaveState>({ kind: 'idle' });
  const [stale, setStale] = useState<string | null>(null);

  const save = useCallback(
    (change: C): Promise<SaveOutcome<D>> => {
      setPending((n) => n + 1);
      const run = queue.current
        .then(() => mutate(change))
        .then(
          (saved): SaveOutcome<D> => {
            setLast({ kind: 'saved', message: saved.message });
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
