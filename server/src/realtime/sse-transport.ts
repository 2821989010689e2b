import type { FastifyReply } from 'fastify';
import type { HubConnection } from './hub-connection';

/** One SSE event per frame; each line of the frame becomes a `data:` line (WHATWG event stream). */
export function toEventStream(frame: string): string {
  return `${frame
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\r\n`)
    .join('')}\r\n`;
}

/**
 * Carries a hub connection's server-to-client half over Server-Sent Events; the client's messages
 * arrive as POSTs. The response stays open until either side ends the connection.
 */
export function attachServerSentEvents(connection: HubConnection, reply: FastifyReply): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    // Reverse proxies (nginx) would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  connection.attach({
    kind: 'ServerSentEvents',
    send: (frame) => {
      if (!res.writableEnded) res.write(toEventStream(frame));
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
    bufferedBytes: () => res.writableLength,
  });
  res.on('close', () => connection.transportClosed());
}
