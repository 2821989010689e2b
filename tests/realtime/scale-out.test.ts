import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { HubTarget } from '../../src/domain/notifications/notification-hub.contract';
import { NotificationType } from '../../src/domain/notifications/notification-type';
import { openTestDatabase } from '../server/support/test-database';
import { hubTestConfig, listen, waitFor, type ListeningApp } from './support/hub-test-server';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';

/**
 * Two server instances, each with its own connection pool and LISTEN connection, on one PostgreSQL
 * database — what several processes behind a load balancer are. A notification raised in one
 * reaches a client connected to the other, through LISTEN/NOTIFY only.
 */
const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('scale-out over PostgreSQL LISTEN/NOTIFY (needs DATABASE_URL; PGlite lives in one process)', () => {
  let dispose: () => Promise<void>;
  let secondDb: Database;
  let a: ListeningApp;
  let b: ListeningApp;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    const test = await openTestDatabase();
    dispose = test.dispose;
    await runSeedSteps(test.db, DEMO_SEED_STEPS);
    secondDb = await openPostgresDatabase(test.url!, 5);
    const config = hubTestConfig();
    a = await listen(test.db, config);
    b = await listen(secondDb, config);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await a.stop();
    await b.stop();
    await secondDb.close();
    await dispose();
  });

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
    ['LongPolling', HttpTransportType.LongPolling],
  ] as const)('a notification raised in instance A reaches a %s client connected to instance B', async (name, transport) => {
    const login = await fetch(`${b.origin}/api/user/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'scale-out-device-0001' },
      body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
    const connection = new HubConnectionBuilder()
      .withUrl(b.hubUrl, { transport, accessTokenFactory: () => data.token })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    const received: number[] = [];
    connection.on(HubTarget.NotificationReceived, (n: { id: number }) => received.push(n.id));
    await connection.start();

    const [created] = await a.built.ctx.notifications.notify(data.user.id, {
      type: NotificationType.RetakeAllowed,
      args: { lessonId: 2, lessonName: `Lesson over ${name}`, teacherName: 'Teresa Maestra' },
    });
    await waitFor('the notification from the other instance', () => received.includes(created.id), 1_000);
  });
});
