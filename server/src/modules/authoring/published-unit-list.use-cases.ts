import type { PublishedUnit } from '@domain/authoring/published-units.responses';
import type { AppDeps } from '../../app-deps';

/**
 * `GET publishedUnitList` (issue 14; api-spec §7.5): the units students can open now, as they see
 * them — the published copies in their published order (a unit never published is left out, a
 * removed one stays until the course publish takes it away) — for the builders that link to units.
 */
export async function listPublishedUnits(deps: AppDeps): Promise<PublishedUnit[]> {
  return (await deps.content.units()).map(({ id, name, number, specialUnitAcronym, unitTypeId }) => ({ id, name, number, specialUnitAcronym, unitTypeId }));
}
