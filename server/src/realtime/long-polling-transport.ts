import type { FastifyReply } from 'fastify';
import { LONG_POLL_HOLD_MS } from './hub-constants';
import type { HubTransport } from './hub-transport';

interface HeldPoll {
  readonly reply: FastifyReply;
  readonly timer: NodeJS.Timeout;
}

/**
 * The server-to-client half of long polling (TransportProtocols.md): frames queue until a poll
 * takes them all; a poll with nothing to take is held until data arrives or LONG_POLL_HOLD_MS
 * passes (200, empty). A newer poll ends the held one with 204, and so does the end of the
 * connection once nothing is left to deliver.
 */
export class LongPollingTransport implements HubTransport {
  readonly kind = 'LongPolling' as const;
  private queue: string[] = [];
  private queuedBytes = 0;
  private held: HeldPoll | null = null;
  private ended = false;

  send(frame: string): void {
    if (this.ended) return;
    this.queue.push(frame);
    this.queuedBytes += frame.length;
    if (this.held) this.answer(this.held.reply);
  }

  /** What is queued is still delivered by the next poll; after that, polls get 204. */
  end(): void {
    this.ended = true;
    if (this.held) this.answer(this.held.reply);
  }

  /** DELETE: the client is leaving, so undelivered frames are dropped and the held poll gets 204. */
  discard(): void {
    this.queue = [];
    this.queuedBytes = 0;
    this.end();
  }

  bufferedBytes(): number {
    return this.queuedBytes;
  }

  /** Takes a poll request; the route handler must `return reply` after calling this. */
  poll(reply: FastifyReply): void {
    if (this.held) this.respond(this.held, 204);
    if (this.queue.length > 0 || this.ended) {
      this.answer(reply);
      return;
    }
    const held: HeldPoll = { reply, timer: setTimeout(() => this.respond(held, 200), LONG_POLL_HOLD_MS) };
    this.held = held;
    reply.raw.on('close', () => {
      // The client gave up on this poll (abort, network): forget it so nothing is written to it.
      if (this.held === held) {
        clearTimeout(held.timer);
        this.held = null;
      }
    });
  }

  /** Answers a poll now: the queued frames (200), or 204 when the connection is over. */
  private answer(reply: FastifyReply): void {
    if (this.held?.reply === reply) {
      clearTimeout(this.held.timer);
      this.held = null;
    }
    // A poll the client already abandoned must not swallow the queue.
    if (reply.sent || reply.raw.destroyed) return;
    if (this.queue.length === 0) {
      reply.code(this.ended ? 204 : 200).send();
      return;
    }
    const body = this.queue.join('');
    this.queue = [];
    this.queuedBytes = 0;
    reply.code(200).type('text/plain; charset=utf-8').send(body);
  }

  private respond(held: HeldPoll, status: 200 | 204): void {
    clearTimeout(held.timer);
    if (this.held === held) this.held = null;
    if (!held.reply.sent && !held.reply.raw.destroyed) held.reply.code(status).send();
  }
}
