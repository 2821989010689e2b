import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpUnitDetailsAuthoring } from '@infrastructure/http/http-unit-details-authoring.adapter';

describe('the unit details and unit previews’ calls as the server names them (api-spec §7.4, §7.8)', () => {
  it('saves the unit’s details and reads the unit, units, timeline-event drafts and the component samples', async () => {
    const api = { call: vi.fn(async (..._args: unknown[]) => ({ ok: true as const, data: null, message: '' })) };
    const port = createHttpUnitDetailsAuthoring(api as unknown as ApiClient);
    const body = { version: 4, description: { en: '<p>About</p>', es: '' }, videos: [] };
    await port.saveUnitDetails(3, body);
    await port.unitDraft(3);
    await port.unitDrafts();
    await port.timelineDraftOfEvent(801);
    await port.componentSamples();
    expect(api.call.mock.calls).toEqual([['PUT', '/unit/3', body], ['GET', '/unit/3/backup'], ['GET', '/units/backups'], ['GET', '/timeline/blurb/801/backup'], ['GET', '/components/samples']]);
  });
});
