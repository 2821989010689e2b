import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { TELEMETRY_BATCH_INTERVAL_MS } from '@domain/telemetry/telemetry.constants';
import { telemetryBatchBodySchema, type PageViewEvent, type TelemetryBatchBody } from '@domain/telemetry/telemetry.schemas';
import { nextBatch } from '@domain/telemetry/telemetry.rules';
import type { Database } from '../../server/src/db/database';
import { insertPageViews, type TelemetryActor } from '../../server/src/modules/telemetry/telemetry.repository';
import type { SendOutcome } from './scheduled-load';
import { expandPages, STUDENT_PAGES } from './telemetry-pages';

/**
 * The collection side of the telemetry bench: BENCH_CLIENTS signed-in students, each sending one
 * batch every TELEMETRY_BATCH_INTERVAL_MS, to the real call (HTTP) or, for the ceiling, straight to
 * the repository's one INSERT statement over a pool (no HTTP, session, schema or JSON envelope).
 */

export interface BenchClient extends TelemetryActor {
  readonly token: string;
  /** The client's telemetry session and one-year browser id (the usage-user cookie). */
  readonly sessionId: string;
  readonly browserId: string;
}

/** Batches a second when every client sends one per interval (5,000 clients: 333/s). */
export const batchRate = (clients: number) => (clients * 1000) / TELEMETRY_BATCH_INTERVAL_MS;

const PAGES = expandPages(STUDENT_PAGES);

/** A reproducible draw in [0, 2^32) for (client, batch number, salt). */
const draw = (a: number, b: number, salt: number) => (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + salt, 0xc2b2ae35)) >>> 0;

/**
 * How many page views wait when a client's timer fires: usually one or two (a page every 15–60 s),
 * sometimes a few, and one batch in fifty is a backlog of 50–300 views (a tab back online, or a
 * reload sending what it kept in storage) — cut to one batch by the client's own byte and count
 * limits (`nextBatch`), as the real sender does.
 */
function waitingViews(client: number, k: number): number {
  const h = draw(client, k, 1) % 100;
  if (h < 60) return 1;
  if (h < 85) return 2;
  if (h < 98) return 3 + (draw(client, k, 2) % 4);
  return 50 + (draw(client, k, 3) % 251);
}

/** Client `client`'s batch number `k`, sent now: its waiting views, oldest first, ending now. */
export function batchOf(clients: readonly BenchClient[], client: number, k: number, now = Date.now()): TelemetryBatchBody {
  const c = clients[client];
  const count = waitingViews(client, k);
  const events: PageViewEvent[] = [];
  let endsAt = now;
  for (let j = count - 1; j >= 0; j -= 1) {
    const durationMs = 2_000 + (draw(client * 7 + j, k, 4) % 118_000);
    const page = PAGES[draw(client, k * 997 + j, 5) % PAGES.length];
    endsAt -= durationMs;
    events.unshift({ id: randomUUID(), type: 'page-view', section: page.section, path: page.path, startedAt: new Date(endsAt).toISOString(), durationMs, sessionId: c.sessionId });
  }
  return { browserId: c.browserId, events: nextBatch(events).batch };
}

/** Fails the bench before it measures anything if its batches are not ones the real call accepts. */
export function checkBatchShapes(clients: readonly BenchClient[], samples: number): void {
  for (let i = 0; i < samples; i += 1) {
    const parsed = telemetryBatchBodySchema.safeParse(batchOf(clients, i % clients.length, Math.floor(i / clients.length)));
    if (!parsed.success) throw new Error(`bench batch ${i} is not a valid telemetry batch: ${parsed.error.message}`);
  }
}

/** Send number g of a phase: client g mod n's batch number offset + ⌊g / n⌋ (each client on its own 15 s timer). */
export type Sender = (g: number) => Promise<SendOutcome>;

/** POST /api/telemetry/events with the client's session, over keep-alive sockets; the ids of taken batches go to `acked`. */
export function httpSender(base: string, clients: readonly BenchClient[], batchOffset: number, connections: number, acked: string[]): { send: Sender; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send: Sender = (g) => {
    const client = g % clients.length;
    const batch = batchOf(clients, client, batchOffset + Math.floor(g / clients.length));
    const body = JSON.stringify(batch);
    return new Promise<SendOutcome>((resolve) => {
      const events = batch.events.length;
      const req = http.request(`${base}/api/telemetry/events`, {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${clients[client].token}`, 'content-length': String(Buffer.byteLength(body)) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ok = res.statusCode === 200;
          if (ok) for (const e of batch.events) acked.push(e.id);
          const stored = ok ? ((JSON.parse(Buffer.concat(chunks).toString()) as { data: { stored: number } }).data.stored ?? 0) : 0;
          resolve({ ok, events, stored });
        });
        res.on('error', () => resolve({ ok: false, events, stored: 0 }));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve({ ok: false, events, stored: 0 }));
      req.end(body);
    });
  };
  return { send, close: () => agent.destroy() };
}

/** The ceiling: the same batch through the repository's one INSERT statement on a pool, with the actor the session would give. */
export function insertSender(db: Database, clients: readonly BenchClient[], batchOffset: number, acked: string[]): Sender {
  return async (g) => {
    const client = g % clients.length;
    const batch = batchOf(clients, client, batchOffset + Math.floor(g / clients.length));
    const events = batch.events.length;
    try {
      const stored = await insertPageViews(db, clients[client], batch.events, { browserId: batch.browserId });
      for (const e of batch.events) acked.push(e.id);
      return { ok: true, events, stored };
    } catch {
      return { ok: false, events, stored: 0 };
    }
  };
}

/** Rows in telemetry_events among the given event ids (a lost event is one acknowledged but not here). */
export async function rowsFound(db: Database, ids: readonly string[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < ids.length; i += 50_000) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM telemetry_events WHERE id = ANY($1::uuid[])', [ids.slice(i, i + 50_000)]);
    found += row.n;
  }
  return found;
}
