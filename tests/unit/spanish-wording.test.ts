import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { NOTIFICATION_TEXT } from '@domain/notifications/notification-text';
import * as colonialAssessments from '../../server/src/seed/assessment/colonial.assessments';
import * as literacyBenchmarkAssessments from '../../server/src/seed/assessment/literacy-benchmark.assessments';
import * as revolutionAssessments from '../../server/src/seed/assessment/revolution.assessments';
import { DEMO_COURSE } from '../../server/src/seed/course/course';

/**
 * Holds every Spanish string to docs/spanish-style-guide.md: the interface bundles, the server's
 * message catalogue and the demo course's Spanish texts.
 */

type Bundle = { en: Record<string, string>; es: Record<string, string> };
interface Pair {
  readonly where: string;
  readonly en: string;
  readonly es: string;
}

const LOCALES_DIR = path.resolve('src/ui/i18n/locales');

async function interfacePairs(): Promise<Pair[]> {
  const pairs: Pair[] = Object.entries(MESSAGES).map(([key, m]) => ({ where: `messages ${key}`, en: m.en, es: m.es }));
  // Notification texts are interface strings too (the bell, the snackbar).
  for (const [type, text] of Object.entries(NOTIFICATION_TEXT)) pairs.push({ where: `notification ${type}`, en: text.en, es: text.es });
  for (const file of readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const module = (await import(path.join(LOCALES_DIR, file))) as Record<string, Bundle>;
    for (const [name, bundle] of Object.entries(module)) {
      for (const [key, en] of Object.entries(bundle.en)) pairs.push({ where: `${file}:${name} ${key}`, en, es: bundle.es[key] ?? '' });
    }
  }
  return pairs;
}

