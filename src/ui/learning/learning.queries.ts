import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LearningUseCases } from '@application/learning/learning.use-cases';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../app/services-context';
import { useLanguage } from '../app/use-language';
import { dataOf } from '../app/server-state/api-result-query';

/**
 * The student's server state: keys and query options in one place. Every key carries the interface
 * language, because the server answers in it (Spanish lists leave out some lesson types). Keys under
 * `progress` show the student's progress; whatever changes progress invalidates them.
 */
export const learningKeys = {
  all: ['learning'] as const,
  progress: () => [...learningKeys.all, 'progress'] as const,
  units: (language: Language) => [...learningKeys.progress(), 'units', language] as const,
  unit: (language: Language, unitId: number) => [...learningKeys.progress(), 'unit', unitId, language] as const,
  unitLessons: (language: Language, unitId: number) => [...learningKeys.progress(), 'unit-lessons', unitId, language] as const,
  literacyLessons: (language: Language) => [...learningKeys.progress(), 'literacy-lessons', language] as const,
  content: () => [...learningKeys.all, 'content'] as const,
  lesson: (language: Language, lessonId: number) => [...learningKeys.content(), 'lesson', lessonId, language] as const,
  opener: (language: Language, openerId: number) => [...learningKeys.content(), 'opener', openerId, language] as const,
  overview: (language: Language, unitId: number) => [...learningKeys.content(), 'overview', unitId, language] as const,
  programPreview: (language: Language) => [...learningKeys.content(), 'program-preview', language] as const,
  biographies: (language: Language, unitId: number) => [...learningKeys.content(), 'biographies', unitId, language] as const,
  biography: (language: Language, biographyId: number) => [...learningKeys.content(), 'biography', biographyId, language] as const,
  story: (language: Language, storyId: number) => [...learningKeys.content(), 'story', storyId, language] as const,
  timeline: (language: Language, unitId: number) => [...learningKeys.content(), 'timeline', unitId, language] as const,
  timelineEvent: (language: Language, eventId: number) => [...learningKeys.content(), 'timeline-event', eventId, language] as const,
  /** `glossaryLanguage` is the glossary's own language, which the student may switch apart from the interface. */
  glossary: (language: Language, unitId: number, glossaryLanguage: Language) => [...learningKeys.content(), 'glossary', unitId, glossaryLanguage, language] as const,
  videos: (language: Language, unitId: number) => [...learningKeys.content(), 'videos', unitId, language] as const,
  teacherPage: (language: Language, teacherPageId: number) => [...learningKeys.content(), 'teacher-page', teacherPageId, language] as const,
  contributors: (language: Language) => [...learningKeys.content(), 'contributors', language] as const,
};

/**
 * Opening a lesson or an opener records progress on the server: each open asks again (nothing is
 * kept once the screen is left), so the student resumes where the server says, as before the cache.
 */
const EVERY_OPEN = { staleTime: 0, gcTime: 0 } as const;

/** Query options for the student's screens, bound to the use cases and the interface language. */
export function learningQueries(learning: LearningUseCases, language: Language, client: QueryClient) {
  /** An open is progress: the lists showing progress load again when next shown. */
  const open = async <T>(answer: Promise<T>): Promise<T> => {
    const data = await answer;
    void progressChanged(client, { refetchShown: false });
    return data;
  };
  return {
    units: () => queryOptions({ queryKey: learningKeys.units(language), queryFn: () => dataOf(learning.listMyUnits()) }),
    unit: (unitId: number) => queryOptions({ queryKey: learningKeys.unit(language, unitId), queryFn: () => dataOf(learning.openUnit(unitId)) }),
    /** The unit menu asks each time it opens, so the statuses are current. */
    unitLessons: (unitId: number) =>
      queryOptions({ queryKey: learningKeys.unitLessons(language, unitId), queryFn: () => dataOf(learning.listUnitLessons(unitId)), staleTime: 0 }),
    literacyLessons: () => queryOptions({ queryKey: learningKeys.literacyLessons(language), queryFn: () => dataOf(learning.listLiteracyLessons()) }),
    lesson: (lessonId: number) =>
      queryOptions({ queryKey: learningKeys.lesson(language, lessonId), queryFn: () => open(dataOf(learning.openLesson(lessonId))), ...EVERY_OPEN }),
    opener: (openerId: number) =>
      queryOptions({ queryKey: learningKeys.opener(language, openerId), queryFn: () => open(dataOf(learning.openUnitOpener(openerId))), ...EVERY_OPEN }),
    overview: (unitId: number) => queryOptions({ queryKey: learningKeys.overview(language, unitId), queryFn: () => dataOf(learning.openOverview(unitId)) }),
    programPreview: () => queryOptions({ queryKey: learningKeys.programPreview(language), queryFn: () => dataOf(learning.previewProgram()) }),
    biographies: (unitId: number) =>
      queryOptions({ queryKey: learningKeys.biographies(language, unitId), queryFn: () => dataOf(learning.listUnitBiographies(unitId)) }),
    biography: (biographyId: number) =>
      queryOptions({ queryKey: learningKeys.biography(language, biographyId), queryFn: () => dataOf(learning.readBiography(biographyId)) }),
    story: (storyId: number) => queryOptions({ queryKey: learningKeys.story(language, storyId), queryFn: () => dataOf(learning.readUnitStory(storyId)) }),
    timeline: (unitId: number) => queryOptions({ queryKey: learningKeys.timeline(language, unitId), queryFn: () => dataOf(learning.readTimeline(unitId)) }),
    timelineEvent: (eventId: number) =>
      queryOptions({ queryKey: learningKeys.timelineEvent(language, eventId), queryFn: () => dataOf(learning.readTimelineEvent(eventId)) }),
    glossary: (unitId: number, glossaryLanguage: Language) =>
      queryOptions({ queryKey: learningKeys.glossary(language, unitId, glossaryLanguage), queryFn: () => dataOf(learning.readGlossary(unitId, glossaryLanguage)) }),
    videos: (unitId: number) => queryOptions({ queryKey: learningKeys.videos(language, unitId), queryFn: () => dataOf(learning.listUnitVideos(unitId)) }),
    teacherPage: (teacherPageId: number) =>
      queryOptions({ queryKey: learningKeys.teacherPage(language, teacherPageId), queryFn: () => dataOf(learning.readTeacherPage(teacherPageId)) }),
    contributors: () => queryOptions({ queryKey: learningKeys.contributors(language), queryFn: () => dataOf(learning.readContributors()) }),
  };
}

/** The student's query options in the current interface language. */
export function useLearningQueries(): ReturnType<typeof learningQueries> {
  const { learning } = useServices();
  const [language] = useLanguage();
  const client = useQueryClient();
  return useMemo(() => learningQueries(learning, language, client), [learning, language, client]);
}

/**
 * The student's progress changed on the server: every list showing it (units, a unit's lessons, the
 * literacy lessons) is stale. `refetchType: 'none'` only marks them, for changes the screen on show
 * does not reflect (opening a lesson): they load again when next shown.
 */
export function progressChanged(client: QueryClient, { refetchShown }: { refetchShown: boolean }): Promise<void> {
  return client.invalidateQueries({ queryKey: learningKeys.progress(), refetchType: refetchShown ? 'active' : 'none' });
}
