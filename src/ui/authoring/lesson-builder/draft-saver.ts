import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LessonContentUseCases, LessonDraft } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { failureOf, type ApiFailure } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { lessonDraftKeys, useLessonDraftChange } from './lesson-draft.queries';

/** One change to the draft: the use case to call with the version and the draft as they are when the change runs. */
export type DraftChange = (content: LessonContentUseCases, version: number, latest: LessonDraft) => Promise<ApiResult<LessonDraft>>;

/** How a change ended: the server's confirmation, or its refusal (field errors included). `D` is the draft answered (the biography and timeline builders' too). */
export type SaveOutcome<D = LessonDraft> =
  | { readonly ok: true; readonly message: string; readonly draft: D }
  | { readonly ok: false; readonly failure: ApiFailure | null; readonly text: string };

export type SaveState = { readonly kind: 'idle' } | { readonly kind: 'saving' } | { readonly kind: 'saved' } | { readonly kind: 'failed'; readonly text: string };

export interface DraftSaver {
  readonly save: (change: DraftChange) => Promise<SaveOutcome>;
  readonly state: SaveState;
  /** The server's stale-draft message, until dismissed (the newer draft is already on screen). */
  readonly stale: string | null;
  readonly dismissStale: () => void;
}

/**
 * The builder's one line of changes. Changes run one after another: each names the version the
 * previous one answered with, so a creator's quick edits (a blur, then a click) never refuse each
 * other as stale. A 409 from someone else's save is kept as `stale` for the alert.
 */
export function useDraftSaver(lessonId: number, unitId: number): DraftSaver {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const client = useQueryClient();
  const mutation = useLessonDraftChange<DraftChange>(lessonId, unitId, (content, version, change) =>
    change(content, version, client.getQueryData<LessonDraft>(lessonDraftKeys.lesson(lessonId))!),
  );
  const mutate = mutation.mutateAsync;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [last, setLast] = useState<SaveState>({ kind: 'idle' });
  const [stale, setStale] = useState<string | null>(null);

  const save = useCallback(
    (change: DraftChange): Promise<SaveOutcome> => {
      setPending((n) => n + 1);
      const run = queue.current
        .then(() => mutate(change))
        .then(
          (saved): SaveOutcome => {
            setLast({ kind: 'saved' });
            return { ok: true, message: saved.message, draft: saved.data };
          },
          (error: unknown): SaveOutcome => {
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

  const state: SaveState = pending > 0 ? { kind: 'saving' } : last;
  const dismissStale = useCallback(() => setStale(null), []);
  return { save, state, stale, dismissStale };
}

const SaverContext = createContext<DraftSaver['save'] | null>(null);
export const DraftSaverProvider = SaverContext.Provider;

/** The builder's `save`, for the fields deep in the properties panel. */
export function useSave(): DraftSaver['save'] {
  const save = useContext(SaverContext);
  if (!save) throw new Error('useSave is used outside the lesson builder');
  return save;
}

/** The server's message for `field` (or a part of it, such as `title.en`) in a refusal, if any. */
export function fieldErrorOf(outcome: SaveOutcome<unknown>, field: string): string | null {
  if (outcome.ok) return null;
  const named = outcome.failure?.fields.find((f) => f.field === field || f.field.startsWith(`${field}.`));
  return named?.message ?? null;
}