/** Every `{ en, es }` text pair anywhere in the demo course (names, titles, paragraphs, captions…). */
function seedPairs(node: unknown, where: string, out: Pair[] = []): Pair[] {
  if (Array.isArray(node)) node.forEach((item, i) => seedPairs(item, `${where}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.es === 'string') out.push({ where, en: record.en, es: record.es });
    for (const [key, value] of Object.entries(record)) seedPairs(value, `${where}.${key}`, out);
  }
  return out;
}

/**
 * Spanish texts that may equal their English ones, each with why (style guide, "What stays as it is").
 * Keep it short: a word missing here is a translation to write, not an entry to add.
 */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  English: 'the language switch names each language in itself',
  Español: 'the language switch names each language in itself',
  Video: 'the same word in Spanish (Latin American spelling)',
  'Video: {{title}}': 'the same word in Spanish, then a title',
  Videos: 'the same word in Spanish',
  Plural: 'the same word in Spanish',
  Campus: 'the same word in Spanish, and the name the districts use',
};

/** The guide's terms and register, as patterns no Spanish text may match. */
const REJECTED: ReadonlyArray<{ readonly pattern: RegExp; readonly rule: string }> = [
  { pattern: /lectoescritura|habilidades de lectura/i, rule: 'Literacy skills = "Destrezas de lectura"' },
  { pattern: /\bbenchmarks?\b/i, rule: 'benchmark = "evaluación de referencia"' },
  { pattern: /\bretroalimentaci[oó]n\b/i, rule: 'feedback = "comentarios"' },
  { pattern: /\baulas?\b/i, rule: 'classroom = "clase"' },
  { pattern: /\bcalificaci[oó]n(es)?\b/i, rule: 'score = "puntuación"' },
  { pattern: /\breintentar\b/i, rule: 'try again = "Intentar de nuevo"' },
  { pattern: /\bvolver a presentar\b/i, rule: 'retake = "nuevo intento"' },
  { pattern: /\btablero\b/i, rule: 'dashboard = "panel"' },
  { pattern: /\b(colegios?|planteles?)\b/i, rule: 'school = "escuela"' },
  { pattern: /\breportes?\b/i, rule: 'report = "informe"' },
  { pattern: /\b(profesor(a|es|as)?|docentes?)\b/i, rule: 'teacher = "maestro"' },
  { pattern: /\balumn[oa]s?\b/i, rule: 'student = "estudiante"' },
  { pattern: /\bAmerican Highlights\b|\bapertura\b/i, rule: 'American Highlights = "Momentos destacados", opener = "Presentación"' },
  { pattern: /\b(LS|BM)\b/, rule: 'no English abbreviations: the unit acronyms are "DL" and "ER"' },
  { pattern: /\bustede?s?\b/i, rule: 'register: tú, never usted' },
  {
    pattern:
      /\b(ingrese|seleccione|haga clic|intente|inténtelo|revise|vuelva|elija|escriba|pegue|use|déjela|déjelo|espere|actualice|inicie|cambie|olvidó|elimínel[oa]s|muéval[oa]s|pulse|presione|introduzca|asegúrese)\b/i,
    rule: 'register: tú imperatives (escribe, elige, revisa…), never usted ones',
  },
  {
    pattern: /\b(su|sus) (cuenta|contraseña|sesión|curso|conexión|página de inicio)\b|\bsu propi[oa] (cuenta|progreso|estado|ámbito)\b|\b(las|los) suy[oa]s\b|\ble enviaremos\b/i,
    rule: 'register: tu cuenta, tu sesión…, never su (of the reader)',
  },
  // A label that opens with Su/Sus speaks to the reader ("Sus notificaciones"); lowercase su in a list is someone else's.
  { pattern: /^(Su|Sus) /, rule: 'register: tu/tus for the reader, never su/sus' },
  {
    pattern: /(^|[.;,]\s*)(no|ya|solo) (puede|tiene)\b|\bha estado\b|\bdebe (ingresar|seleccionar|escribir)\b/i,
    rule: 'register: puedes, tienes, has estado, debes — never the usted verb',
  },
  { pattern: /\bingresar\b/i, rule: 'to sign in = "iniciar sesión"; to type = "escribir"' },
];

function termBreaches(pairs: readonly Pair[]): string[] {
  // Placeholders ({{benchmarks}}) are names for code, not words the reader sees.
  const words = (es: string) => es.replace(/\{\{\w+\}\}/g, '…');
  return pairs.flatMap(({ where, es }) => REJECTED.filter(({ pattern }) => pattern.test(words(es))).map(({ rule }) => `${where}: "${es}" (${rule})`));
}

describe('Spanish wording (docs/spanish-style-guide.md)', () => {
  it('every interface string and message is written in Spanish, unless it is the same word in both', async () => {
    const untranslated = (await interfacePairs())
      .filter(({ en, es }) => es === en && !(en in SAME_IN_BOTH))
      .map(({ where, es }) => `${where}: "${es}"`);
    expect(untranslated).toEqual([]);
  });

  it('every allowed same-in-both string is still used, so the list stays honest', async () => {
    const used = new Set((await interfacePairs()).filter(({ en, es }) => en === es).map(({ en }) => en));
    expect(Object.keys(SAME_IN_BOTH).filter((text) => !used.has(text))).toEqual([]);
  });

  it('interface strings and messages use the guide’s terms and tú', async () => {
    expect(termBreaches(await interfacePairs())).toEqual([]);
  });

  it('the demo course’s Spanish texts, its assessments included, use the guide’s terms and tú', () => {
    const assessments = { ...colonialAssessments, ...revolutionAssessments, ...literacyBenchmarkAssessments };
    expect(termBreaches([...seedPairs(DEMO_COURSE, 'course'), ...seedPairs(assessments, 'assessments')])).toEqual([]);
  });

  it('Spanish interface strings are in sentence case, not English title case', async () => {
    // Two capitalised words in a row after the first word ("Plataforma de Cursos", "Tus Unidades").
    const titleCase = /^\S+(\s+\S+)*\s+(de|del|la|las|los|el|y|en)\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+/;
    const breaches = (await interfacePairs()).filter(({ es }) => titleCase.test(es.replace(/\{\{\w+\}\}/g, 'x'))).map(({ where, es }) => `${where}: "${es}"`);
    expect(breaches).toEqual([]);
  });
});
