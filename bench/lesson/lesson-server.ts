/**
 * Child process of the lesson benchmark: the real app as `npm start` runs it — the production
 * logger (main.ts's options, level info) and no response check — on the PostgreSQL database given in
 * DATABASE_URL (already migrated and seeded), listening on a free port that it prints as JSON. The
 * log goes to BENCH_LOG_FILE instead of stdout, which carries the port to the parent.
 * BENCH_LOG_LEVEL=silent measures the same server without its request log (what the log costs).
 */
import 'reflect-metadata';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/open-database';
import { logDestination, requestLoggerOptions } from '../../server/src/http/request-log';

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', PORT: '0', CHECK_RESPONSES: '0' });
const db = await openDatabase(config);
const { app } = await buildApp({ db, config, logger: requestLoggerOptions(config, logDestination(process.env.BENCH_LOG_FILE!)), serveClient: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
