import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import type { SupportChatTarget } from '@domain/support-chat/support-chat.contract';
import type { ConnectionRegistry } from './connection-registry';
import { RECORD_SEPARATOR } from './hub-constants';
import { MessageType } from './hub-protocol';

/** Channel carrying class signals to the other processes (docs/decisions.md "Class signals"). */
export const CLASS_SIGNALS_CHANNEL = 'class_signals';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a signal that big is not sent across. */
const MAX_NOTIFY_BYTES = 7900;

const announcementSchema = z.object({
  o: z.string(),
  u: z.array(z.number().int().positive()).min(1),
  t: z.string(),
  a: z.unknown(),
});

/**
 * Ephemeral hub messages to given users, in whatever process holds their connections: pushed to this
 * process's connections at once, and announced with one NOTIFY for the others (`remote`), which push
 * to theirs. Nothing is stored: a user not connected right now does not get it.
 */
export interface ClassSignals {
  readonly origin: string;
  send(userIds: readonly number[], target: ClassSignalTarget | SupportChatTarget, payload: unknown, options?: { readonly remote?: boolean }): void;
  /** Mounts the signals on the hub's registry (once the hub exists); resolves to the unlisten. */
  attach(registry: ConnectionRegistry): Promise<() => Promise<void>>;
}

const frameOf = (target: string, payload: unknown) =>
  JSON.stringify({ type: MessageType.Invocation, target, arguments: [payload] }) + RECORD_SEPARATOR;

function pushHere(registry: ConnectionRegistry | null, userIds: readonly number[], frame: () => string): void {
  if (!registry) return;
  let built: string | null = null;
  for (const userId of userIds) {
    if (!registry.hasUser(userId)) continue;
    built ??= frame();
    registry.sendToUser(userId, built);
  }
}

export function createClassSignals(db: Database, log: FastifyBaseLogger): ClassSignals {
  const origin = randomBytes(8).toString('hex');
  let registry: ConnectionRegistry | null = null;
  return {
    origin,
    send(userIds, target, payload, options = {}) {
      if (userIds.length === 0) return;
      pushHere(registry, userIds, () => frameOf(target, payload));
      if (!options.remote) return;
      const announcement = JSON.stringify({ o: origin, u: userIds, t: target, a: payload });
      if (Buffer.byteLength(announcement) > MAX_NOTIFY_BYTES) {
        log.warn({ target, recipients: userIds.length }, 'class signal too large to announce to other processes');
        return;
      }
      db.notify(CLASS_SIGNALS_CHANNEL, announcement).catch((err: unknown) => log.error({ err }, 'class signal announcement failed'));
    },
    async attach(hubRegistry) {
      registry = hubRegistry;
      const unlisten = await db.listen(CLASS_SIGNALS_CHANNEL, (raw) => {
        let parsed: z.infer<typeof announcementSchema> | null = null;
        try {
          const result = announcementSchema.safeParse(JSON.parse(raw));
          parsed = result.success ? result.data : null;
        } catch {
          parsed = null;
        }
        if (!parsed) {
          log.warn('ignored a class signal that is not a valid announcement');
          return;
        }
        // This process pushed its own already, before announcing.
        if (parsed.o === origin) return;
        const { t, a } = parsed;
        pushHere(registry, parsed.u, () => frameOf(t, a));
      });
      return async () => {
        registry = null;
        await unlisten();
      };
    },
  };
}
