/**
 * Child process of the answers benchmark: the ceiling. A bare Fastify route on the same PostgreSQL
 * database (same pool size) that stores each posted answer as ONE single-row INSERT (autocommit, so
 * one durable commit per request, like a save) and answers a small envelope. No authentication, no
 * validation, no idempotency or ordering: the least a durable answer endpoint can do.
 */
import Fastify from 'fastify';
import pg from 'pg';

const size = Number(process.env.DATABASE_POOL_SIZE ?? 20);
// Connections kept open once opened, as the app's pool keeps them (server/src/db/postgres-database.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: size, min: size });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_ceiling_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_answer_id uuid NOT NULL,
  question_id integer NOT NULL,
  client_seq bigint NOT NULL,
  answer jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now())`);

const app = Fastify({ logger: false });
app.post('/api/:call', async (request) => {
  const body = request.body as { clientAnswerId: string; questionId: number; clientSeq: number; answer: unknown };
  await pool.query('INSERT INTO bench_ceiling_answers (client_answer_id, question_id, client_seq, answer) VALUES ($1, $2, $3, $4::jsonb)', [
    body.clientAnswerId,
    body.questionId,
    body.clientSeq,
    JSON.stringify(body.answer),
  ]);
  return { data: { clientAnswerId: body.clientAnswerId, applied: true }, statusType: 1, statusMessage: 'Answer saved' };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
