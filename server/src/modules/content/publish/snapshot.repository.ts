import type { z } from 'zod';
import { one, type Sql } from '../../../db/database';
import type { UnitDocument } from '@domain/content/unit.schemas';
import { sanitizeRichValues } from './rich-values';

export type SnapshotKind =
  | 'unit'
  | 'opener'
  | 'lesson'
  | 'biography'
  | 'story'
  | 'timeline'
  | 'timeline-event'
  | 'vocabulary'
  | 'teacher-page'
  | 'contributors';

/**
 * Writes the published snapshot of one aggregate: the next version, sanitized and validated against
 * the shared schema (a document that does not match is a bug and aborts the publish transaction).
 */
export async function writeSnapshot<S extends z.ZodType>(
  sql: Sql,
  kind: SnapshotKind,
  entityId: number,
  unitId: number | null,
  schema: S,
  assembled: Record<string, unknown>,
): Promise<z.output<S>> {
  const current = await one<{ version: number }>(sql, 'SELECT version FROM published_content WHERE kind = $1 AND entity_id = $2 FOR UPDATE', [
    kind,
    entityId,
  ]);
  const version = (current?.version ?? 0) + 1;
  const document = schema.parse(sanitizeRichValues({ ...assembled, version, publishedAt: new Date().toISOString() }));
  await sql.query(
    `INSERT INTO published_content (kind, entity_id, unit_id, version, document, published_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, now())
     ON CONFLICT (kind, entity_id) DO UPDATE SET unit_id = $3, version = $4, document = $5::jsonb, published_at = now()`,
    [kind, entityId, unitId, version, JSON.stringify(document)],
  );
  return document;
}

/** Removes a snapshot (an item deleted in the back office stops being readable). */
export async function removeSnapshot(sql: Sql, kind: SnapshotKind, entityId: number): Promise<void> {
  await sql.query('DELETE FROM published_content WHERE kind = $1 AND entity_id = $2', [kind, entityId]);
}

export async function readSnapshot<T>(sql: Sql, kind: SnapshotKind, entityId: number): Promise<T | null> {
  const row = await one<{ document: T }>(sql, 'SELECT document FROM published_content WHERE kind = $1 AND entity_id = $2', [kind, entityId]);
  return row?.document ?? null;
}

/** The published contributors page's id (there is one per installation), or null before it is published. */
export async function findContributorsSnapshotId(sql: Sql): Promise<number | null> {
  const rows = await sql.query<{ id: number }>(`SELECT entity_id AS id FROM published_content WHERE kind = 'contributors' ORDER BY entity_id LIMIT 1`);
  return rows[0]?.id ?? null;
}

/**
 * Every published unit's document whose unit is live and marked published, in the order those
 * documents give (a move in the back office reaches students with the next publish, numbers and all).
 */
export async function readPublishedUnits(sql: Sql): Promise<UnitDocument[]> {
  const rows = await sql.query<{ document: UnitDocument }>(
    `SELECT p.document FROM published_content p JOIN units u ON u.id = p.entity_id
            WHERE p.kind = 'unit' AND u.deleted_at IS NULL AND u.is_published ORDER BY (p.document->>'order')::int, u.id`,
  );
  return rows.map((r) => r.document);
}
