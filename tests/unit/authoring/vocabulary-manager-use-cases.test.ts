import { describe, expect, it, vi } from 'vitest';
import { createVocabularyUseCases } from '@application/authoring/vocabulary.use-cases';
import { VOCABULARY_ROW_PROBLEMS } from '@domain/authoring/vocabulary-authoring.schemas';
import { createHttpVocabularyAuthoring } from '@infrastructure/http/http-vocabulary-authoring.adapter';
import { vocabularyManagerStrings } from '@ui/authoring/vocabulary-manager/vocabulary-manager.locale';

/** The vocabulary manager's use cases: product words in (a unit, `en` or `es`), the port call and REST path of api-spec §7.9 out. */

const fields = { name: 'Colony', pronunciation: null, definition: 'A settlement', secondaryDefinition: null, category: 'noun', plural: 'colonies', usage: null, audioId: 12 };

describe('vocabulary use cases', () => {
  it('name the glossary by unit and language; the calls carry the language codes of §9 (1 English, 0 Spanish)', async () => {
    const call = vi.fn(async () => ({ ok: true, data: null, message: '' }));
    const download = vi.fn(async () => ({ ok: true, data: { fileName: 'x.xlsx', content: new Blob([]) }, message: '' }));
    const vocabulary = createVocabularyUseCases(createHttpVocabularyAuthoring({ call, download } as never));
    const english = { unitId: 3, language: 'en' } as const;
    const spanish = { unitId: 3, language: 'es' } as const;
    await vocabulary.openGlossary(english);
    await vocabulary.openGlossary(spanish);
    await vocabulary.addTerm(spanish, fields);
    await vocabulary.editTerm(41, fields);
    await vocabulary.removeTerm(41);
    const file = new File(['x'], 'terms.xlsx');
    await vocabulary.checkWorkbook(english, file);
    await vocabulary.previewImport(7);
    await vocabulary.saveImport(spanish, 7);
    expect(call.mock.calls).toEqual([
      ['GET', '/vocabulary/3/backup?language=1'],
      ['GET', '/vocabulary/3/backup?language=0'],
      ['POST', '/vocabulary', { ...fields, unitId: 3, language: 0 }],
      ['PUT', '/vocabulary/41', fields],
      ['DELETE', '/vocabulary/41'],
      ['POST', '/vocabulary/upload/3?language=1', expect.any(FormData)],
      ['POST', '/vocabulary/7/preview'],
      ['PUT', '/vocabulary/3/0/save-vocabulary', { importId: 7 }],
    ]);
    const form = (call.mock.calls[5] as unknown[])[2] as FormData;
    expect((form.get('file') as File).name).toBe('terms.xlsx');

    await vocabulary.downloadTemplate();
    await vocabulary.downloadGlossary(spanish);
    expect(download.mock.calls).toEqual([
      ['/vocabulary/download/template', 'VocabularyTemplate.xlsx'],
      ['/vocabulary/download/3?language=0', 'Vocabulary-unit-3-es.xlsx'],
    ]);
  });

  it('every row problem has its sentence in both languages, and the bundle the same keys in both', () => {
    for (const problem of VOCABULARY_ROW_PROBLEMS) {
      expect(vocabularyManagerStrings.en).toHaveProperty(`vmProblem_${problem}`);
      expect(vocabularyManagerStrings.es).toHaveProperty(`vmProblem_${problem}`);
    }
    expect(Object.keys(vocabularyManagerStrings.es).sort()).toEqual(Object.keys(vocabularyManagerStrings.en).sort());
    for (const text of [...Object.values(vocabularyManagerStrings.en), ...Object.values(vocabularyManagerStrings.es)]) expect(text.trim()).not.toBe('');
  });
});
