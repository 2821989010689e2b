import { say, t } from '../course/course-seed.types';
import type { AssessmentSeed } from './assessment-seed.types';
import { teksTag } from '../standards/teks-grade-8';

const UNIT = 'The American Revolution';

const merchantLetter = t(
  '<p>“Last night a crowd dressed as Mohawks climbed aboard three ships in our harbor and threw every chest of tea into the water. They call it liberty. I call it ruin: that tea was honest property, paid for by honest men.” — a Boston merchant, December 1773 (a letter written for this course)</p>',
  '<p>“Anoche una multitud disfrazada de mohawks subió a tres barcos en nuestro puerto y arrojó al agua todas las cajas de té. Lo llaman libertad. Yo lo llamo ruina: ese té era propiedad honrada, pagada por hombres honrados.” — un comerciante de Boston, diciembre de 1773 (carta escrita para este curso)</p>',
);

/** Skill lesson (type 4): point of view — a primary source with narration, then a written answer. */
export const revolutionSkillAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Skill: Point of View' },
  sections: [
    {
      number: 1,
      questions: [
        {
          type: 'multiple-choice',
          instruction: t('Read the letter. Which side is the writer most likely on?', 'Lee la carta. ¿De qué lado está probablemente el autor?'),
          primaryTextSource: merchantLetter,
          primarySourceAudio: say('quiz-pov-letter', merchantLetter),
          image: 'tea-chest',
          teks: [teksTag('8.29D')],
          choices: [
            { text: t('A Loyalist who wants order and British rule', 'Un leal que quiere orden y el gobierno británico'), correct: true, response: t('He calls the protest ruin and defends property.', 'Llama ruina a la protesta y defiende la propiedad.') },
            { text: t('A Patriot who led the protest', 'Un patriota que dirigió la protesta'), response: t('A Patriot would praise the protest as liberty.', 'Un patriota elogiaría la protesta como libertad.') },
            { text: t('A Mohawk leader', 'Un líder mohawk'), response: t('The protesters only dressed as Mohawks.', 'Los manifestantes solo se disfrazaron de mohawks.') },
          ],
        },
        {
          type: 'written',
          instruction: t('Retell the same night in two sentences from a Patriot’s point of view.', 'Vuelve a contar la misma noche en dos oraciones desde el punto de vista de un patriota.'),
          points: 2,
          rubric: t('<p>1 point for a Patriot view, 1 point for a detail from the event.</p>', '<p>1 punto por un punto de vista patriota, 1 punto por un detalle del evento.</p>'),
          suggestedAnswer: t(
            '<p>Last night brave citizens refused to pay an unfair tax. They dumped the tea so that Parliament would hear Boston’s voice.</p>',
            '<p>Anoche, ciudadanos valientes se negaron a pagar un impuesto injusto. Arrojaron el té para que el Parlamento escuchara la voz de Boston.</p>',
          ),
        },
      ],
    },
  ],
};

