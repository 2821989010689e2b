/**
 * Child process of the lesson benchmark: the ceiling, a bare Fastify route that answers the same
 * bytes as GET /api/lesson/{id}, serialised once (a Buffer with its content type), with no
 * authentication, no database and no logging: the least any server can do for that answer.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.CEILING_BODY_FILE!);
const app = Fastify({ logger: false });
app.get('/api/lesson/:id', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
