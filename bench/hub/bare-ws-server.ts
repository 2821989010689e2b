/**
 * The ceiling: a bare `ws` server that sends the first N connected users the same frame the hub
 * sends (the ReceiveNotification invocation of the same notification), so the two differ only by
 * what the hub does around it: no negotiate, auth, protocol parsing, database or NOTIFY here. So that
 * the official client can stay connected to it, it answers any first message with the handshake
 * response and pings everyone at the hub's keep-alive interval; it reads nothing else.
 * Child process of run-hub-bench.ts.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { KEEP_ALIVE_INTERVAL_MS, RECORD_SEPARATOR } from '../../server/src/realtime/hub-constants';
import { recordSends, sampleMemory, serve, wallNow, type Request } from './bench-protocol';

const takeSends = recordSends(WebSocket);
const HANDSHAKE_RESPONSE = `{}${RECORD_SEPARATOR}`;
const PING = `{"type":6}${RECORD_SEPARATOR}`;

const byUser = new Map<number, WebSocket>();
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false, clientTracking: false });
wss.on('connection', (socket, req) => {
  const user = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('u'));
  byUser.set(user, socket);
  socket.once('message', () => socket.send(HANDSHAKE_RESPONSE));
  socket.on('close', () => byUser.delete(user));
  socket.on('error', () => undefined);
});
await new Promise((r) => wss.once('listening', r));
setInterval(() => {
  for (const socket of byUser.values()) socket.send(PING);
}, KEEP_ALIVE_INTERVAL_MS).unref();

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'memory':
      return { ...sampleMemory(), connections: byUser.size };
    case 'sendTimes':
      return takeSends();
    case 'fanout': {
      takeSends();
      const t0 = wallNow();
      const args = { publishId: `round-${request.round}`, itemKind: 'unit', itemId: 1, itemName: `Bench unit, round ${request.round}`, isFlashNotification: false };
      const createdAt = new Date().toISOString();
      for (let user = 0; user < request.recipients; user += 1) {
        const notification = { id: user + 1, type: 8, notificationArgs: args, isRead: false, isDelete: false, createdAt };
        byUser.get(user)?.send(`${JSON.stringify({ type: 1, target: 'ReceiveNotification', arguments: [notification] })}\u001e`);
      }
      return { t0, tSent: wallNow() };
    }
    default:
      return null;
  }
}

serve(handle, { port: (wss.address() as AddressInfo).port });
