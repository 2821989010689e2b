import { say, t } from '../course/course-seed.types';
import type { AssessmentSeed } from './assessment-seed.types';
import { teksTag } from '../standards/teks-grade-8';

const UNIT = 'Colonial America';

const mapInstruction = t('On a map, which feature tells you how far apart two places really are?', 'En un mapa, ¿qué elemento indica qué tan lejos están realmente dos lugares?');

/** Skill lesson (type 4): reading a historical map — multiple choice with audio, cloze sentence, fill-in-blank. */
export const colonialSkillAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Skill: Reading a Historical Map' },
  directions: t('<p>Use the map tools you just learned to answer each question.</p>', '<p>Usa las herramientas del mapa que acabas de aprender para responder cada pregunta.</p>'),
  sections: [
    {
      number: 1,
      title: t('Practice', 'Práctica'),
      questions: [
        {
          type: 'multiple-choice',
          instruction: mapInstruction,
          instructionAudio: say('quiz-map-scale', mapInstruction),
          image: 'compass-rose',
          teks: [teksTag('8.29C')],
          choices: [
            {
              text: t('The legend', 'La leyenda'),
              audio: say('quiz-map-legend', t('The legend', 'La leyenda')),
              response: t('The legend explains symbols, not distances.', 'La leyenda explica los símbolos, no las distancias.'),
            },
            {
              text: t('The compass rose', 'La rosa de los vientos'),
              audio: say('quiz-map-compass', t('The compass rose', 'La rosa de los vientos')),
              response: t('The compass rose shows direction.', 'La rosa de los vientos indica la dirección.'),
            },
            {
              text: t('The scale', 'La escala'),
              correct: true,
              audio: say('quiz-map-scale-choice', t('The scale', 'La escala')),
              response: t('Right: the scale turns map distance into real distance.', 'Correcto: la escala convierte la distancia del mapa en distancia real.'),
              responseAudio: say('quiz-map-scale-response', t('Right: the scale turns map distance into real distance.', 'Correcto: la escala convierte la distancia del mapa en distancia real.')),
            },
            {
              text: t('The title', 'El título'),
              audio: say('quiz-map-title', t('The title', 'El título')),
              response: t('The title tells you what the map shows.', 'El título indica lo que muestra el mapa.'),
            },
          ],
        },
        {
          type: 'cloze-sentence',
          instruction: t('Complete the sentence with words from the word bank.', 'Completa la oración con palabras del banco de palabras.'),
          content: t(
            '<p>A map’s [[1]] explains what its symbols mean, and the [[2]] shows which way is north.</p>',
            '<p>La [[1]] de un mapa explica lo que significan sus símbolos, y la [[2]] indica dónde está el norte.</p>',
          ),
          wordBank: [t('legend', 'leyenda'), t('compass rose', 'rosa de los vientos'), t('scale', 'escala'), t('title', 'título')],
          blanks: [
            { en: ['legend'], es: ['leyenda'] },
            { en: ['compass rose', 'compass'], es: ['rosa de los vientos'] },
          ],
        },
        {
          type: 'fill-in-blank',
          instruction: t('Type the missing words. Look at the colonial map if you need help.', 'Escribe las palabras que faltan. Mira el mapa colonial si necesitas ayuda.'),
          instructionAudio: say('quiz-map-fill', t('Type the missing words. Look at the colonial map if you need help.', 'Escribe las palabras que faltan. Mira el mapa colonial si necesitas ayuda.')),
          image: 'colonial-map',
          content: t(
            '<p>The thirteen colonies lay along the coast of the [[1]] Ocean. The colony farthest to the south was [[2]].</p>',
            '<p>Las trece colonias se extendían por la costa del océano [[1]]. La colonia situada más al sur era [[2]].</p>',
          ),
          blanks: [
            { en: ['Atlantic'], es: ['Atlántico'], hint: t('an ocean', 'un océano') },
            { en: ['Georgia'], es: ['Georgia'], hint: t('a colony', 'una colonia') },
          ],
        },
      ],
    },
  ],
};

