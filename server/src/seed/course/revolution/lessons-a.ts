import { LessonTypeId } from '@domain/shared/constants';
import { say, t, type LessonSeed } from '../course-seed.types';

const eq1 = t('Why did colonists protest British taxes?', '¿Por qué protestaron los colonos contra los impuestos británicos?');
const eq2 = t('How did protests turn into war?', '¿Cómo se convirtieron las protestas en guerra?');
const eq3 = t('What ideas does the Declaration of Independence express?', '¿Qué ideas expresa la Declaración de Independencia?');
const stampAct = t(
  '<p>After a costly war with France, Britain needed money. In 1765 Parliament passed the Stamp Act, a tax on newspapers, legal papers and even playing cards. Colonists had no members in Parliament, so many said the tax was unfair.</p>',
  '<p>Después de una costosa guerra con Francia, Gran Bretaña necesitaba dinero. En 1765 el Parlamento aprobó la Ley del Timbre, un impuesto sobre periódicos, documentos legales e incluso naipes. Los colonos no tenían representantes en el Parlamento, así que muchos dijeron que el impuesto era injusto.</p>',
);

/** Unit 2: the opener lesson and lessons 1 to 3. */
export const revolutionLessonsA: LessonSeed[] = [
  {
    title: t('Unit Opener', 'Presentación de la unidad'),
    lessonTypeId: LessonTypeId.Overview,
    components: [
      { type: 'section-title', title: t('The American Revolution', 'La Revolución estadounidense'), background: '#7A1E1E', color: '#FFF8E7', size: 28 },
      { type: 'text-content', content: t('<p>Open the unit opener to begin.</p>', '<p>Abre la presentación de la unidad para comenzar.</p>') },
    ],
  },
  {
    title: t('Taxes and Protest', 'Impuestos y protestas'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq1, audio: say('revolution-eq1', eq1) },
    components: [
      { type: 'section-title', title: t('A new tax', 'Un nuevo impuesto'), background: '#F6E7D7', color: '#7A1E1E', size: 24 },
      {
        type: 'paragraph',
        paragraphs: [{ content: stampAct, audio: say('revolution-stamp-act', stampAct), images: [{ image: 'tax-stamp', caption: t('A tax stamp', 'Un timbre fiscal'), width: 360 }] }],
      },
      { type: 'page-break' },
      {
        type: 'card',
        title: t('Patriot or Loyalist?', '¿Patriota o leal?'),
        alignment: 'flex-start',
        content: t(
          '<p><strong>Patriots</strong> wanted to resist British laws. <strong>Loyalists</strong> stayed faithful to the king. Many people simply hoped to be left alone.</p>',
          '<p>Los <strong>patriotas</strong> querían resistir las leyes británicas. Los <strong>leales</strong> seguían fieles al rey. Muchas personas solo esperaban que las dejaran en paz.</p>',
        ),
      },
      {
        type: 'paragraph',
        paragraphs: [
          {
            orientation: 'right-side',
            title: t('The Boston Tea Party', 'El Motín del Té de Boston'),
            content: t(
              '<p>On a cold December night in 1773, protesters boarded three ships in Boston Harbor and dumped 342 chests of tea into the water to oppose a tax on tea.</p>',
              '<p>Una fría noche de diciembre de 1773, unos manifestantes subieron a tres barcos en el puerto de Boston y arrojaron al agua 342 cajas de té para oponerse a un impuesto sobre el té.</p>',
            ),
            images: [{ image: 'tea-chest', caption: t('A chest of tea', 'Una caja de té') }],
          },
        ],
      },
      { type: 'page-break' },
      { type: 'text-content', content: t('<p>Parliament answered by closing Boston\'s port. Other colonies sent food and support: an attack on one colony began to feel like an attack on all.</p>', '<p>El Parlamento respondió cerrando el puerto de Boston. Otras colonias enviaron alimentos y apoyo: un ataque a una colonia empezó a sentirse como un ataque a todas.</p>') },
    ],
  },
  {
    title: t('The Shot Heard Round the World', 'El disparo que se oyó en todo el mundo'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq2, audio: say('revolution-eq2', eq2) },
    components: [
      { type: 'group-header', title: t('April 19, 1775', '19 de abril de 1775'), groupHeaderType: 2 },
      {
        type: 'interactive-map',
        title: t('The road to Concord', 'El camino a Concord'),
        paragraphs: [
          {
            isProgressiveMap: true,
            isHorizontalMode: true,
            content: t('<p>Follow the British march step by step.</p>', '<p>Sigue la marcha británica paso a paso.</p>'),
            images: [{ image: 'lexington-map', caption: t('Boston, Lexington and Concord', 'Boston, Lexington y Concord') }],
            routePoints: [
              { content: t('<p>Night: British soldiers cross the river from Boston.</p>', '<p>Noche: soldados británicos cruzan el río desde Boston.</p>') },
              { content: t('<p>Riders warn the countryside that the soldiers are coming.</p>', '<p>Jinetes avisan al campo que vienen los soldados.</p>') },
              { content: t('<p>Dawn at Lexington: shots are fired on the town green.</p>', '<p>Amanecer en Lexington: hay disparos en la plaza del pueblo.</p>'), images: [{ image: 'minuteman', caption: t('A militia volunteer', 'Un voluntario de la milicia') }] },
              { content: t('<p>Concord: militia push the soldiers back at the North Bridge.</p>', '<p>Concord: la milicia hace retroceder a los soldados en el Puente Norte.</p>') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      { type: 'video-content', title: t('Road to independence', 'El camino a la independencia'), videoUrl: 'video:revolution-overview' },
    ],
  },
  {
    title: t('Declaring Independence', 'Declarar la independencia'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq3, audio: say('revolution-eq3', eq3) },
    components: [
      {
        type: 'interactive-lesson',
        title: t('Reading the Declaration', 'Leer la Declaración'),
        paragraphs: [
          {
            displayStepNumbers: true,
            content: t('<p>The Declaration has four parts. Explore them in order.</p>', '<p>La Declaración tiene cuatro partes. Explóralas en orden.</p>'),
            routePoints: [
              { content: t('<p><strong>Preamble:</strong> why the colonies explain themselves to the world.</p>', '<p><strong>Preámbulo:</strong> por qué las colonias se explican ante el mundo.</p>') },
              { content: t('<p><strong>Rights:</strong> all people have rights that no government may take away.</p>', '<p><strong>Derechos:</strong> todas las personas tienen derechos que ningún gobierno puede quitar.</p>') },
              { content: t('<p><strong>Complaints:</strong> a long list of wrongs blamed on the king.</p>', '<p><strong>Quejas:</strong> una larga lista de agravios atribuidos al rey.</p>') },
              { content: t('<p><strong>Conclusion:</strong> the colonies are free and independent states.</p>', '<p><strong>Conclusión:</strong> las colonias son estados libres e independientes.</p>') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'only-images',
        paragraphs: [
          {
            images: [
              { image: 'declaration-scroll', caption: t('The signed Declaration, July 1776', 'La Declaración firmada, julio de 1776'), captionAudio: say('revolution-declaration-caption', t('The signed Declaration, July seventeen seventy-six.', 'La Declaración firmada, julio de mil setecientos setenta y seis.')) },
            ],
          },
        ],
      },
      { type: 'page-break' },
      { type: 'embedded-content', title: t('The Liberty Bell', 'La Campana de la Libertad'), embedUrl: 'image:liberty-bell', height: '400px' },
      {
        type: 'rubric',
        title: t('Explain an idea', 'Explica una idea'),
        content: t('<ul><li>States one idea from the Declaration.</li><li>Explains it in your own words.</li><li>Gives one example from today.</li></ul>', '<ul><li>Enuncia una idea de la Declaración.</li><li>La explica con tus propias palabras.</li><li>Da un ejemplo de hoy.</li></ul>'),
      },
    ],
  },
];
