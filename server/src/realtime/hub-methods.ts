import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HubMethod } from '@domain/notifications/notification-hub.contract';
import { countUnreadOf } from '../modules/notifications/notification.repository';
import { liveClassHubMethods } from './live-class-hub-methods';

/** A method clients may invoke on the hub, with its arguments' schema. */
export interface HubMethodDefinition {
  readonly name: string;
  readonly args: z.ZodType<readonly unknown[]>;
  /** `caller`: the connection's session (methods that check scope read its user again). */
  invoke(userId: number, args: readonly unknown[], caller?: { readonly jti: string }): Promise<unknown>;
}

export interface HubMethodTable {
  /** Looks a method up by name, case-insensitively as ASP.NET hubs do; null when there is none. */
  find(name: string): HubMethodDefinition | null;
}

export function createHubMethods(ctx: AppContext): HubMethodTable {
  const definitions: HubMethodDefinition[] = [
    { name: HubMethod.GetUnreadCount, args: z.tuple([]), invoke: (userId) => countUnreadOf(ctx.db, userId) },
    ...liveClassHubMethods(ctx),
  ];
  const byName = new Map(definitions.map((d) => [d.name.toLowerCase(), d]));
  return { find: (name) => byName.get(name.toLowerCase()) ?? null };
}
