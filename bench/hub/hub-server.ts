/**
 * The notification hub as deployed: the real app (buildApp) on PGlite in memory, or on the database
 * named by BENCH_DATABASE_URL. A fan-out is one NotificationService.notify call: rows written first,
 * then NOTIFY, then pushed to each connected recipient. Child process of run-hub-bench.ts.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { NotificationType } from '@domain/notifications/notification-type';
import { WebSocket } from 'ws';
import { recordSends, sampleMemory, serve, wallNow, type Request } from './bench-protocol';

const takeSends = recordSends(WebSocket);
import { createBenchUsers } from './bench-users';

const USERS = Number(process.env.BENCH_USERS);
const url = process.env.BENCH_DATABASE_URL;
const db = url ? await openPostgresDatabase(url, 10) : await openPgliteDatabase();
await migrate(db);
const config = loadConfig({ DATA_DIR: '/tmp/course-platform-bench', LOG_LEVEL: 'silent', CHECK_RESPONSES: '0', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const { app, ctx } = await buildApp({ db, config, logger: false, serveClient: false, mailer: { send: async () => undefined } });
const { ids, users } = await createBenchUsers(db, ctx.tokens, USERS);
await app.listen({ port: 0, host: '127.0.0.1' });

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'memory':
      return sampleMemory();
    case 'sendTimes':
      return takeSends();
    case 'fanout': {
      takeSends();
      const t0 = wallNow();
      await ctx.notifications.notify(ids.slice(0, request.recipients), {
        type: NotificationType.PublishSucceeded,
        args: { publishId: `round-${request.round}`, itemKind: 'unit', itemId: 1, itemName: `Bench unit, round ${request.round}` },
      });
      return { t0, tSent: wallNow() };
    }
    case 'close':
      await app.close();
      await db.close();
      return null;
    default:
      return null;
  }
}

serve(handle, { port: (app.server.address() as AddressInfo).port, users });