/** Mid-unit activity (type 5): two sections the student sees merged into one. */
export const colonialMidUnitAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Mid-Unit Check' },
  directions: t('<p>Answer every question. You can mark a question for review and come back to it.</p>', '<p>Responde todas las preguntas. Puedes marcar una pregunta para revisarla y volver a ella.</p>'),
  sections: [
    {
      number: 1,
      title: t('What do you remember?', '¿Qué recuerdas?'),
      questions: [
        {
          type: 'boolean',
          instruction: t('True or false: the New England colonies had long growing seasons and large plantations.', 'Verdadero o falso: las colonias de Nueva Inglaterra tenían temporadas de cultivo largas y grandes plantaciones.'),
          choices: [
            { text: t('True', 'Verdadero'), response: t('New England winters were long and the soil was rocky.', 'Los inviernos de Nueva Inglaterra eran largos y el suelo era pedregoso.') },
            { text: t('False', 'Falso'), correct: true, response: t('Correct: plantations grew in the South.', 'Correcto: las plantaciones crecieron en el Sur.') },
          ],
        },
        {
          type: 'multiple-choice',
          instruction: t('Why were the Middle Colonies called the “breadbasket” colonies?', '¿Por qué se llamaba a las colonias centrales las colonias “granero”?'),
          image: 'wheat-farm',
          teks: [teksTag('8.11A')],
          choices: [
            { text: t('They grew large amounts of wheat and other grains.', 'Cultivaban grandes cantidades de trigo y otros granos.'), correct: true },
            { text: t('They made most of the colonies’ baskets.', 'Fabricaban la mayoría de las canastas de las colonias.') },
            { text: t('They had no farms at all.', 'No tenían ninguna granja.') },
            { text: t('They traded only in fish.', 'Solo comerciaban con pescado.') },
          ],
        },
        {
          type: 'multi-response',
          instruction: t('Select every reason that brought settlers to the colonies.', 'Selecciona todas las razones que trajeron colonos a las colonias.'),
          choices: [
            { text: t('Freedom to practise their religion', 'Libertad para practicar su religión'), correct: true },
            { text: t('Cheap land to farm', 'Tierra barata para cultivar'), correct: true },
            { text: t('New chances to trade', 'Nuevas oportunidades de comercio'), correct: true },
            { text: t('A law that forced every English family to move', 'Una ley que obligaba a todas las familias inglesas a mudarse') },
          ],
        },
      ],
    },
    {
      number: 2,
      title: t('Compare the regions', 'Compara las regiones'),
      questions: [
        {
          type: 'venn-diagram',
          instruction: t('Choose where each fact belongs: New England, the Southern Colonies, or both.', 'Elige dónde va cada dato: Nueva Inglaterra, las colonias del Sur o ambas.'),
          instructionAudio: say('quiz-venn-regions', t('Choose where each fact belongs: New England, the Southern Colonies, or both.', 'Elige dónde va cada dato: Nueva Inglaterra, las colonias del Sur o ambas.')),
          primaryLabel: t('New England', 'Nueva Inglaterra'),
          secondaryLabel: t('Southern Colonies', 'Colonias del Sur'),
          primaryImage: 'fishing-boat',
          secondaryImage: 'plantation-field',
          points: 5,
          elements: [
            { content: t('Cold winters and rocky soil', 'Inviernos fríos y suelo pedregoso'), region: 'primary' },
            { content: t('Fishing and shipbuilding', 'Pesca y construcción de barcos'), region: 'primary' },
            { content: t('Large plantations of tobacco and rice', 'Grandes plantaciones de tabaco y arroz'), region: 'secondary' },
            { content: t('Elected assemblies made some laws', 'Asambleas elegidas hacían algunas leyes'), region: 'both' },
            { content: t('Settled mostly by people from England', 'Colonizadas sobre todo por gente de Inglaterra'), region: 'both' },
          ],
        },
        {
          type: 'type-f',
          instruction: t('Sort each way of earning a living into its colonial region.', 'Clasifica cada forma de ganarse la vida en su región colonial.'),
          points: 6,
          columns: [t('New England', 'Nueva Inglaterra'), t('Middle Colonies', 'Colonias centrales'), t('Southern Colonies', 'Colonias del Sur')],
          elements: [
            { content: t('Whaling and fishing', 'Caza de ballenas y pesca'), column: 0 },
            { content: t('Building ships', 'Construcción de barcos'), column: 0 },
            { content: t('Wheat farms', 'Granjas de trigo'), column: 1 },
            { content: t('Mills that ground flour', 'Molinos de harina'), column: 1 },
            { content: t('Tobacco plantations', 'Plantaciones de tabaco'), column: 2 },
            { content: t('Rice and indigo fields', 'Campos de arroz y añil'), column: 2 },
          ],
        },
        {
          type: 'written',
          instruction: t('Explain how geography shaped the way people earned a living in one colonial region.', 'Explica cómo la geografía influyó en la forma de ganarse la vida en una región colonial.'),
          points: 4,
          rubric: t(
            '<ul><li>2 points: names a region and a geographic feature.</li><li>2 points: connects the feature to a way of earning a living.</li></ul>',
            '<ul><li>2 puntos: nombra una región y un rasgo geográfico.</li><li>2 puntos: relaciona el rasgo con una forma de ganarse la vida.</li></ul>',
          ),
          suggestedAnswer: t(
            '<p>In New England the soil was thin and rocky, so many people fished, built ships and traded along the coast.</p>',
            '<p>En Nueva Inglaterra el suelo era delgado y pedregoso, así que muchas personas pescaban, construían barcos y comerciaban por la costa.</p>',
          ),
        },
      ],
    },
  ],
};

