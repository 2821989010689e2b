import type { Language } from '../shared/constants';

/**
 * What a refused workbook upload says, whatever the workbook was for (vocabulary, standards,
 * replace-soa): the file itself, not its rows. The wording is the vocabulary upload's, where it
 * first appeared. `{{…}}` values are filled by the server: the columns, the row cap.
 */
export const UPLOAD_MESSAGES = {
  workbookTooLarge: { en: 'The workbook is too large (up to 2 MB)', es: 'El libro es demasiado grande (hasta 2 MB)' },
  notAWorkbook: { en: 'This file is not an Excel workbook (.xlsx)', es: 'Este archivo no es un libro de cálculo en formato .xlsx' },
  workbookDamaged: { en: 'The workbook is damaged and cannot be read', es: 'El libro está dañado y no se puede leer' },
  workbookUnpacksTooLarge: {
    en: 'The workbook unpacks to more than 20 MB or more than 200 parts; save it again from Excel without extra content',
    es: 'El libro se descomprime en más de 20 MB o más de 200 partes; vuelve a guardarlo desde Excel sin contenido adicional',
  },
  workbookWrongColumns: {
    en: 'The first row of the first sheet must name these columns, in this order: {{columns}}',
    es: 'La primera fila de la primera hoja debe nombrar estas columnas, en este orden: {{columns}}',
  },
  workbookTooManyRows: { en: 'A workbook may hold at most {{max}} rows', es: 'Un libro puede tener como máximo {{max}} filas' },
  workbookFormulas: {
    en: 'Formulas are not accepted; paste the values instead',
    es: 'No se aceptan fórmulas; pega los valores en su lugar',
  },
} as const satisfies Record<string, Record<Language, string>>;
