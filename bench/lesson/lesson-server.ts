/**
 * Child process of the lesson benchmark: the real app on the PostgreSQL database given in
 * DATABASE_URL (already migrated and seeded), listening on a free port that it prints as JSON.
 */
import 'reflect-metadata';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/open-database';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0', CHECK_RESPONSES: '0' });
const db = await openDatabase(config);
const { app } = await buildApp({ db, config, logger: false, serveClient: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
