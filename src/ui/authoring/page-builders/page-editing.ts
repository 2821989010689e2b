import type { QueryKey } from '@tanstack/react-query';
import type { PageAuthoring } from '@application/authoring/page-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { Language } from '@domain/shared/constants';
import { optionalText } from '../biography-builder/reading-texts';
import { withLanguage } from '../lesson-builder/draft-parts';
import type { SaveOutcome } from '../lesson-builder/draft-saver';
import { inOrder, withoutRow, withRow } from './page-bodies';
import { usePageDraftSaver, type PageDraft, type PageDraftSaver } from './page-drafts.queries';

type Row = { readonly id?: number };
type Bilingual = { readonly en: string; readonly es: string };
/** The keys of a page's fields that hold its list (hotspots, skills…). */
type ListKey<F> = { [K in keyof F]: F[K] extends readonly Row[] ? K : never }[keyof F];
/** The keys of a page's (or a row's) bilingual texts: required ones (a title) and optional ones (an introduction). */
export type TextKey<F> = { [K in keyof F]: F[K] extends Bilingual | null ? K : never }[keyof F];

/** A row of the list at `K` of a page's fields. */
type RowOf<F, K extends keyof F> = F[K] extends readonly (infer R)[] ? R : never;

/** Saves one language of a bilingual text as typed (the other language kept as it is when the save runs). */
export type LanguageSave<D> = (language: Language, text: string) => Promise<SaveOutcome<D>>;

/** A page's list: add at the end (answers the new row's id once saved), reorder, change one row, remove one. */
export interface PageRows<D, R> {
  readonly add: (row: R) => Promise<number | null>;
  readonly move: (ids: readonly number[]) => Promise<SaveOutcome<D>>;
  readonly edit: (id: number, change: (row: R) => Partial<R>) => Promise<SaveOutcome<D>>;
  /** One language of a row's bilingual text; `optional` texts become none when both languages are empty. */
  readonly language: (id: number, key: TextKey<R>, optional?: 'optional') => LanguageSave<D>;
  readonly remove: (id: number) => Promise<SaveOutcome<D>>;
}

export interface PageEditing<D extends PageDraft, F> {
  readonly saver: PageDraftSaver<D>;
  /** Saves the page with the fields `change` gives from the page as it is when the save runs. */
  readonly save: (change: (now: F) => Partial<F>) => Promise<SaveOutcome<D>>;
  /** One language of the page's bilingual text; `optional` texts become none when both languages are empty. */
  readonly language: (key: TextKey<F>, optional?: 'optional') => LanguageSave<D>;
  readonly rows: <K extends ListKey<F>>(key: K) => PageRows<D, RowOf<F, K>>;
}

/** A bilingual text with one language replaced. */
const withOne = (now: unknown, language: Language, text: string, optional: 'optional' | undefined) => {
  const next = withLanguage(now as Bilingual | null, language, text);
  return optional ? optionalText(next) : next;
};

/**
 * A page builder's editing: its one line of changes, each saving the whole page (`PUT` with every field
 * and the list in order) built from the latest draft (`fieldsOf`) with one edit applied.
 */
export function usePageEditing<D extends PageDraft, F extends object>(
  key: QueryKey,
  alsoStale: readonly QueryKey[],
  fieldsOf: (draft: D) => F,
  call: (pages: PageAuthoring, body: F & { version: number }) => Promise<ApiResult<D>>,
): PageEditing<D, F> {
  const saver = usePageDraftSaver<D>(key, alsoStale);
  const save = (change: (now: F) => Partial<F>) =>
    saver.save((pages, version, latest) => {
      const now = fieldsOf(latest);
      return call(pages, { ...now, ...change(now), version });
    });
  const language = (text: TextKey<F>, optional?: 'optional'): LanguageSave<D> => (lang, typed) => save((now) => ({ [text]: withOne(now[text], lang, typed, optional) }) as Partial<F>);
  const rows = <K extends ListKey<F>>(list: K): PageRows<D, RowOf<F, K>> => {
    const saveList = (change: (now: readonly Row[]) => Row[]) => save((now) => ({ [list]: change(now[list] as readonly Row[]) }) as Partial<F>);
    const edit = (id: number, change: (row: RowOf<F, K>) => Partial<RowOf<F, K>>) => saveList((now) => withRow(now, id, change as unknown as (row: Row) => Partial<Row>));
    return {
      add: async (row) => {
        const outcome = await saveList((now) => [...now, row as Row]);
        return outcome.ok ? ((fieldsOf(outcome.draft)[list] as readonly Row[]).at(-1)?.id ?? null) : null;
      },
      move: (ids) => saveList((now) => inOrder(now, ids)),
      edit,
      language: (id, text, optional) => (lang, typed) => edit(id, (now) => ({ [text]: withOne(now[text], lang, typed, optional) }) as Partial<RowOf<F, K>>),
      remove: (id) => saveList((now) => withoutRow(now, id)),
    };
  };
  return { saver, save, language, rows };
}
