import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../app-context';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import { AUTH_SESSION_CHANGED_CHANNEL } from '../http/session-cache';
import { NOTIFICATION_EVENTS_CHANNEL } from '../modules/notifications/notification-publication';
import { loadSigningSecret } from '../modules/auth/token.service';
import { createConnectionTokens } from './connection-token';
import { Hub } from './hub';
import { HUB_TICK_MS, MAX_FRAME_BYTES } from './hub-constants';
import { answerPreflight, applyHubCors } from './hub-cors';
import { createHubCallers } from './hub-http-auth';
import { createHubMethods } from './hub-methods';
import { registerNegotiateRoute } from './negotiate.route';
import { createLocalDelivery, createNotificationDelivery } from './notification-delivery';
import { createSessionRevocationListener } from './session-revocation';
import { registerTransportRoutes } from './transport.routes';
import { createTransportForwarding } from './transport-forwarding';
import { createUpgradeListener } from './websocket-upgrade';
import { listenForUnitLocks } from './unit-lock-signal';
import { listenForContentUpdates } from './content-update-signal';

/**
 * The LISTEN connection came back after a loss: pushes raised by other processes and session
 * revocations sent meanwhile were missed and cannot be replayed. Every connection is asked to
 * reconnect: reconnecting authenticates again (a revoked session or removed user is refused) and the
 * client reloads its inbox after every reconnect, which brings back the missed pushes.
 */
function askEveryoneToReconnect(hub: Hub, log: FastifyBaseLogger): void {
  const connections = [...hub.registry.all()];
  log.warn({ connections: connections.length }, 'LISTEN connection was lost: hub connections asked to reconnect, as pushes may have been missed');
  for (const connection of connections) {
    connection.close({ error: 'Notifications may have been missed; reconnect to continue.', allowReconnect: true });
  }
}

export interface NotificationHubOptions {
  /** Clock for timeouts and keep-alive (tests). */
  readonly now?: () => number;
}

/**
 * Mounts the notification hub at /hubs/notifications (ASP.NET Core SignalR protocol, JSON, on `ws`
 * and Fastify): negotiate, WebSockets, Server-Sent Events and long polling. The notification service
 * pushes what it raises to this process's connections directly; each process also listens to
 * NOTIFICATION_EVENTS_CHANNEL and pushes what other processes raised to its own connections, so any
 * number of processes on one PostgreSQL deliver to each other's clients. A revoked session closes its connections at
 * once. At shutdown every client gets a Close message
 * that allows reconnecting, so it comes back to whichever instance is up.
 */
export async function registerNotificationHub(app: FastifyInstance, ctx: AppContext, options: NotificationHubOptions = {}): Promise<Hub> {
  const now = options.now ?? Date.now;
  const secret = await loadSigningSecret(ctx.db, ctx.config.jwtSecret);
  const tokens = createConnectionTokens(secret);
  const channel = ctx.config.workerChannel;
  const hub = new Hub({ now, methods: createHubMethods(ctx), log: app.log, tokens, owner: channel?.owner ?? null });
  // Under WORKERS, transport requests for a sibling's connection go to it (docs/decisions.md "Workers").
  const forwarding = channel ? createTransportForwarding(channel, tokens, app.log) : null;
  const callers = createHubCallers(ctx);

  // The hub reads each frame itself so an oversize message gets a Close message; ws only caps frames.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  const onUpgrade = createUpgradeListener(ctx, hub, wss, app.server, app.log);
  app.server.on('upgrade', onUpgrade);

  await app.register(async (scope) => {
    // Frames are read raw (text/plain from browsers, anything from other clients), up to MAX_FRAME_BYTES.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (request, reply) => {
      applyHubCors(ctx.config, request, reply);
      if (request.method === 'OPTIONS') return undefined;
      // The owner authenticates what is relayed to it, so a relayed request costs this worker no session check.
      if (request.routeOptions.url === NOTIFICATION_HUB_PATH && forwarding?.forward(request, reply)) return reply;
      return callers.authenticate(request, reply);
    });
    for (const url of [NOTIFICATION_HUB_PATH, `${NOTIFICATION_HUB_PATH}/negotiate`]) {
      scope.options(url, async (request, reply) => answerPreflight(ctx.config, request, reply));
    }
    registerNegotiateRoute(scope, hub, callers);
    registerTransportRoutes(scope, hub, callers);
  });

  const ticker = setInterval(() => hub.tick(), HUB_TICK_MS);
  ticker.unref();
  ctx.notifications.deliverLocallyWith(createLocalDelivery(hub.registry));
  const unlisten = await ctx.db.listen(NOTIFICATION_EVENTS_CHANNEL, createNotificationDelivery(ctx.db, hub.registry, app.log, ctx.notifications.origin), {
    onReset: () => askEveryoneToReconnect(hub, app.log),
  });
  const unlistenSessions = await ctx.db.listen(AUTH_SESSION_CHANGED_CHANNEL, createSessionRevocationListener(hub.registry));
  // Class signals (live class events, unit locks, content updates) ride this hub's connections: docs/decisions.md "Class signals".
  const unlistenSignals = await ctx.classSignals.attach(hub.registry);
  const unlistenLocks = await listenForUnitLocks(ctx, hub.registry, app.log);
  const unlistenContent = await listenForContentUpdates(ctx, hub.registry, app.log);

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    hub.closeAll({ error: 'Server is shutting down.', allowReconnect: true });
  });
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    wss.close();
    for (const stop of [unlisten, unlistenSessions, unlistenSignals, unlistenLocks, unlistenContent]) await stop().catch((err: unknown) => app.log.warn({ err }, 'hub unlisten failed'));
  });
  return hub;
}
