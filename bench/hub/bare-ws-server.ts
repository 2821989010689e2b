/**
 * The ceiling: a bare `ws` server that broadcasts one JSON text frame to the first N connected users.
 * No negotiate, no auth, no protocol, no database. Child process of run-hub-bench.ts.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { sampleMemory, serve, wallNow, type Request } from './bench-protocol';

const byUser = new Map<number, WebSocket>();
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false, clientTracking: false });
wss.on('connection', (socket, req) => {
  const user = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('u'));
  byUser.set(user, socket);
  socket.on('close', () => byUser.delete(user));
  socket.on('error', () => undefined);
});
await new Promise((r) => wss.once('listening', r));

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'memory':
      return { ...sampleMemory(), connections: byUser.size };
    case 'fanout': {
      const t0 = wallNow();
      // The same notification shape the hub pushes, one frame per recipient (ids differ).
      for (let user = 0; user < request.recipients; user += 1) {
        byUser.get(user)?.send(JSON.stringify({ id: user + 1, type: 8, round: request.round, t0 }));
      }
      return { t0, tSent: wallNow() };
    }
    default:
      return null;
  }
}

serve(handle, { port: (wss.address() as AddressInfo).port });
