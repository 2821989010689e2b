import type { PublishState } from '@domain/authoring/authoring.responses';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { publishStateOf } from '../authored-state';
import { lockLiveUnit, raiseUnitVersion } from '../unit-authoring.repository';
import { unitOfPage, unitPageOf, type PageVersions, type UnitPageTable } from './page-authoring.repository';

/*
 * Each page (an opener, a teacher page, the contributors page) is one draft with one version, as a
 * biography is (reading-draft.use-cases.ts): a save names the version its editor loaded, runs in one
 * transaction under the page's lock (its unit's first), raises the version by one and answers the whole
 * page; a stale version changes nothing and answers 409 with the page as it is now.
 */

/** A page's draft state and its draft as students would read it, the document stamped with the draft version. */
export function draftOf<S extends z.ZodType>(
  schema: S,
  page: PageVersions,
  content: object,
): { version: number; publishState: PublishState; document: z.output<S> } {
  return {
    version: page.version,
    publishState: publishStateOf(page.version, page.publishedVersion),
    document: schema.parse({ ...content, version: page.version, publishedAt: new Date().toISOString() }),
  };
}

/** What the opener and the teacher page share: one per unit, read and locked their own way. */
export interface UnitPageKind<Locked extends { readonly version: number }, Answer> {
  readonly table: UnitPageTable;
  readonly notFound: ErrorCode;
  readonly exists: ErrorCode;
  lock(tx: Sql, id: number): Promise<Locked | null>;
  read(sql: Sql, id: number): Promise<Answer>;
}

/**
 * `POST unitopener` and `POST skills`: the unit's page, made by `insert`; 409 with the one there when
 * the unit has one. The unit's version goes up: once published, its students' copy names the page.
 */
export function createUnitPage<Answer>(
  deps: AppDeps,
  kind: UnitPageKind<{ version: number }, Answer>,
  unitId: number,
  insert: (tx: Sql) => Promise<number>,
): Promise<Answer> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveUnit(tx, unitId))) throw appError('AUTHORING.UNIT_NOT_FOUND');
    const existing = await unitPageOf(tx, kind.table, unitId);
    if (existing !== null) throw appError(kind.exists, { current: await kind.read(tx, existing) });
    const id = await insert(tx);
    await raiseUnitVersion(tx, unitId);
    return kind.read(tx, id);
  });
}

/** The live unit's page (a preview names the unit only); 404 with the page's code when it has none. */
export async function unitPageDraft<Answer>(deps: AppDeps, kind: UnitPageKind<{ version: number }, Answer>, unitId: number): Promise<Answer> {
  const id = await unitPageOf(deps.db, kind.table, unitId);
  if (id === null) throw appError(kind.notFound);
  return kind.read(deps.db, id);
}

/** Runs `apply` as one save of the page from `version` (see above; `apply`'s page write raises the version); answers the page after it. */
export function changeUnitPage<Locked extends { readonly version: number }, Answer>(
  deps: AppDeps,
  kind: UnitPageKind<Locked, Answer>,
  id: number,
  version: number,
  apply: (tx: Sql, page: Locked) => Promise<void>,
): Promise<Answer> {
  return deps.db.transaction(async (tx) => {
    const unitId = await unitOfPage(tx, kind.table, id);
    if (unitId === null || !(await lockLiveUnit(tx, unitId))) throw appError(kind.notFound);
    const page = await kind.lock(tx, id);
    if (!page) throw appError(kind.notFound);
    if (page.version !== version) throw appError('AUTHORING.STALE_VERSION', { current: await kind.read(tx, id) });
    await apply(tx, page);
    return kind.read(tx, id);
  });
}
