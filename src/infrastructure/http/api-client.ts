import axios, { type AxiosInstance, type Method } from 'axios';
import { isEnvelope, type FieldError } from '@domain/shared/envelope';
import { LANGUAGE_HEADER } from '@domain/shared/constants';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import type { ApiResult, DownloadedFile } from '@application/ports/api-result';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import type { SessionEvents } from '@application/ports/session-events.port';
import type { SessionStore } from '@application/ports/session-store.port';

export const API_ROOT = '/api';
/** A call that takes longer than this is reported as offline. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** For a call that sends a file: `onUploadProgress` gets the share of the body sent so far, 0 to 1. */
export interface CallOptions {
  readonly onUploadProgress?: (sent: number) => void;
}

export interface ApiClient {
  call<T>(method: Method, path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
}

/** The same client for the few calls answered with file bytes (spreadsheets), not an envelope. */
export interface ApiFileClient extends ApiClient {
  /** GET `path`; the file's name from Content-Disposition, else `fallbackName`. A refusal still comes as an envelope. */
  download(path: string, fallbackName: string): Promise<ApiResult<DownloadedFile>>;
}

export interface ApiClientDeps {
  readonly session: SessionStore;
  readonly preferences: PreferenceStore;
  readonly events: SessionEvents;
  readonly baseURL?: string;
}

/**
 * The one HTTP client: bearer token and Language header on every call (the device is known by the
 * signed cookie the server sets at sign-in, not by anything the client chooses); the envelope
 * unwrapped into an ApiResult; a 401 on a call made with a token raised as a session event (the
 * application decides what to do; nothing here navigates or shows UI). A 502-504 without an
 * envelope is a proxy's page, the server out of reach (`offline`); with one it is the server's own
 * answer (503 `CONFLICT.BUSY`: try again), whose message is shown as any refusal's is.
 */
export function createApiClient(deps: ApiClientDeps): ApiFileClient {
  const http: AxiosInstance = axios.create({
    baseURL: deps.baseURL ?? API_ROOT,
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: () => true,
  });
  const headersNow = () => {
    const token = deps.session.readToken();
    const headers: Record<string, string> = { [LANGUAGE_HEADER]: deps.preferences.readLanguage() };
    if (token) headers.Authorization = `Bearer ${token}`;
    return { token, headers };
  };
  const client: ApiFileClient = {
    async call<T>(method: Method, path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>> {
      const { token, headers } = headersNow();
      const progress = options?.onUploadProgress;
      let status: number;
      let payload: unknown;
      try {
        const onUploadProgress = progress && ((e: { loaded: number; total?: number }) => progress(e.total ? Math.min(1, e.loaded / e.total) : 0));
        const response = await http.request({ method, url: path, data: body, headers, onUploadProgress });
        status = response.status;
        payload = response.data;
      } catch {
        return { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' };
      }
      return answerOf<T>(status, payload, token);
    },
    async download(path: string, fallbackName: string): Promise<ApiResult<DownloadedFile>> {
      const { token, headers } = headersNow();
      try {
        const response = await http.request<ArrayBuffer>({ method: 'GET', url: path, headers, responseType: 'arraybuffer' });
        if (response.status >= 200 && response.status < 300) {
          const type = String(response.headers['content-type'] ?? 'application/octet-stream');
          return { ok: true, data: { fileName: fileNameOf(response.headers['content-disposition']) ?? fallbackName, content: new Blob([response.data], { type }) }, message: '' };
        }
        // A refusal is the usual JSON envelope, received as bytes.
        return answerOf<DownloadedFile>(response.status, jsonOf(response.data), token);
      } catch {
        return { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' };
      }
    },
  };
  return client;

  async function answerOf<T>(status: number, payload: unknown, token: string | null): Promise<ApiResult<T>> {
    const envelope = isEnvelope(payload) ? payload : null;
    if (status === 401 && token) deps.events.raiseUnauthorized();
    if (status >= 200 && status < 300 && envelope) {
      return { ok: true, data: envelope.data as T, message: envelope.statusMessage };
    }
    const data = (envelope?.data ?? null) as { code?: unknown; fields?: FieldError[]; current?: unknown } | null;
    return {
      ok: false,
      status,
      code: await knownCode(data?.code),
      message: envelope?.statusMessage ?? '',
      fields: Array.isArray(data?.fields) ? data.fields : [],
      ...(data?.current === undefined ? {} : { current: data.current }),
      kind: status === 401 && token ? 'unauthorized' : status === 0 || (status >= 502 && !envelope) ? 'offline' : 'rejected',
    };
  }
}

/** `attachment; filename="x.xlsx"` (or `filename*=UTF-8''x.xlsx`) → `x.xlsx`; null without one. */
function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

function jsonOf(bytes: ArrayBuffer | undefined): unknown {
  try {
    return bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  } catch {
    return null;
  }
}

/**
 * The server's code narrowed to the codes this client knows; anything else (a newer server, a
 * proxy's page) is UNKNOWN, never a free string. The code tables load with the first failure, not
 * with the first screen: a failure came from a reachable server, so its chunk loads too.
 */
async function knownCode(code: unknown): Promise<ClientErrorCode> {
  if (typeof code !== 'string') return 'UNKNOWN';
  try {
    const { isErrorCode } = await import('@domain/shared/error-codes');
    return isErrorCode(code) ? code : 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}
