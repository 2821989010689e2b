import type { Language } from '../shared/constants';

/** The SOA/ELA standards' messages (issue 15; product-spec §5 Standards wording exact in English). */
export const STANDARDS_MESSAGES = {
  soaStandardInputNotProper: { en: 'The SOA standard input must be proper', es: 'Los datos del estándar SOA deben ser correctos' },
  differentSoaStandards: { en: 'Different SOA standards must be chosen', es: 'Se deben elegir estándares SOA diferentes' },
  standardAdded: { en: 'Standard added', es: 'Estándar agregado' },
  standardsAdded: { en: '{{count}} standards added', es: '{{count}} estándares agregados' },
  standardSaved: { en: 'Standard saved', es: 'Estándar guardado' },
  standardRemoved: { en: 'Standard removed', es: 'Estándar eliminado' },
  standardRowsRefused: {
    en: 'Some rows cannot be read; nothing was saved. Correct the rows listed and upload the workbook again.',
    es: 'Algunas filas no se pueden leer; no se guardó nada. Corrige las filas indicadas y vuelve a subir el libro.',
  },
  // Row messages go back as `fields` ("row 3", "row 3: 8.99Z"), which carry no values.
  standardCodeUnknown: { en: 'No standard has this code', es: 'Ningún estándar tiene este código' },
  standardCodeAmbiguous: {
    en: 'This code names standards of more than one state or subject',
    es: 'Este código nombra estándares de más de un estado o materia',
  },
  standardQuestionUnknown: { en: 'The assessment has no question with this number', es: 'La evaluación no tiene una pregunta con este número' },
  standardQuestionRepeated: { en: 'This question is listed more than once', es: 'Esta pregunta aparece más de una vez' },
  standardTagsReplaced: { en: 'Standards replaced for {{count}} questions', es: 'Estándares reemplazados en {{count}} preguntas' },
} as const satisfies Record<string, Record<Language, string>>;