/** Performance assessment (type 6; its component requires teacher feedback): an essay with steps and topics. */
export const colonialPerformanceAssessment: AssessmentSeed = {
  lesson: { unit: UNIT, title: 'Performance Assessment: Found a Colony' },
  directions: t('<p>Plan a new colony. Your teacher will read your plan and give you feedback.</p>', '<p>Planifica una nueva colonia. Tu maestro leerá tu plan y te dará comentarios.</p>'),
  sections: [
    {
      number: 1,
      questions: [
        {
          type: 'essay',
          instruction: t('Write a plan for a colony in the region you choose.', 'Escribe un plan para una colonia en la región que elijas.'),
          points: 10,
          rubric: t(
            '<ul><li>Region and reasons (4)</li><li>Relations with Native neighbours (3)</li><li>Three vocabulary words used correctly (3)</li></ul>',
            '<ul><li>Región y razones (4)</li><li>Relaciones con los vecinos indígenas (3)</li><li>Tres palabras del vocabulario bien usadas (3)</li></ul>',
          ),
          suggestedAnswer: t(
            '<p>A strong plan names a region, gives two geographic reasons, describes fair trade and treaties with Native neighbours, and uses words such as <em>charter</em>, <em>assembly</em> and <em>cash crop</em>.</p>',
            '<p>Un buen plan nombra una región, da dos razones geográficas, describe un comercio justo y tratados con los vecinos indígenas, y usa palabras como <em>carta</em>, <em>asamblea</em> y <em>cultivo comercial</em>.</p>',
          ),
          steps: [
            {
              title: t('Choose your region', 'Elige tu región'),
              content: t('<p>Name the region and give two reasons from its geography.</p>', '<p>Nombra la región y da dos razones basadas en su geografía.</p>'),
              audio: say('quiz-essay-step1', t('Name the region and give two reasons from its geography.', 'Nombra la región y da dos razones basadas en su geografía.')),
            },
            {
              title: t('Plan for your neighbours', 'Planifica para tus vecinos'),
              content: t('<p>Describe how your colony will treat the Native nations nearby.</p>', '<p>Describe cómo tratará tu colonia a las naciones indígenas cercanas.</p>'),
              audio: say('quiz-essay-step2', t('Describe how your colony will treat the Native nations nearby.', 'Describe cómo tratará tu colonia a las naciones indígenas cercanas.')),
            },
            { title: t('Check your words', 'Revisa tus palabras'), content: t('<p>Use at least three unit vocabulary words.</p>', '<p>Usa al menos tres palabras del vocabulario de la unidad.</p>') },
          ],
          topics: [t('A New England fishing village', 'Una aldea pesquera de Nueva Inglaterra'), t('A Middle Colonies farming town', 'Un pueblo agrícola de las colonias centrales'), t('A Southern river settlement', 'Un asentamiento junto a un río del Sur')],
        },
        {
          type: 'written',
          instruction: t('List the three vocabulary words you used and what each one means.', 'Escribe las tres palabras del vocabulario que usaste y lo que significa cada una.'),
          points: 3,
          rubric: t('<p>1 point for each word with a correct meaning.</p>', '<p>1 punto por cada palabra con un significado correcto.</p>'),
        },
      ],
    },
  ],
};
