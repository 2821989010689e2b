import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';

export const RS = '\u001e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

export interface NegotiateResponse {
  readonly connectionId: string;
  readonly connectionToken?: string;
  readonly negotiateVersion: number;
  readonly availableTransports: { transport: string; transferFormats: string[] }[];
}

/** POST {hub}/negotiate as the official client does it; the parsed body and the raw response. */
export async function negotiate(hubUrl: string, token: string | null, version: number | null = 1, headers: Record<string, string> = {}) {
  const query = version === null ? '' : `?negotiateVersion=${version}`;
  const res = await fetch(`${hubUrl}/negotiate${query}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const text = await res.text();
  return { res, body: res.status === 200 ? (JSON.parse(text) as NegotiateResponse) : null };
}

export const withId = (hubUrl: string, id: string, extra = '') => `${hubUrl}?id=${encodeURIComponent(id)}${extra}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Opens a WebSocket; resolves with the socket, or with the HTTP status the upgrade was refused with. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket } | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** Collects what a socket receives, as text, until it closes. */
export function record(socket: WebSocket) {
  const messages: string[] = [];
  let closed: { code: number } | null = null;
  socket.on('message', (data) => messages.push(data.toString()));
  socket.on('close', (code) => {
    closed = { code };
  });
  return {
    messages,
    get text() {
      return messages.join('');
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * A POST whose body is sent in two parts with a pause, so a second POST can arrive while the first
 * is still being received. Resolves with the status once `finish` is called.
 */
export function slowPost(url: string, headers: Record<string, string>, first: string) {
  let finishBody!: (rest: string) => void;
  const status = new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.write(first);
    finishBody = (rest) => req.end(rest);
  });
  return { status, finish: (rest: string) => finishBody(rest) };
}
