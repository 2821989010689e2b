import { useTranslation } from 'react-i18next';
import type { BenchmarkStudentState } from '@domain/assessment/benchmark-assignment.schemas';
import type { ClassroomBenchmark } from '@application/benchmark/benchmark-assignment.use-cases';
import { useBilingual } from '../app/use-language';

const STATE_KEYS: Record<BenchmarkStudentState, string> = {
  assigned: 'benchmarksStateAssigned',
  started: 'benchmarksStateStarted',
  submitted: 'benchmarksStateSubmitted',
  retake: 'benchmarksStateRetake',
};

/** How the screen names a set (its title in the reader's language), its unit and a student's state. */
export function useBenchmarkLabels() {
  const { t } = useTranslation();
  const text = useBilingual();
  return {
    setName: (a: Pick<ClassroomBenchmark, 'benchmarkName'>) => text(a.benchmarkName),
    unit: (unitNumber: number | null) => (unitNumber === null ? t('benchmarksNoUnit') : t('benchmarksUnitNumber', { number: unitNumber })),
    state: (state: BenchmarkStudentState) => t(STATE_KEYS[state]),
  };
}
