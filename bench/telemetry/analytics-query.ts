import type pg from 'pg';
import { TELEMETRY_ROWS_MAX } from '@domain/telemetry/analytics.responses';
import type { Database, Sql } from '../../server/src/db/database';
import { queryTelemetry, type TelemetryRead } from '../../server/src/modules/telemetry/analytics.repository';
import { appRead, type ReaderPlan } from '../reports/report-readers';

/**
 * The analytics read of the telemetry bench: the district's sections by visits over the last 30 days
 * (the analytics section's "most visited sections"; GET /api/telemetry/query, api-spec §7.15), read
 * by the district manager.
 *
 * The app's side, picked by BENCH_QUERY:
 * - `http`: the real call, `GET ANALYTICS_HTTP_PATH` with the manager's session (BENCH_QUERY_PATH
 *   overrides the path and its parameters);
 * - `repository`: the call's repository function (`queryTelemetry`) through the app's database
 *   layer, for when the call cannot be reached.
 * Left unset, the bench asks the call once and uses it when it answers 200, otherwise `repository`.
 * The ceiling is always the statement `queryTelemetry` writes for that read, straight on a plain pg
 * pool: no HTTP, session, scope check, schema or JSON.
 */
export const ANALYTICS_HTTP_PATH = process.env.BENCH_QUERY_PATH ?? '/api/telemetry/query?timespan=P30D&groupBy=section&aggregate=visits';
const SPAN_MS = 30 * 24 * 60 * 60 * 1000;

export type QueryMode = 'http' | 'repository';

export interface QueryChoice {
  readonly mode: QueryMode;
  /** Why: forced by BENCH_QUERY, or what the probe of the call answered. */
  readonly note: string;
}

export async function chooseQueryMode(base: string, managerToken: string): Promise<QueryChoice> {
  const forced = process.env.BENCH_QUERY;
  if (forced === 'http' || forced === 'repository') return { mode: forced, note: 'BENCH_QUERY' };
  const res = await fetch(`${base}${ANALYTICS_HTTP_PATH}`, { headers: { authorization: `Bearer ${managerToken}` } });
  await res.arrayBuffer();
  return { mode: res.status === 200 ? 'http' : 'repository', note: `GET ${ANALYTICS_HTTP_PATH} answered ${res.status}` };
}

export interface QuerySetup {
  readonly choice: QueryChoice;
  readonly base: string;
  readonly managerToken: string;
  /** The app's database layer (repository mode) and the plain pool (ceiling). */
  readonly appDb: Database;
  readonly pool: pg.Pool;
  readonly districtId: number;
  readonly readers: number;
}

/** The read the district manager's call makes: their district, the last 30 days up to now, by section, visits. */
function districtRead(districtId: number): TelemetryRead {
  const to = new Date();
  return { scope: { kind: 'district', id: districtId }, from: new Date(to.getTime() - SPAN_MS), to, filter: {}, groupBy: 'section', aggregate: 'visits', limit: TELEMETRY_ROWS_MAX };
}

/** The statement and parameters `queryTelemetry` sends for a read, captured without running it. */
async function statementOf(read: TelemetryRead): Promise<{ text: string; params: unknown[] }> {
  const sent: { statement?: { text: string; params: unknown[] } } = {};
  const recorder: Sql = {
    query: async <T>(text: string, params?: readonly unknown[]) => {
      sent.statement = { text, params: [...(params ?? [])] };
      return [] as T[];
    },
  };
  await queryTelemetry(recorder, read);
  if (!sent.statement) throw new Error('queryTelemetry sent no statement');
  return sent.statement;
}

/** Closed-loop readers of the app's side of the query. */
export function appReaders(q: QuerySetup): ReaderPlan[] {
  const read =
    q.choice.mode === 'http'
      ? appRead(q.base, q.managerToken, ANALYTICS_HTTP_PATH)
      : async () => {
          await queryTelemetry(q.appDb, districtRead(q.districtId));
          return 200;
        };
  return Array.from({ length: q.readers }, () => ({ label: 'app', read }));
}

/** Closed-loop readers of the ceiling: the repository's statement on a plain pool. */
export function ceilingReaders(q: QuerySetup): ReaderPlan[] {
  const read = async () => {
    const { text, params } = await statementOf(districtRead(q.districtId));
    await q.pool.query(text, params);
    return 200;
  };
  return Array.from({ length: q.readers }, () => ({ label: 'ceiling', read }));
}
