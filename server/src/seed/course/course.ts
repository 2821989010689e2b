import { benchmarkUnit } from './benchmark.unit';
import { colonialLessonsA } from './colonial/lessons-a';
import { colonialLessonsB } from './colonial/lessons-b';
import { colonialBiographies, colonialStories } from './colonial/reading';
import { colonialTimeline } from './colonial/timeline';
import { colonialUnit } from './colonial/unit';
import { colonialVocabulary } from './colonial/vocabulary';
import { t, type UnitSeed } from './course-seed.types';
import { literacyUnit } from './literacy.unit';
import { newNationUnit } from './new-nation.unit';
import { revolutionLessonsA } from './revolution/lessons-a';
import { revolutionLessonsB } from './revolution/lessons-b';
import { revolutionBiographies, revolutionStories } from './revolution/reading';
import { revolutionTimeline } from './revolution/timeline';
import { revolutionUnit } from './revolution/unit';
import { revolutionVocabulary } from './revolution/vocabulary';

/** The demo course, in dashboard order. All of it is original writing made for this project. */
export const DEMO_COURSE: readonly UnitSeed[] = [
  {
    ...colonialUnit,
    lessons: [...colonialLessonsA, ...colonialLessonsB],
    stories: colonialStories,
    biographies: colonialBiographies,
    timeline: colonialTimeline,
    vocabulary: colonialVocabulary,
  },
  {
    ...revolutionUnit,
    lessons: [...revolutionLessonsA, ...revolutionLessonsB],
    stories: revolutionStories,
    biographies: revolutionBiographies,
    timeline: revolutionTimeline,
    vocabulary: revolutionVocabulary,
  },
  newNationUnit,
  literacyUnit,
  benchmarkUnit,
];

export const DEMO_CONTRIBUTORS = {
  title: t('Contributors', 'Colaboradores'),
  intro: t(
    '<p>The demo course was written and illustrated for this platform. Narration is synthesized speech.</p>',
    '<p>El curso de demostración fue escrito e ilustrado para esta plataforma. La narración es voz sintetizada.</p>',
  ),
  people: [
    { name: 'Course Platform Team', role: t('Writing and illustration', 'Redacción e ilustración') },
    { name: 'eSpeak NG', role: t('Synthesized narration', 'Narración sintetizada') },
  ],
};
