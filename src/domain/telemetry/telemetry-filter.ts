/*
 * The telemetry query's filter (api-spec §7.15; docs/analytics.md): `field:value` pairs joined by
 * commas, each field at most once: `districtId:3,roleId:6,section:unit`. Zod-free, so the HTTP adapter
 * that writes it loads nothing more.
 */

/** What a filter may narrow to. */
export interface TelemetryFilter {
  readonly section?: string;
  readonly roleId?: number;
  readonly stateId?: number;
  readonly districtId?: number;
  readonly schoolId?: number;
}

const FILTER_FIELDS = ['section', 'roleId', 'stateId', 'districtId', 'schoolId'] as const;
const SECTION = /^[A-Za-z][A-Za-z0-9_-]{0,79}$/;
/** The largest id the database's integer columns hold (schema-kit's MAX_DATABASE_ID). */
const MAX_ID = 2_147_483_647;

/** The filter a query string carries, or null when it is not one. */
export function parseTelemetryFilter(text: string): TelemetryFilter | null {
  const filter: Record<string, string | number> = {};
  for (const part of text.split(',')) {
    const colon = part.indexOf(':');
    const field = part.slice(0, colon).trim() as (typeof FILTER_FIELDS)[number];
    const value = part.slice(colon + 1).trim();
    if (colon < 1 || !FILTER_FIELDS.includes(field) || field in filter) return null;
    if (field === 'section') {
      if (!SECTION.test(value)) return null;
      filter.section = value;
      continue;
    }
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > (field === 'roleId' ? 8 : MAX_ID)) return null;
    filter[field] = id;
  }
  return filter as TelemetryFilter;
}

/** The filter as the query string carries it, or null for none. */
export function formatTelemetryFilter(filter: TelemetryFilter): string | null {
  const parts = FILTER_FIELDS.filter((field) => filter[field] !== undefined).map((field) => `${field}:${filter[field]}`);
  return parts.length > 0 ? parts.join(',') : null;
}
