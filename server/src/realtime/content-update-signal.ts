import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import { contentUpdatedSchema, type ContentUpdated } from '@domain/realtime/content-update.contract';
import type { ConnectionRegistry } from './connection-registry';

/** Announced once per publish that succeeded (docs/decisions.md "Students told of a publish"). */
export const CONTENT_UPDATED_CHANNEL = 'content_updated';

/**
 * Tells every process that a publish committed. Sent after the publish's CONTENT_PUBLISHED_CHANNEL
 * announcement: each process hears its notifications on one LISTEN connection in the order they were
 * sent, so it has dropped its cached copies before it tells its students, and a page they load next
 * reads the new copy. A lost announcement is logged, never a failed publish (the publish happened).
 */
export async function announceContentUpdate(deps: { readonly db: Database; readonly log: FastifyBaseLogger }, update: ContentUpdated): Promise<void> {
  try {
    await deps.db.notify(CONTENT_UPDATED_CHANNEL, JSON.stringify(update));
  } catch (err) {
    deps.log.error({ err, update }, 'publish committed but its content update was not announced; students reading it are not told');
  }
}

/**
 * Pushes `ContentUpdated` to every user connected to this process: students whose open page it
 * touched are sent home with the §4 notice, creators and the super admin see the new publish states
 * (the client decides what it touched). Every process hears the announcement and pushes to its own
 * connections (no second NOTIFY).
 */
export function listenForContentUpdates(ctx: AppContext, registry: ConnectionRegistry, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  return ctx.db.listen(CONTENT_UPDATED_CHANNEL, (raw) => {
    let update;
    try {
      update = contentUpdatedSchema.safeParse(JSON.parse(raw));
    } catch {
      update = null;
    }
    if (!update?.success) {
      log.warn('ignored a content update announcement that does not parse');
      return;
    }
    const userIds = new Set<number>();
    for (const connection of registry.all()) userIds.add(connection.userId);
    ctx.classSignals.send([...userIds], ClassSignalTarget.ContentUpdated, update.data);
  });
}
