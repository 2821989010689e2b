/**
 * The ceiling of the live class benchmark: the same path with nothing of the app on it. A bare Node
 * HTTP server where `POST /act?s=<student>&r=<round>` writes one small frame to the one "teacher"
 * WebSocket and answers 204: no authentication, validation, database, cache or NOTIFY.
 * Child process of run-live-class-bench.ts; prints `{"port"}` once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

let teacher: WebSocket | null = null;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  req.resume();
  req.on('end', () => {
    if (req.method === 'POST' && url.pathname === '/act') {
      teacher?.send(JSON.stringify({ s: Number(url.searchParams.get('s')), r: Number(url.searchParams.get('r')) }));
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket) => {
  teacher = socket;
  socket.on('error', () => undefined);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
