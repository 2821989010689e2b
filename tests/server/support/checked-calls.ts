import { expect } from 'vitest';
import type { ApiResponse, CallOptions, TestServer } from './test-server';

/** Signs that a response leaked internals: a password hash, a column name for it, or a stack trace. */
const LEAKS: ReadonlyArray<[RegExp, string]> = [
  [/\$argon2/i, 'an argon2 hash'],
  [/password_?hash/i, 'a password hash field'],
  [/"stack"\s*:/i, 'a stack property'],
  [/\n\s+at\s/, 'a stack frame'],
  [/\bat\s+\S+\s+\([^)]*:\d+:\d+\)/, 'a stack frame'],
  [/node_modules|\.ts:\d+:\d+|\.js:\d+:\d+/, 'a source location'],
];

/** Every response must be an envelope, never a 500, and never carry a hash or a stack trace. */
export function assertCleanResponse(res: ApiResponse, label: string): void {
  const text = res.raw.body;
  for (const [pattern, what] of LEAKS) expect(text, `${label} leaked ${what}: ${text.slice(0, 300)}`).not.toMatch(pattern);
  expect(res.status, `${label} answered 500: ${text.slice(0, 300)}`).not.toBe(500);
  expect(res.body, `${label} is not an envelope`).toEqual(
    expect.objectContaining({ statusType: expect.any(Number), statusMessage: expect.any(String) }),
  );
  expect(Object.prototype.hasOwnProperty.call(res.body, 'data'), `${label} has no data`).toBe(true);
}

export type Call = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions) => Promise<ApiResponse<T>>;

/** `server.call` with the checks above applied to every response, and a count of checked responses. */
export function checkedCalls(server: TestServer): { call: Call; checked: () => number } {
  let count = 0;
  const call: Call = async (method, url, options) => {
    const res = await server.call(method, url, options);
    assertCleanResponse(res, `${method} ${url}`);
    count += 1;
    return res;
  };
  return { call, checked: () => count };
}

interface TaskTree {
  readonly type: string;
  readonly mode: string;
  readonly tasks?: readonly TaskTree[];
}

/** Whether every test under a file or suite was selected to run (a `-t` filter or `.skip` leaves some out). */
export function everyTestSelected(task: TaskTree): boolean {
  if (task.type === 'test') return task.mode === 'run' || task.mode === 'only';
  return (task.tasks ?? []).every(everyTestSelected);
}
