import type { Language } from '../shared/constants';

/** The benchmark assessment builder's messages (issue 15), part of the back office's catalogue (authoring.messages.ts). */
export const BENCHMARK_SET_MESSAGES = {
  benchmarkSetCreated: { en: 'Benchmark set created', es: 'Conjunto de evaluaciones de referencia creado' },
  benchmarkSetRemoved: { en: 'Benchmark set removed', es: 'Conjunto de evaluaciones de referencia eliminado' },
  benchmarkSetPublished: { en: 'Benchmark set published', es: 'Conjunto de evaluaciones de referencia publicado' },
  benchmarkSetTitleRequired: { en: 'Enter a title for the set', es: 'Escribe un título para el conjunto' },
  benchmarkSetTitleTooLong: {
    en: 'A set title holds up to 100 characters (fewer with accents or symbols)',
    es: 'El título de un conjunto admite hasta 100 caracteres (menos con acentos o símbolos)',
  },
  benchmarkSetCountOutOfRange: {
    en: 'A set holds from 1 to 10 question sets',
    es: 'Un conjunto tiene de 1 a 10 grupos de preguntas',
  },
  notABenchmarkLesson: {
    en: 'Benchmark sets belong to benchmark assessment lessons only',
    es: 'Los conjuntos de evaluaciones de referencia solo pertenecen a lecciones de evaluación de referencia',
  },
  benchmarkSetInUse: {
    en: 'Students were assigned this set or have answered it, so it cannot be removed',
    es: 'Se asignó este conjunto a estudiantes o ya lo respondieron, así que no se puede eliminar',
  },
  questionSetNotEmpty: {
    en: 'Only empty question sets at the end can be removed; remove their questions first',
    es: 'Solo se pueden quitar los grupos de preguntas vacíos del final; quita primero sus preguntas',
  },
  unitNotLinkable: {
    en: 'Choose an existing history unit (not a benchmark unit)',
    es: 'Elige una unidad de historia existente (no una unidad de referencia)',
  },
} as const satisfies Record<string, Record<Language, string>>;
