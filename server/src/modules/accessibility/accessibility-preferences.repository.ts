import type { AccessibilityPreferences } from '@domain/accessibility/accessibility.schemas';
import { one, type Sql } from '../../db/database';

/* A student's accessibility preferences (migration 20261129000500): one row per student, none until their first save. */

export const findAccessibilityPreferences = (sql: Sql, userId: number) =>
  one<AccessibilityPreferences>(
    sql,
    `SELECT text_size AS "textSize", high_contrast AS "highContrast", reading_spacing AS "readingSpacing", read_aloud_language AS "readAloudLanguage"
       FROM student_accessibility_preferences WHERE user_id = $1`,
    [userId],
  );

/** Saves the whole set in one statement (insert or replace), so two devices saving at once leave one of the sets whole. */
export async function saveAccessibilityPreferences(sql: Sql, userId: number, preferences: AccessibilityPreferences): Promise<void> {
  await sql.query(
    `INSERT INTO student_accessibility_preferences (user_id, text_size, high_contrast, reading_spacing, read_aloud_language)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET text_size = excluded.text_size, high_contrast = excluded.high_contrast,
       reading_spacing = excluded.reading_spacing, read_aloud_language = excluded.read_aloud_language, updated_at = now()`,
    [userId, preferences.textSize, preferences.highContrast, preferences.readingSpacing, preferences.readAloudLanguage],
  );
}
