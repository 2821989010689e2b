import type { Sql } from '../../../db/database';
import { readComponents, readImageDetails, readParagraphs, readRoutePoints, type ComponentSourceRow } from './component-source.repository';
import { renumber } from './rich-values';

type Row = ComponentSourceRow;
export type ComponentOwner = { readonly lessonId: number } | { readonly unitStoryId: number };

function groupBy(rows: Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const k = row[key] as number | null;
    if (k === null) continue;
    const { [key]: _drop, ...rest } = row;
    map.set(k, [...(map.get(k) ?? []), rest as Row]);
  }
  return map;
}

/** The components of a lesson or unit story with their paragraphs, route points and image details. */
export async function assembleComponents(sql: Sql, owner: ComponentOwner): Promise<Record<string, unknown>[]> {
  const [column, ownerId] = 'lessonId' in owner ? (['lesson_id', owner.lessonId] as const) : (['unit_story_id', owner.unitStoryId] as const);
  const components = await readComponents(sql, column, ownerId);
  const componentIds = components.map((c) => c.id);
  const paragraphs = await readParagraphs(sql, componentIds);
  const paragraphIds = paragraphs.map((p) => p.id);
  const routePoints = await readRoutePoints(sql, paragraphIds);
  const routePointIds = routePoints.map((r) => r.id);
  const images = await readImageDetails(sql, paragraphIds, routePointIds);
  const imagesOfParagraph = groupBy(images.map(({ route_point_id: _r, ...i }) => i as Row), 'paragraph_id');
  const imagesOfPoint = groupBy(images.map(({ paragraph_id: _p, ...i }) => i as Row), 'route_point_id');
  // Route points are numbered from 1 in order (product-spec §4 "Ordering").
  const pointsOfParagraph = groupBy(
    routePoints.map((r) => ({ ...r, images: renumber(imagesOfPoint.get(r.id) ?? []) })),
    'paragraph_id',
  );
  const paragraphsOfComponent = groupBy(
    paragraphs.map((p) => ({
      ...p,
      images: renumber(imagesOfParagraph.get(p.id) ?? []),
      routePoints: (pointsOfParagraph.get(p.id) ?? []).map((r, i) => ({ ...r, number: i + 1 })),
    })),
    'component_id',
  );
  return renumber(components.map((c) => ({ ...c, paragraphs: renumber(paragraphsOfComponent.get(c.id) ?? []) })));
}
