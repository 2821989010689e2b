/**
 * Child process of the answers benchmark: the real app on the PostgreSQL database named by
 * DATABASE_URL (migrated and seeded already), with JWT_SECRET shared with the parent that minted the
 * students' tokens. Prints its port as JSON. With BENCH_LOG_FILE the production request log (level
 * info, its responseTime per request) goes to that file, to see on the server's side where time goes.
 */
import 'reflect-metadata';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/open-database';
import { logDestination, requestLoggerOptions } from '../../server/src/http/request-log';

const logFile = process.env.BENCH_LOG_FILE;
const config = loadConfig({ ...process.env, LOG_LEVEL: logFile ? 'info' : 'silent', PORT: '0', CHECK_RESPONSES: '0' });
const db = await openDatabase(config);
const { app } = await buildApp({ db, config, logger: logFile ? requestLoggerOptions(config, logDestination(logFile)) : false, serveClient: false, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
