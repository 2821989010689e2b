import { z } from 'zod';
import { MAX_INVOCATION_ID_LENGTH, MAX_MESSAGE_BYTES, MAX_TARGET_LENGTH, RECORD_SEPARATOR, RECORD_SEPARATOR_BYTE } from './hub-constants';

/**
 * The SignalR JSON hub protocol (HubProtocol.md, dotnet/aspnetcore src/SignalR/docs/specs): pure
 * parsing of what clients send and encoding of what the server sends. Every message is a JSON object
 * terminated by 0x1E; a frame may hold several.
 */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
const good = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (error: string): Parsed<never> => ({ ok: false, error });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Cuts a transport frame into message texts. Each message must end with the record separator and
 * stay within MAX_MESSAGE_BYTES. The official clients always send whole messages per frame, so an
 * unterminated tail is a protocol error rather than something to wait for.
 */
export function splitFrame(frame: Uint8Array): Parsed<string[]> {
  if (frame.length === 0) return good([]);
  if (frame[frame.length - 1] !== RECORD_SEPARATOR_BYTE) return bad('Message is incomplete: missing record separator.');
  const texts: string[] = [];
  let start = 0;
  for (let i = 0; i < frame.length; i += 1) {
    if (frame[i] !== RECORD_SEPARATOR_BYTE) continue;
    if (i - start > MAX_MESSAGE_BYTES) return bad(`Message exceeds the maximum size of ${MAX_MESSAGE_BYTES} bytes.`);
    try {
      // 0x1E never occurs inside a multi-byte UTF-8 sequence, so cutting bytes first is safe.
      texts.push(utf8.decode(frame.subarray(start, i)));
    } catch {
      return bad('Message is not valid UTF-8.');
    }
    start = i + 1;
  }
  return good(texts);
}

function parseJsonObject(text: string): Parsed<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad('Message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('Message is not a JSON object.');
  return good(value as Record<string, unknown>);
}

const handshakeSchema = z.object({ protocol: z.string(), version: z.number() });

/** The handshake request: only the JSON protocol, version 1, is offered. */
export function parseHandshake(text: string): Parsed<true> {
  const json = parseJsonObject(text);
  if (!json.ok) return bad(`Handshake request is invalid: ${json.error}`);
  const request = handshakeSchema.safeParse(json.value);
  if (!request.success) return bad('Handshake request is missing the protocol or version.');
  if (request.data.protocol !== 'json') return bad(`Requested protocol '${request.data.protocol}' is not available.`);
  if (request.data.version !== 1) return bad(`The server does not support version ${request.data.version} of the 'json' protocol.`);
  return good(true);
}

const invocationId = z.string().min(1).max(MAX_INVOCATION_ID_LENGTH);
const target = z.string().min(1).max(MAX_TARGET_LENGTH);
const headers = z.record(z.string(), z.string()).optional();

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(MessageType.Invocation),
    invocationId: invocationId.optional(),
    target,
    arguments: z.array(z.unknown()),
    streamIds: z.array(z.string()).optional(),
    headers,
  }),
  z.object({
    type: z.literal(MessageType.StreamInvocation),
    invocationId,
    target,
    arguments: z.array(z.unknown()),
    streamIds: z.array(z.string()).optional(),
    headers,
  }),
  z.object({ type: z.literal(MessageType.CancelInvocation), invocationId, headers }),
  z.object({ type: z.literal(MessageType.Ping) }),
  z.object({ type: z.literal(MessageType.Close), error: z.string().optional(), allowReconnect: z.boolean().optional() }),
]);
export type ClientMessage = z.output<typeof clientMessageSchema>;

/** What the official clients send every 15 s on every connection; recognised without parsing. */
const PING_TEXT = '{"type":6}';
const PING: Parsed<ClientMessage> = good({ type: MessageType.Ping });

/** Messages a client may send to this hub. StreamItem, Completion, Ack and Sequence answer things this server never starts. */
export function parseClientMessage(text: string): Parsed<ClientMessage> {
  if (text === PING_TEXT) return PING;
  const json = parseJsonObject(text);
  if (!json.ok) return json;
  const type = json.value.type;
  if (typeof type !== 'number') return bad("Message is missing the required 'type' property.");
  if (type === MessageType.StreamItem || type === MessageType.Completion) return bad(`Unexpected message type ${type}: this server starts no streams or client results.`);
  if (type === MessageType.Ack || type === MessageType.Sequence) return bad(`Unexpected message type ${type}: stateful reconnect was not negotiated.`);
  const message = clientMessageSchema.safeParse(json.value);
  if (!message.success) {
    const known = (Object.values(MessageType) as number[]).includes(type);
    return bad(known ? `Message of type ${type} is malformed.` : `Unknown message type ${type}.`);
  }
  return good(message.data);
}

const terminated = (message: object) => JSON.stringify(message) + RECORD_SEPARATOR;

export const HANDSHAKE_OK_FRAME = terminated({});
export const PING_FRAME = terminated({ type: MessageType.Ping });
export const handshakeErrorFrame = (error: string) => terminated({ error });
export const completionResultFrame = (id: string, result: unknown) =>
  terminated(result === undefined ? { type: MessageType.Completion, invocationId: id } : { type: MessageType.Completion, invocationId: id, result });
export const completionErrorFrame = (id: string, error: string) => terminated({ type: MessageType.Completion, invocationId: id, error });
export const closeFrame = (error?: string, allowReconnect?: boolean) =>
  terminated({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect: true } : {}) });
