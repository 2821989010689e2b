import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import type { ListChange } from '../unit-authoring.use-cases';
import { lockLiveUnit, raiseUnitVersion } from '../unit-authoring.repository';
import { lockItemsOfUnit, markItemRemoved, placeItems, type OrderedItemTable } from './reading-authoring.repository';

/*
 * A unit's lists of biographies and of stories (issue 14): adding or removing one changes the list
 * students read with the unit, so the unit's draft version goes up too; the items keep positions
 * 1..n (a moved one gets a new version: students' copies carry their position).
 */

/**
 * Makes room for a new item at the end of the unit's list, under the unit's and the list's locks;
 * answers its position (404 when the unit is removed or unknown). The caller inserts it in the same transaction.
 */
export async function placeAtEnd(tx: Sql, table: OrderedItemTable, unitId: number): Promise<number> {
  if (!(await lockLiveUnit(tx, unitId))) throw appError('AUTHORING.UNIT_NOT_FOUND');
  const siblings = await lockItemsOfUnit(tx, table, unitId);
  // The draft's sort order may have gaps; the new one goes right after the last.
  await placeItems(tx, table, siblings);
  await raiseUnitVersion(tx, unitId);
  return siblings.length + 1;
}

/**
 * Removes a locked item from its unit's list: the later ones move up and the unit's version goes up.
 * A published one stays with students until the next unit publish, so the answer asks for one (§4).
 */
export async function removeFromUnit(tx: Sql, table: OrderedItemTable, item: { readonly id: number; readonly unitId: number; readonly publishedVersion: number | null }): Promise<ListChange> {
  const siblings = await lockItemsOfUnit(tx, table, item.unitId);
  await markItemRemoved(tx, table, item.id);
  await placeItems(tx, table, siblings.filter((id) => id !== item.id));
  await raiseUnitVersion(tx, item.unitId);
  const published = item.publishedVersion !== null;
  return { change: { publishNeeded: published }, message: published ? 'publishToSeeChanges' : 'changesSaved' };
}
