import { LessonTypeId } from '@domain/shared/constants';
import { say, t, type LessonSeed } from '../course-seed.types';

const eq4 = t('Why did other nations help the Americans win?', '¿Por qué otras naciones ayudaron a los estadounidenses a ganar?');

/** Unit 2: American highlights, skill lesson, mid-unit and performance assessments. */
export const revolutionLessonsB: LessonSeed[] = [
  {
    title: t('American Highlights: A World War for Independence', 'Momentos destacados: una guerra mundial por la independencia'),
    lessonTypeId: LessonTypeId.AmericanHighlight,
    essentialQuestion: { question: eq4, audio: say('revolution-eq4', eq4) },
    components: [
      {
        type: 'global-connections',
        title: t('Allies and enemies', 'Aliados y enemigos'),
        paragraphs: [
          {
            content: t('<p>The war reached far beyond the thirteen colonies. Visit five places it touched.</p>', '<p>La guerra llegó mucho más allá de las trece colonias. Visita cinco lugares que alcanzó.</p>'),
            images: [{ image: 'atlantic-routes', caption: t('The Atlantic world in 1778', 'El mundo atlántico en 1778') }],
            routePoints: [
              { content: t('<p><strong>Paris:</strong> France signs an alliance with the United States in 1778.</p>', '<p><strong>París:</strong> Francia firma una alianza con Estados Unidos en 1778.</p>') },
              { content: t('<p><strong>Madrid:</strong> Spain joins the war against Britain in 1779.</p>', '<p><strong>Madrid:</strong> España entra en la guerra contra Gran Bretaña en 1779.</p>') },
              { content: t('<p><strong>New Orleans:</strong> Governor Bernardo de Gálvez sends supplies up the Mississippi and wins forts along the Gulf coast.</p>', '<p><strong>Nueva Orleans:</strong> el gobernador Bernardo de Gálvez envía suministros por el Misisipi y conquista fuertes en la costa del Golfo.</p>') },
              { content: t('<p><strong>Caribbean:</strong> French and British fleets battle over sugar islands.</p>', '<p><strong>Caribe:</strong> flotas francesas y británicas luchan por las islas azucareras.</p>') },
              { content: t('<p><strong>Yorktown:</strong> a French fleet traps the British army in 1781.</p>', '<p><strong>Yorktown:</strong> una flota francesa atrapa al ejército británico en 1781.</p>') },
            ],
          },
        ],
      },
    ],
  },
  {
    title: t('Skill: Point of View', 'Destreza: punto de vista'),
    lessonTypeId: LessonTypeId.Skill,
    components: [
      {
        type: 'paragraph',
        paragraphs: [
          {
            title: t('Two letters, one event', 'Dos cartas, un evento'),
            content: t(
              '<p>A Patriot writes that the Tea Party was a brave stand for liberty. A Loyalist merchant writes that it was the destruction of honest property. Both describe the same night.</p>',
              '<p>Un patriota escribe que el Motín del Té fue una valiente defensa de la libertad. Un comerciante leal escribe que fue la destrucción de bienes honrados. Ambos describen la misma noche.</p>',
            ),
          },
        ],
      },
      { type: 'assessment-group', assessmentGroupNumber: 1 },
    ],
  },
  {
    title: t('Mid-Unit Check', 'Revisión de mitad de unidad'),
    lessonTypeId: LessonTypeId.MidAssessment,
    components: [{ type: 'assessment-group', assessmentGroupNumber: 1 }],
  },
  {
    title: t('Performance Assessment: Make Your Case', 'Evaluación de desempeño: defiende tu postura'),
    lessonTypeId: LessonTypeId.EndAssessment,
    components: [
      {
        type: 'rubric',
        title: t('Scoring guide', 'Guía de puntuación'),
        content: t('<ul><li>Takes a clear position as a Patriot or a Loyalist.</li><li>Uses two events from the timeline as evidence.</li><li>Answers one argument from the other side.</li></ul>', '<ul><li>Toma una postura clara como patriota o leal.</li><li>Usa dos eventos de la línea de tiempo como evidencia.</li><li>Responde a un argumento del otro lado.</li></ul>'),
      },
      { type: 'assessment-group', assessmentGroupNumber: 1, requiresTeacherFeedback: true },
    ],
  },
];
