import { useTranslation } from 'react-i18next';

/** What a lesson's kind label needs: its number (numbered lessons) or its type. */
interface KindOf {
  readonly number: number | null;
  readonly lessonTypeId: number;
}

/** Case and accents aside ("Presentación" = "presentacion"), as a reader compares words. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Whether a title already begins with its kind as whole words ("Momentos destacados: puertos…",
 * "Presentación de la unidad"), so a label in front of it would say the same thing twice.
 */
export function titleBeginsWithKind(title: string, kind: string): boolean {
  const [t, k] = [folded(title.trim()), folded(kind)];
  return t.startsWith(k) && !/[\p{L}\p{N}]/u.test(t.charAt(k.length));
}

/**
 * The label shown beside a lesson's title — "Lesson 2" for a numbered lesson, else its type
 * ("Opener", "Story") — or null when the title already begins with it (docs/spanish-style-guide.md).
 */
export function useLessonKind(): (lesson: KindOf, title: string) => string | null {
  const { t } = useTranslation();
  return (lesson, title) => {
    const kind = lesson.number ? t('readingLessonNumbered', { number: lesson.number }) : t(`readingLessonType${lesson.lessonTypeId}`);
    return titleBeginsWithKind(title, kind) ? null : kind;
  };
}
