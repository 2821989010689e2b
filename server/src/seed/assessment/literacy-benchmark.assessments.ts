import { t } from '../course/course-seed.types';
import type { AssessmentSeed, BenchmarkSeed } from './assessment-seed.types';

/** Literacy skill lesson (type 4): main idea — multiple choice and a fill-in-blank paragraph. */
export const literacyMainIdeaAssessment: AssessmentSeed = {
  lesson: { unit: 'Literacy Skills', title: 'Finding the Main Idea' },
  sections: [
    {
      number: 1,
      questions: [
        {
          type: 'multiple-choice',
          instruction: t('What is the main idea of the paragraph about colonial printers?', '¿Cuál es la idea principal del párrafo sobre los impresores coloniales?'),
          image: 'printing-press',
          choices: [
            { text: t('Colonial printers did many different jobs.', 'Los impresores coloniales hacían muchos trabajos distintos.'), correct: true },
            { text: t('Almanacs were popular.', 'Los almanaques eran populares.') },
            { text: t('The post office was small.', 'La oficina de correos era pequeña.') },
          ],
        },
        {
          type: 'fill-in-blank',
          instruction: t('Type the missing words.', 'Escribe las palabras que faltan.'),
          content: t(
            '<p>The [[1]] idea is what a paragraph is mostly about. Facts and examples that support it are called [[2]].</p>',
            '<p>La idea [[1]] es de lo que trata principalmente un párrafo. Los hechos y ejemplos que la apoyan se llaman [[2]].</p>',
          ),
          blanks: [
            { en: ['main'], es: ['principal'] },
            { en: ['details', 'supporting details'], es: ['detalles'] },
          ],
        },
      ],
    },
  ],
};

/**
 * The demo benchmark set on the benchmark lesson: two question sets (taken as one benchmark), linked
 * to the Revolution unit; a written question waits for the teacher.
 */
export const demoBenchmarkSet: BenchmarkSeed = {
  lesson: { unit: 'Benchmark 1: Colonies to Independence', title: 'Benchmark Assessment' },
  title: t('Set A: Colonies to Independence', 'Conjunto A: de colonias a la independencia'),
  linkedUnit: 'The American Revolution',
  directions: t('<p>Answer every question, then submit before the time period ends.</p>', '<p>Responde todas las preguntas y entrega antes de que termine el periodo.</p>'),
  sections: [
    {
      number: 1,
      title: t('Question set 1: the colonies', 'Conjunto de preguntas 1: las colonias'),
      questions: [
        {
          type: 'multiple-choice',
          instruction: t('In what year was Jamestown founded?', '¿En qué año se fundó Jamestown?'),
          image: 'fort-jamestown',
          choices: [
            { text: t('1492', '1492') },
            { text: t('1607', '1607'), correct: true },
            { text: t('1776', '1776') },
          ],
        },
        {
          type: 'boolean',
          instruction: t('True or false: the Pilgrims signed the Mayflower Compact before they landed.', 'Verdadero o falso: los peregrinos firmaron el Pacto del Mayflower antes de desembarcar.'),
          choices: [
            { text: t('True', 'Verdadero'), correct: true },
            { text: t('False', 'Falso') },
          ],
        },
        {
          type: 'multi-response',
          instruction: t('Select every crop grown on Southern plantations.', 'Selecciona todos los cultivos de las plantaciones del Sur.'),
          choices: [
            { text: t('Tobacco', 'Tabaco'), correct: true },
            { text: t('Rice', 'Arroz'), correct: true },
            { text: t('Indigo', 'Añil'), correct: true },
            { text: t('Whale oil', 'Aceite de ballena') },
          ],
        },
      ],
    },
    {
      number: 2,
      title: t('Question set 2: the road to war', 'Conjunto de preguntas 2: el camino a la guerra'),
      questions: [
        {
          type: 'fill-in-blank',
          instruction: t('Type the missing word.', 'Escribe la palabra que falta.'),
          content: t('<p>The first shots of the war were fired at Lexington and [[1]] in April 1775.</p>', '<p>Los primeros disparos de la guerra se hicieron en Lexington y [[1]] en abril de 1775.</p>'),
          blanks: [{ en: ['Concord'], es: ['Concord'] }],
        },
        {
          type: 'written',
          instruction: t('Why did many colonists object to taxes passed by Parliament?', '¿Por qué muchos colonos se oponían a los impuestos aprobados por el Parlamento?'),
          points: 2,
          suggestedAnswer: t('<p>They had no representatives in Parliament: “no taxation without representation.”</p>', '<p>No tenían representantes en el Parlamento: “no a los impuestos sin representación”.</p>'),
        },
      ],
    },
  ],
};
