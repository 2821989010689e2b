import type { Language } from '../shared/constants';

/**
 * The vocabulary manager's messages (issue 15), part of the back office's catalogue
 * (authoring.messages.ts). `{{…}}` values are filled by the server: counts. What a refused workbook
 * says about the file itself is the shared upload wording (src/domain/files/upload.messages.ts).
 */
export const VOCABULARY_MESSAGES = {
  tooLong: {
    en: 'Too long: names and short fields hold up to 120 characters, definitions and usage up to 2000',
    es: 'Demasiado largo: los nombres y campos cortos admiten hasta 120 caracteres; las definiciones y el uso, hasta 2000',
  },
  vocabularyTermAdded: { en: 'Term added', es: 'Término agregado' },
  vocabularyTermRemoved: { en: 'Term removed', es: 'Término eliminado' },
  vocabularyNameTaken: {
    en: 'This unit already has a term with this name in this language',
    es: 'Esta unidad ya tiene un término con este nombre en este idioma',
  },
  vocabularyImportChecked: {
    en: 'Workbook checked: {{rows}} rows read. Nothing is saved until you confirm.',
    es: 'Libro revisado: {{rows}} filas leídas. No se guarda nada hasta que confirmes.',
  },
  vocabularyImportSaved: {
    en: 'Vocabulary saved: {{added}} added, {{updated}} updated, {{unchanged}} unchanged, {{refused}} refused',
    es: 'Vocabulario guardado: {{added}} agregados, {{updated}} actualizados, {{unchanged}} sin cambios, {{refused}} rechazados',
  },
  vocabularyImportNotFound: {
    en: 'This upload was saved already or has expired; upload the workbook again',
    es: 'Esta carga ya se guardó o caducó; vuelve a subir el libro',
  },
  vocabularyImportMismatch: {
    en: 'This upload was checked for another unit or language',
    es: 'Esta carga se revisó para otra unidad u otro idioma',
  },
  vocabularyTooManyRows: { en: 'A workbook may hold at most 1000 terms', es: 'Un libro puede tener como máximo 1000 términos' },
} as const satisfies Record<string, Record<Language, string>>;
