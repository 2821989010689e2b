import { LessonTypeId } from '@domain/shared/constants';
import { t, type UnitSeed } from './course-seed.types';

/** The literacy-skills unit: skill lessons the literacy menu lists (Literacy-Lesson). */
export const literacyUnit: UnitSeed = {
  name: t('Literacy Skills', 'Destrezas de lectura'),
  number: 0,
  belongsTo: 'literacy',
  specialUnitAcronym: t('LS', 'DL'),
  unitTypeId: 1,
  description: t('<p>Short lessons that build reading skills for history texts.</p>', '<p>Lecciones breves que desarrollan destrezas de lectura para textos de historia.</p>'),
  thumbnail: 'literacy-thumbnail',
  blurbs: [],
  lessons: [
    {
      title: t('Finding the Main Idea', 'Encontrar la idea principal'),
      lessonTypeId: LessonTypeId.Skill,
      components: [
        { type: 'section-title', title: t('Main idea and details', 'Idea principal y detalles'), background: '#E6F4EA', color: '#1E5631', size: 24 },
        {
          type: 'paragraph',
          paragraphs: [
            {
              content: t(
                '<p>The <strong>main idea</strong> is what a paragraph is mostly about. <strong>Details</strong> are facts and examples that support it. Ask: which sentence could be the paragraph\'s title?</p>',
                '<p>La <strong>idea principal</strong> es de lo que trata principalmente un párrafo. Los <strong>detalles</strong> son hechos y ejemplos que la apoyan. Pregúntate: ¿qué oración podría ser el título del párrafo?</p>',
              ),
              images: [{ image: 'open-book', caption: t('Read, then ask what it is mostly about', 'Lee y luego pregúntate de qué trata principalmente'), width: 360 }],
            },
          ],
        },
        { type: 'page-break' },
        {
          type: 'card',
          title: t('Try it', 'Inténtalo'),
          content: t(
            '<p>"Colonial printers were busy people. They printed newspapers, almanacs, forms and books. Some also ran the post office." What is the main idea?</p>',
            '<p>"Los impresores coloniales eran personas muy ocupadas. Imprimían periódicos, almanaques, formularios y libros. Algunos también dirigían la oficina de correos." ¿Cuál es la idea principal?</p>',
          ),
        },
        { type: 'assessment-group', assessmentGroupNumber: 1 },
      ],
    },
  ],
  stories: [],
  biographies: [],
  videos: [],
  vocabulary: [],
};
