import { LessonTypeId } from '@domain/shared/constants';
import { say, t, type LessonSeed } from '../course-seed.types';

const eq1 = t('Why would people risk everything to cross an ocean?', '¿Por qué arriesgarían las personas todo para cruzar un océano?');
const eq2 = t('How did geography make the colonial regions different?', '¿Cómo hizo la geografía que las regiones coloniales fueran distintas?');
const eq3 = t('What was daily life like in a colonial town?', '¿Cómo era la vida diaria en un pueblo colonial?');
const jamestown = t(
  '<p>In 1607 about one hundred English men and boys built a fort on a marshy river island they named Jamestown. They hoped to find gold. Instead they found mosquitoes, bad water and hunger. Only help from the Powhatan people, and later the profits of tobacco, kept the colony alive.</p>',
  '<p>En 1607, unos cien hombres y niños ingleses construyeron un fuerte en una isla pantanosa de un río y la llamaron Jamestown. Esperaban encontrar oro. En cambio encontraron mosquitos, agua en mal estado y hambre. Solo la ayuda del pueblo powhatan y, más tarde, las ganancias del tabaco mantuvieron viva la colonia.</p>',
);

/** Unit 1: the opener lesson and lessons 1 to 3. */
export const colonialLessonsA: LessonSeed[] = [
  {
    title: t('Unit Opener', 'Presentación de la unidad'),
    lessonTypeId: LessonTypeId.Overview,
    components: [
      { type: 'section-title', title: t('Colonial America', 'La América colonial'), background: '#1F3A5F', color: '#FFFFFF', size: 28 },
      { type: 'text-content', content: t('<p>Open the unit opener to begin your journey.</p>', '<p>Abre la presentación de la unidad para comenzar tu recorrido.</p>') },
    ],
  },
  {
    title: t('Crossing the Atlantic', 'Cruzar el Atlántico'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq1, audio: say('colonial-eq1', eq1) },
    components: [
      { type: 'section-title', title: t('Crossing the Atlantic', 'Cruzar el Atlántico'), background: '#DCE8F5', color: '#1F3A5F', size: 24 },
      {
        type: 'paragraph',
        paragraphs: [
          {
            title: t('Pushes and pulls', 'Lo que empuja y lo que atrae'),
            content: t(
              '<p>In England, land was scarce and prices were rising. Some families were <strong>pushed</strong> out by poverty or by laws against their religion. Stories of cheap land and new trade <strong>pulled</strong> them west.</p>',
              '<p>En Inglaterra la tierra escaseaba y los precios subían. Algunas familias fueron <strong>empujadas</strong> a irse por la pobreza o por leyes contra su religión. Los relatos de tierras baratas y nuevo comercio las <strong>atrajeron</strong> hacia el oeste.</p>',
            ),
            orientation: 'left-side',
            images: [{ image: 'sailing-ship', caption: t('A merchant ship of the 1600s', 'Un barco mercante del siglo XVII'), captionAudio: say('colonial-ship-caption', t('A merchant ship of the sixteen hundreds.', 'Un barco mercante del siglo diecisiete.')) }],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'paragraph',
        paragraphs: [
          {
            title: t('Jamestown, 1607', 'Jamestown, 1607'),
            content: jamestown,
            audio: say('colonial-jamestown', jamestown),
            orientation: 'right-side',
            images: [
              {
                image: 'fort-jamestown',
                caption: t('A triangular fort like the one at Jamestown', 'Un fuerte triangular como el de Jamestown'),
                disclaimer: t('Illustration made for this course.', 'Ilustración hecha para este curso.'),
                width: 520,
              },
            ],
          },
        ],
      },
      {
        type: 'card',
        title: t('Think about it', 'Piénsalo'),
        alignment: 'center',
        content: t(
          '<p>List two things the Jamestown colonists needed that they did not bring with them.</p>',
          '<p>Menciona dos cosas que los colonos de Jamestown necesitaban y que no trajeron.</p>',
        ),
        audio: say('colonial-card1', t('List two things the Jamestown colonists needed that they did not bring with them.', 'Menciona dos cosas que los colonos de Jamestown necesitaban y que no trajeron.')),
      },
      { type: 'page-break' },
      {
        type: 'text-content',
        content: t(
          '<p>The Pilgrims who reached Plymouth in 1620 came for a different reason: they wanted to worship apart from the Church of England. Before landing they signed the <em>Mayflower Compact</em>, a promise to make and obey fair laws together.</p>',
          '<p>Los peregrinos que llegaron a Plymouth en 1620 vinieron por otra razón: querían practicar su fe separados de la Iglesia de Inglaterra. Antes de desembarcar firmaron el <em>Pacto del Mayflower</em>, una promesa de crear y obedecer leyes justas entre todos.</p>',
        ),
      },
    ],
  },
  {
    title: t('Three Colonial Regions', 'Tres regiones coloniales'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq2, audio: say('colonial-eq2', eq2) },
    components: [
      { type: 'group-header', title: t('Mapping the colonies', 'El mapa de las colonias') },
      {
        type: 'interactive-map',
        title: t('Travel down the coast', 'Recorre la costa'),
        paragraphs: [
          {
            content: t('<p>Select each numbered point to travel from north to south.</p>', '<p>Selecciona cada punto numerado para viajar de norte a sur.</p>'),
            isProgressiveMap: true,
            images: [{ image: 'colonial-map', caption: t('The thirteen colonies around 1750', 'Las trece colonias hacia 1750') }],
            routePoints: [
              { content: t('<p><strong>Massachusetts:</strong> farms on rocky hills, fishing boats and busy shipyards.</p>', '<p><strong>Massachusetts:</strong> granjas en colinas rocosas, barcos de pesca y astilleros activos.</p>') },
              { content: t('<p><strong>New York:</strong> a harbor where furs, grain and goods from many lands were traded.</p>', '<p><strong>Nueva York:</strong> un puerto donde se comerciaban pieles, granos y productos de muchas tierras.</p>') },
              { content: t('<p><strong>Pennsylvania:</strong> wheat fields and a colony open to many faiths.</p>', '<p><strong>Pensilvania:</strong> campos de trigo y una colonia abierta a muchas creencias.</p>') },
              { content: t('<p><strong>Virginia:</strong> tobacco plantations along deep rivers.</p>', '<p><strong>Virginia:</strong> plantaciones de tabaco a lo largo de ríos profundos.</p>') },
              { content: t('<p><strong>South Carolina:</strong> rice and indigo grown by enslaved Africans whose knowledge made the crops succeed.</p>', '<p><strong>Carolina del Sur:</strong> arroz e índigo cultivados por africanos esclavizados cuyo conocimiento hizo prosperar esos cultivos.</p>') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'only-images',
        title: t('Work in each region', 'El trabajo en cada región'),
        paragraphs: [
          {
            isCarousal: true,
            images: [
              { image: 'fishing-boat', caption: t('New England: fishing and shipbuilding', 'Nueva Inglaterra: pesca y construcción de barcos') },
              { image: 'wheat-farm', caption: t('Middle Colonies: grain farms', 'Colonias centrales: granjas de cereales') },
              { image: 'plantation-field', caption: t('Southern Colonies: cash crops', 'Colonias del sur: cultivos comerciales') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'rubric',
        title: t('Check your comparison', 'Revisa tu comparación'),
        content: t(
          '<ul><li><strong>3</strong> – names a difference in climate, work and community for two regions.</li><li><strong>2</strong> – names differences in two of the three.</li><li><strong>1</strong> – names one difference.</li></ul>',
          '<ul><li><strong>3</strong> – menciona una diferencia de clima, trabajo y comunidad entre dos regiones.</li><li><strong>2</strong> – menciona diferencias en dos de los tres aspectos.</li><li><strong>1</strong> – menciona una diferencia.</li></ul>',
        ),
      },
    ],
  },
  {
    title: t('Life in a Colonial Town', 'La vida en un pueblo colonial'),
    lessonTypeId: LessonTypeId.Lesson,
    essentialQuestion: { question: eq3, audio: say('colonial-eq3', eq3) },
    components: [
      { type: 'video-content', title: t('A walk through a colonial town', 'Un paseo por un pueblo colonial'), videoUrl: 'video:colonial-overview' },
      { type: 'page-break' },
      {
        type: 'interactive-lesson',
        title: t('A day in the life', 'Un día en la vida'),
        paragraphs: [
          {
            displayStepNumbers: true,
            isHorizontalMode: true,
            content: t('<p>Follow a young apprentice through one day.</p>', '<p>Acompaña a un joven aprendiz durante un día.</p>'),
            routePoints: [
              { content: t('<p>Before sunrise: fetch water and feed the animals.</p>', '<p>Antes del amanecer: traer agua y alimentar a los animales.</p>') },
              { content: t('<p>Morning: learn a trade in the print shop or the forge.</p>', '<p>Mañana: aprender un oficio en la imprenta o en la herrería.</p>'), images: [{ image: 'printing-press', caption: t('A hand press', 'Una prensa manual') }] },
              { content: t('<p>Noon: the main meal, often stew and bread.</p>', '<p>Mediodía: la comida principal, a menudo guiso y pan.</p>') },
              { content: t('<p>Evening: reading by candlelight, if there is a candle to spare.</p>', '<p>Noche: leer a la luz de una vela, si sobra alguna.</p>') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'embedded-content',
        title: t('Explore the meeting house', 'Explora la casa de reuniones'),
        embedUrl: 'image:meeting-house',
        height: '420px',
      },
    ],
  },
];
