/** The three transports of TransportProtocols.md, named as the negotiate response names them. */
export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** The server-to-client half of a connection, whatever carries it. */
export interface HubTransport {
  readonly kind: TransportKind;
  /** Sends one frame: one or more complete hub messages. */
  send(frame: string): void;
  /** Ends the transport after what was already sent; the peer sees the connection close. */
  end(): void;
  /** Bytes accepted but not yet handed to the network (slow-client detection). */
  bufferedBytes(): number;
}
