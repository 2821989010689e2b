import type { Language } from '../shared/constants';

/**
 * The vocabulary manager's messages (issue 15), part of the back office's catalogue
 * (authoring.messages.ts). `{{…}}` values are filled by the server: the limits, the columns, counts.
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
  vocabularyFileTooLarge: { en: 'The workbook is too large (up to 2 MB)', es: 'El libro es demasiado grande (hasta 2 MB)' },
  vocabularyNotAWorkbook: { en: 'This file is not an Excel workbook (.xlsx)', es: 'Este archivo no es un libro de cálculo en formato .xlsx' },
  vocabularyWorkbookDamaged: { en: 'The workbook is damaged and cannot be read', es: 'El libro está dañado y no se puede leer' },
  vocabularyWorkbookUnpacksTooLarge: {
    en: 'The workbook unpacks to more than 20 MB or more than 200 parts; save it again from Excel without extra content',
    es: 'El libro se descomprime en más de 20 MB o más de 200 partes; vuelve a guardarlo desde Excel sin contenido adicional',
  },
  vocabularyWrongColumns: {
    en: 'The first row of the first sheet must name these columns, in this order: {{columns}}',
    es: 'La primera fila de la primera hoja debe nombrar estas columnas, en este orden: {{columns}}',
  },
  vocabularyTooManyRows: { en: 'A workbook may hold at most 1000 terms', es: 'Un libro puede tener como máximo 1000 términos' },
  vocabularyFormulas: {
    en: 'Formulas are not accepted; paste the values instead',
    es: 'No se aceptan fórmulas; pega los valores en su lugar',
  },
} as const satisfies Record<string, Record<Language, string>>;
