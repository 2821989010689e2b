import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import type { HubConnection } from './hub-connection';
import type { HubTransport } from './hub-transport';

/** WebSocket close code for a normal end (RFC 6455). */
const NORMAL_CLOSURE = 1000;

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/**
 * Carries a hub connection over an upgraded WebSocket: text frames out, any frame in. A class with
 * shared listeners rather than closures per socket: idle connections are what the hub holds most
 * of, and each closure and its scope is memory per connection.
 */
class WebSocketTransport implements HubTransport {
  readonly kind = 'WebSockets' as const;

  constructor(
    readonly socket: WebSocket,
    readonly connection: HubConnection,
    readonly log: FastifyBaseLogger,
  ) {}

  send(frame: string): void {
    this.socket.send(frame);
  }

  end(): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(NORMAL_CLOSURE);
  }

  bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }
}

const TRANSPORT = Symbol('hub transport');
type TransportSocket = WebSocket & { [TRANSPORT]: WebSocketTransport };

const transportOf = (socket: WebSocket) => (socket as TransportSocket)[TRANSPORT];

function onMessage(this: WebSocket, data: RawData): void {
  transportOf(this).connection.receive(toBytes(data));
}

function onClose(this: WebSocket): void {
  transportOf(this).connection.transportClosed();
}

/** ws closes the socket itself after an error (oversize frame: 1009, bad UTF-8: 1007); only note it. */
function onError(this: WebSocket, err: Error): void {
  const transport = transportOf(this);
  transport.log.debug({ err, connectionId: transport.connection.connectionId }, 'hub websocket error');
}

export function attachWebSocket(connection: HubConnection, socket: WebSocket, log: FastifyBaseLogger): void {
  const transport = new WebSocketTransport(socket, connection, log);
  (socket as TransportSocket)[TRANSPORT] = transport;
  socket.on('message', onMessage);
  socket.on('close', onClose);
  socket.on('error', onError);
  connection.attach(transport);
}
