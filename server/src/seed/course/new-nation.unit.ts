import { LessonTypeId } from '@domain/shared/constants';
import { say, t, type UnitSeed } from './course-seed.types';

const description = t(
  '<p>Winning independence was only the beginning. How would thirteen states govern themselves together?</p>',
  '<p>Ganar la independencia fue solo el comienzo. ¿Cómo se gobernarían juntos trece estados?</p>',
);

/** Unit 3, short, locked for the demo classroom so the lock rules can be seen. */
export const newNationUnit: UnitSeed = {
  name: t('A New Nation', 'Una nueva nación'),
  number: 3,
  belongsTo: 'history',
  unitTypeId: 1,
  description,
  descriptionAudio: say('new-nation-description', description),
  thumbnail: 'new-nation-thumbnail',
  blurbs: [
    {
      title: t('A weak first government', 'Un primer gobierno débil'),
      text: t('<p>The Articles of Confederation left Congress without the power to tax.</p>', '<p>Los Artículos de la Confederación dejaron al Congreso sin poder para cobrar impuestos.</p>'),
    },
  ],
  lessons: [
    {
      title: t('The Articles of Confederation', 'Los Artículos de la Confederación'),
      lessonTypeId: LessonTypeId.Lesson,
      components: [
        {
          type: 'paragraph',
          paragraphs: [
            {
              content: t(
                '<p>Fearing a strong ruler like the king, the states first created a weak national government. It could not collect taxes or settle quarrels between states.</p>',
                '<p>Por temor a un gobernante fuerte como el rey, los estados crearon primero un gobierno nacional débil. No podía cobrar impuestos ni resolver disputas entre estados.</p>',
              ),
              images: [{ image: 'meeting-house', caption: t('Delegates met to find a better plan', 'Los delegados se reunieron para buscar un plan mejor') }],
            },
          ],
        },
      ],
    },
  ],
  stories: [],
  biographies: [],
  videos: [],
  vocabulary: [],
  lockedForDemoClassroom: true,
};
