import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredLesson, AuthoredUnit, UnitType } from '@application/authoring/course-authoring.use-cases';
import type { UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import { textIn } from '@domain/content/bilingual';
import { useLanguage } from '../app/use-language';

type Bilingual = { readonly en: string; readonly es: string };

/**
 * How the back office names units and lessons: in the creator's interface language, with the other
 * language beneath (a creator writes both). Unit numbers count regular units; lesson numbers regular lessons.
 */
export function useAuthoringLabels() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const text = useCallback((value: Bilingual | null | undefined) => textIn(value, language), [language]);
  return useMemo(
    () => ({
      language,
      text,
      /** The other language's wording, for the line beneath ("Spanish: La nueva nación"). */
      otherLanguage: (value: Bilingual) => {
        const other = language === 'es' ? value.en : value.es;
        if (language === 'es') return other.trim() ? t('authoringOtherLanguageEn', { text: other }) : t('authoringNoOtherLanguageEn');
        return other.trim() ? t('authoringOtherLanguage', { text: other }) : t('authoringNoOtherLanguage');
      },
      unit: (unit: Pick<AuthoredUnit, 'name' | 'number' | 'specialUnitAcronym'>) => {
        const name = text(unit.name);
        if (unit.number > 0) return t('authoringUnitNumbered', { number: unit.number, name });
        const acronym = text(unit.specialUnitAcronym);
        return acronym ? t('authoringUnitAcronymNamed', { acronym, name }) : t('authoringUnitNamed', { name });
      },
      lesson: (lesson: Pick<AuthoredLesson, 'title' | 'number' | 'lessonTypeId'>) => {
        const title = text(lesson.title);
        return lesson.number !== null
          ? t('authoringLessonNumbered', { number: lesson.number, title })
          : t('authoringLessonTyped', { type: t(`authoringLessonType${lesson.lessonTypeId}`), title });
      },
      lessonType: (lessonTypeId: number) => t(`authoringLessonType${lessonTypeId}`),
      belongsTo: (belongsTo: UnitBelongsTo) => t(`authoringBelongsTo${belongsTo}`),
      unitType: (types: readonly UnitType[] | undefined, unitTypeId: number) => {
        const type = types?.find((x) => x.id === unitTypeId);
        return type ? text(type.name) : t('authoringUnitTypeOther', { id: unitTypeId });
      },
    }),
    [language, t, text],
  );
}
