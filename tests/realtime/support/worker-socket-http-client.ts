import { request as httpRequest } from 'node:http';
import { AbortError, HttpClient, HttpError, HttpResponse, TimeoutError, type HttpRequest } from '@microsoft/signalr';

/** One request the client sent: which worker's socket it went to. */
export interface SentRequest {
  readonly method: string;
  readonly socketPath: string;
}

/**
 * The SignalR client's HTTP, sent to the workers' private sockets in turn instead of the shared port:
 * the test then knows which requests landed on a worker that does not own the connection (the
 * cluster's round-robin hands out TCP connections, and a keep-alive client would stay on one).
 * Each method takes turns on its own, so every second POST, poll and DELETE goes to each worker.
 */
export class WorkerSocketHttpClient extends HttpClient {
  readonly sent: SentRequest[] = [];
  private readonly turns = new Map<string, number>();

  constructor(private readonly socketPaths: readonly string[]) {
    super();
  }

  send(request: HttpRequest): Promise<HttpResponse> {
    if (request.abortSignal?.aborted) return Promise.reject(new AbortError());
    const method = request.method ?? 'GET';
    const turn = this.turns.get(method) ?? 0;
    this.turns.set(method, turn + 1);
    const socketPath = this.socketPaths[turn % this.socketPaths.length];
    this.sent.push({ method, socketPath });
    const url = new URL(request.url!);
    const body = request.content === undefined || request.content === '' ? undefined : typeof request.content === 'string' ? Buffer.from(request.content) : Buffer.from(request.content);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ socketPath, method, path: `${url.pathname}${url.search}`, headers: { ...request.headers, host: url.host }, agent: false }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          const bytes = Buffer.concat(chunks);
          if (status < 200 || status >= 300) return reject(new HttpError(bytes.toString() || answer.statusMessage || 'HTTP error', status));
          const content = request.responseType === 'arraybuffer' ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) : bytes.toString();
          resolve(new HttpResponse(status, answer.statusMessage ?? '', content as string));
        });
        answer.on('error', reject);
      });
      let failure: Error | null = null;
      if (request.abortSignal) {
        request.abortSignal.onabort = () => {
          failure = new AbortError();
          outgoing.destroy();
        };
      }
      if (request.timeout) {
        outgoing.setTimeout(request.timeout, () => {
          failure = new TimeoutError();
          outgoing.destroy();
        });
      }
      outgoing.on('error', (error) => reject(failure ?? error));
      outgoing.end(body);
    });
  }
}
