import { describe, expect, it, vi } from 'vitest';
import { deferredPort } from '@infrastructure/composition/deferred-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('deferredPort', () => {
  it('loads the implementation once, with the first call, and passes every call through', async () => {
    let calls = 0;
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `hello ${name}`, count: async () => ++calls }));
    const port = deferredPort(load);
    expect(load).not.toHaveBeenCalled();
    expect(await port.greet('Ana')).toBe('hello Ana');
    expect(await Promise.all([port.count(), port.count()])).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not mistaken for a promise when awaited or resolved', async () => {
    const port = deferredPort<Greeter>(async () => ({ greet: async () => '', count: async () => 0 }));
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('answers a failed load as the rejected call, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ greet: async (name) => name, count: async () => 0 });
    const port = deferredPort(load);
    await expect(port.greet('x')).rejects.toThrow('chunk failed');
    expect(await port.greet('y')).toBe('y');
  });
});
