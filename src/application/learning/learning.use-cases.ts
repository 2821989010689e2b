import type { CourseReader } from '../ports/course-reader.port';
import type { PreferenceStore } from '../ports/preference-store.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import type { SessionService } from '../use-cases/session.service';
import { createCourseReading, type CourseReading } from './course-reading.use-cases';
import { createStudentLanguageChoices, type StudentLanguageChoices } from './student-language.use-cases';

/** The student journey (`services.learning`): reading the course, making progress, the language choices. */
export type LearningUseCases = CourseReading & StudentLanguageChoices;

export interface LearningPorts {
  readonly course: CourseReader;
  readonly profiles: ProfileGateway;
  readonly preferences: PreferenceStore;
  readonly session: SessionService;
}

export function createLearningUseCases({ course, profiles, preferences, session }: LearningPorts): LearningUseCases {
  return { ...createCourseReading(course), ...createStudentLanguageChoices(preferences, profiles, session) };
}