/** Mid-unit activity (type 5): choices, a cloze sentence and a true/false, merged into one section. */
export const revolutionMidUnitAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Mid-Unit Check' },
  sections: [
    {
      number: 1,
      title: t('Taxes and protest', 'Impuestos y protestas'),
      questions: [
        {
          type: 'multiple-choice',
          instruction: t('What did the Stamp Act of 1765 tax?', '¿Qué gravaba la Ley del Timbre de 1765?'),
          image: 'tax-stamp',
          choices: [
            { text: t('Printed paper such as newspapers and legal documents', 'Papel impreso, como periódicos y documentos legales'), correct: true },
            { text: t('Tea only', 'Solo el té') },
            { text: t('Land owned by farmers', 'La tierra de los agricultores') },
            { text: t('Letters sent to England', 'Las cartas enviadas a Inglaterra') },
          ],
        },
        {
          type: 'multi-response',
          instruction: t('Select every colonial protest against British taxes.', 'Selecciona todas las protestas coloniales contra los impuestos británicos.'),
          choices: [
            { text: t('The Boston Tea Party', 'El Motín del Té de Boston'), correct: true },
            { text: t('Boycotts of British goods', 'Los boicots a los productos británicos'), correct: true },
            { text: t('The Stamp Act Congress', 'El Congreso de la Ley del Timbre'), correct: true },
            { text: t('The Mayflower Compact', 'El Pacto del Mayflower') },
          ],
        },
      ],
    },
    {
      number: 2,
      title: t('Independence', 'La independencia'),
      questions: [
        {
          type: 'cloze-sentence',
          instruction: t('Complete the sentence with words from the word bank.', 'Completa la oración con palabras del banco de palabras.'),
          content: t(
            '<p>The Continental Congress adopted the Declaration of Independence on July [[1]], [[2]].</p>',
            '<p>El Congreso Continental aprobó la Declaración de Independencia el [[1]] de julio de [[2]].</p>',
          ),
          wordBank: [t('4', '4'), t('14', '14'), t('1776', '1776'), t('1620', '1620')],
          blanks: [
            { en: ['4', 'fourth', '4th'], es: ['4', 'cuatro'] },
            { en: ['1776'], es: ['1776'] },
          ],
        },
        {
          type: 'boolean',
          instruction: t('True or false: the first battles of the war were fought at Lexington and Concord.', 'Verdadero o falso: las primeras batallas de la guerra se libraron en Lexington y Concord.'),
          image: 'lexington-map',
          choices: [
            { text: t('True', 'Verdadero'), correct: true },
            { text: t('False', 'Falso') },
          ],
        },
      ],
    },
  ],
};

/** Performance assessment (type 6; teacher feedback required): make your case as a Patriot or a Loyalist. */
export const revolutionPerformanceAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Performance Assessment: Make Your Case' },
  sections: [
    {
      number: 1,
      questions: [
        {
          type: 'essay',
          instruction: t('Write a short speech for a town meeting in 1775.', 'Escribe un breve discurso para una asamblea del pueblo en 1775.'),
          points: 10,
          rubric: t(
            '<ul><li>Clear position (3)</li><li>Two timeline events as evidence (4)</li><li>Answers one argument of the other side (3)</li></ul>',
            '<ul><li>Postura clara (3)</li><li>Dos eventos de la línea de tiempo como evidencia (4)</li><li>Responde a un argumento del otro lado (3)</li></ul>',
          ),
          steps: [
            { title: t('Take a side', 'Toma una postura'), content: t('<p>Decide: Patriot or Loyalist?</p>', '<p>Decide: ¿patriota o leal?</p>') },
            { title: t('Find evidence', 'Busca evidencia'), content: t('<p>Choose two events from the timeline.</p>', '<p>Elige dos eventos de la línea de tiempo.</p>') },
            { title: t('Answer the other side', 'Responde al otro lado'), content: t('<p>Name one argument of the other side and answer it.</p>', '<p>Nombra un argumento del otro lado y respóndelo.</p>') },
          ],
          topics: [t('Speak as a Patriot', 'Habla como patriota'), t('Speak as a Loyalist', 'Habla como leal')],
        },
      ],
    },
  ],
};

/** A check-your-understanding group added at the end of a regular lesson (its assessment-group component). */
export const declaringIndependenceCheck: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Declaring Independence' },
  addComponent: { title: t('Check your understanding', 'Comprueba lo que entendiste') },
  sections: [
    {
      number: 1,
      questions: [
        {
          type: 'boolean',
          instruction: t('True or false: Thomas Jefferson wrote most of the first draft of the Declaration.', 'Verdadero o falso: Thomas Jefferson escribió la mayor parte del primer borrador de la Declaración.'),
          image: 'declaration-scroll',
          choices: [
            { text: t('True', 'Verdadero'), correct: true },
            { text: t('False', 'Falso') },
          ],
        },
        {
          type: 'multiple-choice',
          instruction: t('According to the Declaration, where does a government get its just powers?', 'Según la Declaración, ¿de dónde obtiene un gobierno sus poderes legítimos?'),
          choices: [
            { text: t('From the consent of the people it governs', 'Del consentimiento de las personas a quienes gobierna'), correct: true },
            { text: t('From the king alone', 'Solo del rey') },
            { text: t('From the strongest army', 'Del ejército más fuerte') },
          ],
        },
      ],
    },
  ],
};
