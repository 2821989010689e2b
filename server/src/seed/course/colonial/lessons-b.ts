import { LessonTypeId } from '@domain/shared/constants';
import { say, t, type LessonSeed } from '../course-seed.types';

const eq4 = t('How did ideas and goods travel around the Atlantic world?', '¿Cómo viajaban las ideas y los productos por el mundo atlántico?');

/** Unit 1: American highlights, skill lesson, mid-unit and performance assessments. */
export const colonialLessonsB: LessonSeed[] = [
  {
    title: t('American Highlights: Ports and Printers', 'Momentos destacados: puertos e imprentas'),
    lessonTypeId: LessonTypeId.AmericanHighlight,
    essentialQuestion: { question: eq4, audio: say('colonial-eq4', eq4) },
    components: [
      {
        type: 'global-connections',
        title: t('The Atlantic trade routes', 'Las rutas comerciales del Atlántico'),
        paragraphs: [
          {
            content: t(
              '<p>Ships linked the colonies to Europe, Africa and the Caribbean. Follow the five stops of one voyage.</p>',
              '<p>Los barcos unían las colonias con Europa, África y el Caribe. Sigue las cinco paradas de un viaje.</p>',
            ),
            images: [{ image: 'atlantic-routes', caption: t('Main sea routes of the 1700s', 'Principales rutas marítimas del siglo XVIII') }],
            routePoints: [
              { content: t('<p><strong>Boston:</strong> ships load fish, lumber and barrels of rum.</p>', '<p><strong>Boston:</strong> los barcos cargan pescado, madera y barriles de ron.</p>') },
              { content: t('<p><strong>London:</strong> colonial goods are sold; cloth, tools and books head west.</p>', '<p><strong>Londres:</strong> se venden productos coloniales; telas, herramientas y libros van hacia el oeste.</p>') },
              {
                content: t(
                  '<p><strong>West Africa:</strong> the cruellest part of the trade. Millions of Africans were captured and forced onto ships.</p>',
                  '<p><strong>África occidental:</strong> la parte más cruel del comercio. Millones de africanos fueron capturados y obligados a subir a los barcos.</p>',
                ),
              },
              { content: t('<p><strong>Barbados:</strong> sugar and molasses from plantations in the Caribbean.</p>', '<p><strong>Barbados:</strong> azúcar y melaza de las plantaciones del Caribe.</p>') },
              { content: t('<p><strong>Philadelphia:</strong> newspapers print the news that every ship brings.</p>', '<p><strong>Filadelfia:</strong> los periódicos imprimen las noticias que trae cada barco.</p>') },
            ],
          },
        ],
      },
      { type: 'page-break' },
      {
        type: 'card',
        title: t('Did you know?', '¿Sabías que…?'),
        content: t(
          '<p>By 1760 the colonies had more than twenty newspapers. Printers spread news, advertisements and arguments about government.</p>',
          '<p>Hacia 1760 las colonias tenían más de veinte periódicos. Los impresores difundían noticias, anuncios y debates sobre el gobierno.</p>',
        ),
      },
    ],
  },
  {
    title: t('Skill: Reading a Historical Map', 'Destreza: leer un mapa histórico'),
    lessonTypeId: LessonTypeId.Skill,
    components: [
      {
        type: 'paragraph',
        paragraphs: [
          {
            title: t('Legend, compass and scale', 'Leyenda, rosa de los vientos y escala'),
            content: t(
              '<p>A map legend explains its symbols. The compass rose shows direction. The scale tells you how far apart places really are.</p>',
              '<p>La leyenda de un mapa explica sus símbolos. La rosa de los vientos indica la dirección. La escala indica qué tan lejos están realmente los lugares.</p>',
            ),
            images: [{ image: 'compass-rose', caption: t('A compass rose', 'Una rosa de los vientos'), width: 320 }],
          },
        ],
      },
      { type: 'assessment-group', title: t('Practice', 'Práctica'), assessmentGroupNumber: 1 },
    ],
  },
  {
    title: t('Mid-Unit Check', 'Revisión de mitad de unidad'),
    lessonTypeId: LessonTypeId.MidAssessment,
    components: [
      { type: 'text-content', content: t('<p>Answer each question about the colonial regions.</p>', '<p>Responde cada pregunta sobre las regiones coloniales.</p>') },
      { type: 'assessment-group', assessmentGroupNumber: 1 },
    ],
  },
  {
    title: t('Performance Assessment: Found a Colony', 'Evaluación de desempeño: funda una colonia'),
    lessonTypeId: LessonTypeId.EndAssessment,
    components: [
      {
        type: 'rubric',
        title: t('How your plan will be scored', 'Cómo se calificará tu plan'),
        content: t(
          '<ul><li>Chooses a region and explains why, using geography.</li><li>Describes how the colony will treat its Native neighbours.</li><li>Uses at least three unit vocabulary words.</li></ul>',
          '<ul><li>Elige una región y explica por qué, usando la geografía.</li><li>Describe cómo tratará la colonia a sus vecinos indígenas.</li><li>Usa al menos tres palabras del vocabulario de la unidad.</li></ul>',
        ),
      },
      { type: 'assessment-group', assessmentGroupNumber: 1, requiresTeacherFeedback: true },
    ],
  },
];
