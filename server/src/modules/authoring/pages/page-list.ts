import { appError } from '../../../http/app-error';

/*
 * How a page's save rewrites its list (page-authoring.schemas.ts): a sent row with an `id` is that row
 * of this page; one without is new; a row left out is removed; the order sent becomes the order,
 * numbered from 1. An id that is not a row of this page (another page's, a removed one, or one sent
 * twice) refuses the whole save: a list the editor did not load is never written over.
 */

/** What a save sends for one row. */
interface SentRow {
  readonly id?: number;
}

export interface ListWrites<Row, Sent> {
  /** Rewrites a row the list keeps, at `order`. */
  update(row: Row, sent: Sent, order: number): Promise<void>;
  /** Adds a new row at `order`. */
  insert(sent: Sent, order: number): Promise<void>;
  /** Takes away the rows the list left out. */
  remove(ids: number[]): Promise<void>;
}

/** Refuses a sent row whose id is not one of the page's rows, naming it (`hotspots.2.id`). */
function checkRowIds(field: string, current: readonly { readonly id: number }[], sent: readonly SentRow[]): void {
  const known = new Set(current.map((row) => row.id));
  const seen = new Set<number>();
  for (const [index, row] of sent.entries()) {
    if (row.id === undefined) continue;
    if (!known.has(row.id) || seen.has(row.id)) {
      throw appError('AUTHORING.ROW_NOT_IN_PAGE', { fields: [{ field: `${field}.${index}.id`, message: 'rowNotInPage' }] });
    }
    seen.add(row.id);
  }
}

/** Makes the page's list `current` what the save sent as `field` (see above); the caller runs it in the save's transaction. */
export async function replaceList<Row extends { readonly id: number }, Sent extends SentRow>(
  field: string,
  current: readonly Row[],
  sent: readonly Sent[],
  writes: ListWrites<Row, Sent>,
): Promise<void> {
  checkRowIds(field, current, sent);
  const kept = new Map(current.map((row) => [row.id, row]));
  const sentIds = new Set(sent.map((row) => row.id));
  await writes.remove(current.filter((row) => !sentIds.has(row.id)).map((row) => row.id));
  for (const [index, row] of sent.entries()) {
    const existing = row.id === undefined ? undefined : kept.get(row.id);
    if (existing) await writes.update(existing, row, index + 1);
    else await writes.insert(row, index + 1);
  }
}
