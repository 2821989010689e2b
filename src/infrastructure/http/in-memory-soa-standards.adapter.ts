import type { SoaStandardsDirectory, Standard } from '@application/standards/soa-standards.port';
import type { ApiResult } from '@application/ports/api-result';
import { renderMessage } from '@domain/shared/messages';
import { addStandardBodySchema, editStandardBodySchema, standardCodeKey } from '@domain/standards/standards.schemas';
import { answered, refused } from './in-memory-answers';
import { invalid } from './in-memory-lesson-content-authoring.adapter';

/** A state the twin knows, by id and name. */
export interface InMemoryStandardsState {
  readonly id: number;
  readonly name: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (fileName: string): ApiResult<{ fileName: string; content: Blob }> => answered({ fileName, content: new Blob(['xlsx'], { type: XLSX }) });

/**
 * The SOA/ELA standards port over standards in memory (tests only; the app binds the HTTP adapter):
 * what the port itself decides — the shared field rules, one live code per state and subject (409
 * "Different SOA standards must be chosen"), unknown states and standards (404) and the server's
 * messages. A workbook upload is the server's to read: the twin answers it with nothing added.
 */
export function createInMemorySoaStandards(states: readonly InMemoryStandardsState[], seed: readonly Omit<Standard, 'id' | 'stateName'>[] = []): SoaStandardsDirectory & { list(): Standard[] } {
  let nextId = 1;
  const stateName = (id: number) => states.find((s) => s.id === id)?.name;
  let standards: Standard[] = seed.map((s) => ({ ...s, id: nextId++, stateName: stateName(s.stateId) ?? '' }));
  const taken = (s: Pick<Standard, 'stateId' | 'subject' | 'code'>, except = 0) =>
    standards.some((o) => o.id !== except && o.stateId === s.stateId && o.subject === s.subject && standardCodeKey(o.code) === standardCodeKey(s.code));
  const clash = () => refused(409, 'STANDARD.CODE_TAKEN', 'differentSoaStandards', 'code');
  return {
    list: () => standards,
    standardsOfState: async (stateId) =>
      stateName(stateId) === undefined ? refused(404, 'STANDARD.STATE_NOT_FOUND', 'notFound') : answered(standards.filter((s) => s.stateId === stateId)),
    add: async (fields) => {
      const parsed = addStandardBodySchema.safeParse(fields);
      if (!parsed.success) return invalid(parsed.error);
      const name = stateName(parsed.data.stateId);
      if (name === undefined) return refused(404, 'STANDARD.STATE_NOT_FOUND', 'notFound');
      if (taken(parsed.data)) return clash();
      const added: Standard = { ...parsed.data, id: nextId++, stateName: name };
      standards = [...standards, added];
      return answered(added, 'standardAdded');
    },
    edit: async (body) => {
      const parsed = editStandardBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const name = stateName(parsed.data.stateId);
      if (!standards.some((s) => s.id === parsed.data.id) || name === undefined) return refused(404, 'STANDARD.NOT_FOUND', 'notFound');
      if (taken(parsed.data, parsed.data.id)) return clash();
      const saved: Standard = { ...parsed.data, stateName: name };
      standards = standards.map((s) => (s.id === saved.id ? saved : s));
      return answered(saved, 'standardSaved');
    },
    remove: async (id) => {
      if (!standards.some((s) => s.id === id)) return refused(404, 'STANDARD.NOT_FOUND', 'notFound');
      standards = standards.filter((s) => s.id !== id);
      return answered(null, 'standardRemoved');
    },
    template: async () => workbook('soa-standards-template.xlsx'),
    stateWorkbook: async (stateId) => workbook(`soa-standards-${stateId}.xlsx`),
    upload: async () => ({ ok: true, data: [], message: renderMessage('standardsAdded', 'en', { count: '0' }) }),
  };
}

