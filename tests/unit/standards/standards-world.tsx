import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import type { GradingUseCases, StudentLessons } from '@application/grading/grading.use-cases';
import { createStandardsReportUseCases } from '@application/reports/standards-report.use-cases';
import type { ClassroomUnit } from '@domain/classroom/classroom-details.responses';
import { answered } from '@infrastructure/http/in-memory-answers';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { createInMemoryStandardsReports, type InMemoryStandardsWorld } from '@infrastructure/http/in-memory-standards-report.adapter';
import { ANA, classroomWorld, PERIOD_1, PERIOD_2, SAM } from '../classroom/classroom-world';

export { ANA, PERIOD_1, PERIOD_2, SAM };

const bi = (id: number, en: string, es: string) => ({ id, en, es });

export const COLONIES: ClassroomUnit = { id: 10, number: 1, name: bi(1, 'Colonies', 'Colonias'), specialUnitAcronym: null, locked: false };
export const REVOLUTION: ClassroomUnit = { id: 20, number: 2, name: bi(2, 'Revolution', 'Revolución'), specialUnitAcronym: null, locked: false };

/**
 * Three standards over four questions. Sam: q1 2/2, q2 1/2, q3 0/1. Ana: q1 1/2, q2 unscored, q4 3/4.
 * Period 1 in all units: 1A 4/6 (66.7%), 2B 1/3 (33.3%), 3C 3/4 (75%). In Colonies only: 1A 4/6, 2B 1/2 (50%).
 * Period 2 has no students, so nothing is scored.
 */
export const STANDARDS_WORLD: InMemoryStandardsWorld = {
  standards: { 'SS.5.1A': 'Explain the reasons for European colonization', 'SS.5.2B': 'Identify the causes of the American Revolution', 'SS.5.3C': null },
  questions: [
    { id: 1, unitId: COLONIES.id, lessonId: 101, lessonTypeId: 1, standards: ['SS.5.1A'] },
    { id: 2, unitId: COLONIES.id, lessonId: 101, lessonTypeId: 1, standards: ['SS.5.1A', 'SS.5.2B'] },
    { id: 3, unitId: REVOLUTION.id, lessonId: 201, lessonTypeId: 1, standards: ['SS.5.2B'] },
    { id: 4, unitId: REVOLUTION.id, lessonId: 202, lessonTypeId: 6, standards: ['SS.5.3C'] },
  ],
  classrooms: [
    { id: PERIOD_1.id, name: PERIOD_1.name, studentIds: [SAM.id, ANA.id] },
    { id: PERIOD_2.id, name: PERIOD_2.name, studentIds: [] },
  ],
  students: [
    { id: SAM.id, name: 'Sam Student' },
    { id: ANA.id, name: 'Ana Núñez' },
  ],
  answers: [
    { studentId: SAM.id, questionId: 1, earned: 2, possible: 2 },
    { studentId: SAM.id, questionId: 2, earned: 1, possible: 2 },
    { studentId: SAM.id, questionId: 3, earned: 0, possible: 1 },
    { studentId: ANA.id, questionId: 1, earned: 1, possible: 2 },
    { studentId: ANA.id, questionId: 2, earned: null, possible: 2 },
    { studentId: ANA.id, questionId: 4, earned: 3, possible: 4 },
  ],
};

/** Sam's lessons of Colonies, as the grading report lists them (the expanded report's lesson choice). */
export const SAM_COLONIES_LESSONS: StudentLessons = {
  studentId: SAM.id,
  unitId: COLONIES.id,
  unit: null,
  lessons: [{ lessonId: 101, title: bi(3, 'Why they came', 'Por qué vinieron'), lessonTypeId: 1, number: 1, status: 'completed', score: 75, feedbackStatus: 0, assessments: [] }],
};

/** The classroom world's teacher with the real standards use cases over the twin (spied) and units in the classroom details. */
export function standardsWorld(world: InMemoryStandardsWorld = STANDARDS_WORLD) {
  const { services: base } = classroomWorld();
  const twin = createInMemoryStandardsReports(world);
  for (const key of Object.keys(twin) as (keyof typeof twin)[]) vi.spyOn(twin, key);
  const directory = createInMemoryClassroomDirectory([PERIOD_1, PERIOD_2], { details: { units: [COLONIES, REVOLUTION] } });
  // The lessons of a unit are the grading twin's business (grading-use-cases.test.ts); here they only have to be listed.
  const lessonsOfUnit = vi.fn(async (studentId: number, unitId: number) => answered({ ...SAM_COLONIES_LESSONS, studentId, unitId }));
  const services: AppServices = {
    ...base,
    classrooms: createClassroomUseCases(directory),
    standards: createStandardsReportUseCases(twin),
    grading: { lessonsOfUnit } as unknown as GradingUseCases,
  };
  return { services, twin, lessonsOfUnit };
}
