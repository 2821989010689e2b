import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import type { HubConnection } from './hub-connection';

/** WebSocket close code for a normal end (RFC 6455). */
const NORMAL_CLOSURE = 1000;

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** Carries a hub connection over an upgraded WebSocket: text frames out, any frame in. */
export function attachWebSocket(connection: HubConnection, socket: WebSocket, log: FastifyBaseLogger): void {
  connection.attach({
    kind: 'WebSockets',
    send: (frame) => socket.send(frame),
    end: () => {
      if (socket.readyState === WebSocket.OPEN) socket.close(NORMAL_CLOSURE);
    },
    bufferedBytes: () => socket.bufferedAmount,
  });
  socket.on('message', (data) => connection.receive(toBytes(data)));
  socket.on('close', () => connection.transportClosed());
  // ws closes the socket itself after an error (oversize frame: 1009, bad UTF-8: 1007); only note it.
  socket.on('error', (err) => log.debug({ err, connectionId: connection.connectionId }, 'hub websocket error'));
}
