import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { UnitReadingSections } from './biography-builder/UnitReadingSections';
import { UnitPagesSection } from './page-builders/UnitPagesSection';
import { UnitStoriesSection } from './story-builder/UnitStoriesSection';
import { UnitDetailsSection } from './unit-details/UnitDetailsSection';
import { UnitVocabularySection } from './vocabulary-manager/UnitVocabularySection';

/**
 * The unit builder's sections below its lessons: readings, stories, the unit's details and videos,
 * vocabulary and pages. Each reads its own part of the unit; together they are the unit builder's
 * largest code, loaded while the unit is (UnitBuilderPage), so the builder's first paint does not wait for them.
 */
export function UnitBuilderSections({ unit, unitName }: { readonly unit: AuthoredUnitDetails; readonly unitName: string }) {
  return (
    <>
      <UnitReadingSections unit={unit} unitName={unitName} />
      <UnitStoriesSection unit={unit} unitName={unitName} />
      <UnitDetailsSection unitId={unit.id} />
      <UnitVocabularySection unitId={unit.id} />
      <UnitPagesSection unit={unit} unitName={unitName} />
    </>
  );
}
