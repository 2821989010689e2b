/**
 * Child process of the lesson benchmark: the ceiling, a bare Fastify route that answers the same
 * JSON body as GET /api/lesson/{id} from memory (no authentication, no database).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.CEILING_BODY_FILE!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/api/lesson/:id', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
