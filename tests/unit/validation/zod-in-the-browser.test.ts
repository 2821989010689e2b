import { describe, expect, it } from 'vitest';
import { parseWithoutCompiling } from '@infrastructure/validation/zod-in-the-browser';

describe("zod's settings in the browser", () => {
  it('sets jitless on the settings object zod reads, keeping what is there', () => {
    const existing = { jitless: false, customError: 'kept' };
    const scope = { __zod_globalConfig: existing };
    parseWithoutCompiling(scope);
    expect(scope.__zod_globalConfig).toBe(existing);
    expect(existing).toEqual({ jitless: true, customError: 'kept' });
  });

  it('makes the settings object when zod has not loaded yet', () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean } } = {};
    parseWithoutCompiling(scope);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true });
  });

  it('zod loaded after it never probes for eval and still parses and refuses', async () => {
    // The module set the global when it was imported above; zod loads now, as in the browser.
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    const schema = z.object({ id: z.number().int(), name: z.string().max(5) });
    expect(schema.parse({ id: 1, name: 'Ann' })).toEqual({ id: 1, name: 'Ann' });
    expect(schema.safeParse({ id: 1.5, name: 'Annabel' }).success).toBe(false);
    expect(z.config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });
});
