import { useTranslation } from 'react-i18next';
import type { BenchmarkSetSummary } from '@application/authoring/benchmark-set.use-cases';
import { useAuthoringLabels } from '../authoring-labels';

/** The sets' title in the interface language; the linked unit as "Unit 2: …" or "Not linked". */
export function useSetLabels() {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  return {
    title: (set: BenchmarkSetSummary) => labels.text(set.title),
    unit: (set: BenchmarkSetSummary) =>
      set.linkedUnitNumber === null ? t('bbNotLinked') : t('bbUnitNumbered', { number: set.linkedUnitNumber, name: labels.text(set.linkedUnitName) }),
  };
}
