import { describe, expect, it, vi } from 'vitest';
import { createSoaStandardUseCases } from '@application/standards/soa-standards.use-cases';
import { createInMemorySoaStandards } from '@infrastructure/http/in-memory-soa-standards.adapter';

const fields = { stateId: 1, subject: 'social-studies' as const, grade: '8', code: '8.1A', description: 'identify the major eras', strand: null };

describe('the standards use cases', () => {
  it('speak product words and make the right port calls', async () => {
    const port = createInMemorySoaStandards([{ id: 1, name: 'Texas' }]);
    const edit = vi.spyOn(port, 'edit');
    const upload = vi.spyOn(port, 'upload');
    const standards = createSoaStandardUseCases(port);
    const added = await standards.addStandard(fields);
    expect(added).toMatchObject({ ok: true, message: 'Standard added', data: { code: '8.1A', stateName: 'Texas' } });
    const id = added.ok ? added.data.id : 0;
    await standards.editStandard(id, { ...fields, description: 'edited' });
    expect(edit).toHaveBeenCalledWith({ ...fields, description: 'edited', id });
    const file = new File(['x'], 'texas.xlsx');
    await standards.uploadWorkbook(1, file);
    expect(upload).toHaveBeenCalledWith(1, file, 'texas.xlsx');
    expect(await standards.removeStandard(id)).toMatchObject({ ok: true, message: 'Standard removed' });
    expect(await standards.listStandardsOfState(1)).toMatchObject({ ok: true, data: [] });
  });

  it('answers what the server decides for the port: a taken code, an unknown state', async () => {
    const standards = createSoaStandardUseCases(createInMemorySoaStandards([{ id: 1, name: 'Texas' }], [fields]));
    expect(await standards.addStandard({ ...fields, code: '8.1a' })).toMatchObject({ ok: false, status: 409, code: 'STANDARD.CODE_TAKEN', message: 'Different SOA standards must be chosen' });
    expect(await standards.listStandardsOfState(9)).toMatchObject({ ok: false, status: 404 });
  });
});
