import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyRuleOf } from '@ui/authoring/lesson-builder/fields';

// A message that is not a catalogue key reads as the generic one (ruleOf).
const name = z.string().trim().min(1, 'fieldsInvalid').max(5, 'zod wording');

describe('lazyRuleOf', () => {
  it('checks with the schema once it has loaded, and loads it once', async () => {
    const load = vi.fn(async () => name);
    const rule = lazyRuleOf(load);
    expect(await rule(' Ada ')).toEqual({ ok: true, value: 'Ada' });
    expect(await rule('  ')).toEqual({ ok: false, messageKey: 'fieldsInvalid' });
    expect(await rule('Augusta')).toEqual({ ok: false, messageKey: 'fieldsInvalid' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes what an empty text means through toInput', async () => {
    const rule = lazyRuleOf(async () => name.nullable(), (raw) => (raw === '' ? null : raw));
    expect(await rule('')).toEqual({ ok: true, value: null });
  });

  it('refuses the value as offline when the schema cannot load, and loads again on the next try', async () => {
    const load = vi.fn<() => Promise<typeof name>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(name);
    const rule = lazyRuleOf(load);
    expect(await rule('Ada')).toEqual({ ok: false, messageKey: 'offline' });
    expect(await rule('Ada')).toEqual({ ok: true, value: 'Ada' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
