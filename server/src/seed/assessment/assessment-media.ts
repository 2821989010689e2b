import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { one, type Sql } from '../../db/database';
import { databaseBlobStore } from '../../media/database-blob-store';
import { insertMediaAsset } from '../../media/media.repository';
import { insertAudio } from '../../modules/content/draft/bilingual.repository';
import { CourseMedia, audioFileName } from '../course/course-media';
import type { Narration } from '../course/course-seed.types';

/** Narration files of the demo assessments (generate-assessment-audio.ts writes them once; committed). */
export const ASSESSMENT_AUDIO_DIR = fileURLToPath(new URL('./audio/', import.meta.url));

/**
 * Media for the assessment seed: the course's images, reused when the course seed already stored them
 * (same asset id, so lessons and questions share one image), and the assessments' own narration.
 */
export class AssessmentMedia {
  private readonly course: CourseMedia;

  constructor(private readonly sql: Sql) {
    this.course = new CourseMedia(sql);
  }

  async image(file: string): Promise<number> {
    const known = await one<{ id: number }>(this.sql, `SELECT id FROM media_assets WHERE kind = 'image' AND file_name = $1 ORDER BY id LIMIT 1`, [
      `${file}.svg`,
    ]);
    return known?.id ?? this.course.image(file);
  }

  async optionalImage(file: string | undefined): Promise<number | null> {
    return file ? this.image(file) : null;
  }

  private async audioFile(key: string, language: 'en' | 'es'): Promise<number> {
    const name = audioFileName(key, language);
    return insertMediaAsset(this.sql, databaseBlobStore, {
      kind: 'audio',
      bytes: readFileSync(`${ASSESSMENT_AUDIO_DIR}${name}`),
      contentType: 'audio/mpeg',
      fileName: name,
    });
  }

  /** A narration as a bilingual audio pair, or null when the field has none. */
  async narration(n: Narration | undefined): Promise<number | null> {
    if (!n) return null;
    return insertAudio(this.sql, await this.audioFile(n.narration, 'en'), await this.audioFile(n.narration, 'es'));
  }
}
