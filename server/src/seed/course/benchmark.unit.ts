import { LessonTypeId, UnitTypeId } from '@domain/shared/constants';
import { t, type UnitSeed } from './course-seed.types';

/** The benchmark unit (unitTypeId 4) with its one benchmark-assessment lesson (type 7), as the builder creates it. */
export const benchmarkUnit: UnitSeed = {
  name: t('Benchmark 1: Colonies to Independence', 'Evaluación de referencia 1: de colonias a la independencia'),
  number: 0,
  belongsTo: 'benchmark',
  specialUnitAcronym: t('BM', 'ER'),
  unitTypeId: UnitTypeId.Benchmark,
  description: t('<p>A benchmark assessment covering Units 1 and 2, assigned by your teacher.</p>', '<p>Una evaluación de referencia sobre las unidades 1 y 2, asignada por tu maestro.</p>'),
  thumbnail: 'benchmark-thumbnail',
  blurbs: [],
  lessons: [
    {
      title: t('Benchmark Assessment', 'Evaluación de referencia'),
      lessonTypeId: LessonTypeId.BenchmarkAssessment,
      components: [{ type: 'assessment-group', assessmentGroupNumber: 1 }],
    },
  ],
  stories: [],
  biographies: [],
  videos: [],
  vocabulary: [],
};
