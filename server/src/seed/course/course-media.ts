import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../../db/database';
import { databaseBlobStore } from '../../media/database-blob-store';
import { LANGUAGES } from '@domain/shared/constants';
import { insertMediaAsset, insertVideoCaptions } from '../../media/media.repository';
import { insertAudio, insertText } from '../../modules/content/draft/bilingual.repository';
import { COURSE_IMAGES } from './course-images';
import type { Narration } from './course-seed.types';

const dir = (name: string) => fileURLToPath(new URL(`./${name}/`, import.meta.url));
export const IMAGES_DIR = dir('images');
export const AUDIO_DIR = dir('audio');
export const VIDEO_DIR = dir('video');

/** Audio file of a narration key in one language (what scripts/generate-course-audio.ts writes). */
export const audioFileName = (key: string, language: 'en' | 'es') => `${key}.${language}.mp3`;

/**
 * Loads the course's media files into the blob store once each, within the seed transaction, and hands
 * out asset ids: images by file name, narrations as bilingual audio pairs.
 */
export class CourseMedia {
  private readonly images = new Map<string, number>();
  private readonly audios = new Map<string, number>();

  constructor(private readonly sql: Sql) {}

  async image(file: string): Promise<number> {
    const known = this.images.get(file);
    if (known) return known;
    const meta = COURSE_IMAGES[file];
    if (!meta) throw new Error(`course image ${file} has no entry in course-images.ts`);
    const altTextId = await insertText(this.sql, meta.alt);
    const id = await insertMediaAsset(this.sql, databaseBlobStore, {
      kind: 'image',
      bytes: readFileSync(`${IMAGES_DIR}${file}.svg`),
      contentType: 'image/svg+xml',
      fileName: `${file}.svg`,
      width: meta.width,
      height: meta.height,
      altTextId,
    });
    this.images.set(file, id);
    return id;
  }

  async optionalImage(file: string | undefined): Promise<number | null> {
    return file ? this.image(file) : null;
  }

  /** One audio file as an asset (vocabulary terms carry one language each). */
  async audioFile(key: string, language: 'en' | 'es'): Promise<number> {
    const name = audioFileName(key, language);
    const known = this.audios.get(name);
    if (known) return known;
    const id = await insertMediaAsset(this.sql, databaseBlobStore, {
      kind: 'audio',
      bytes: readFileSync(`${AUDIO_DIR}${name}`),
      contentType: 'audio/mpeg',
      fileName: name,
    });
    this.audios.set(name, id);
    return id;
  }

  /** A narration as a bilingual audio pair, or null when the field has none. */
  async narration(n: Narration | undefined): Promise<number | null> {
    if (!n) return null;
    return insertAudio(this.sql, await this.audioFile(n.narration, 'en'), await this.audioFile(n.narration, 'es'));
  }

  /**
   * A video made for the course, served like other media (GET /api/videos/{id}), with its captions in
   * both languages (video/<file>.<en|es>.vtt: what the narration says, and its Spanish translation).
   */
  async video(file: string): Promise<string> {
    const id = await insertMediaAsset(this.sql, databaseBlobStore, {
      kind: 'video',
      bytes: readFileSync(`${VIDEO_DIR}${file}.webm`),
      contentType: 'video/webm',
      fileName: `${file}.webm`,
    });
    for (const language of LANGUAGES) {
      const captions = await insertMediaAsset(this.sql, databaseBlobStore, {
        kind: 'captions',
        bytes: readFileSync(`${VIDEO_DIR}${file}.${language}.vtt`),
        contentType: 'text/vtt; charset=utf-8',
        fileName: `${file}.${language}.vtt`,
      });
      await insertVideoCaptions(this.sql, id, language, captions);
    }
    return `/api/videos/${id}`;
  }
}
