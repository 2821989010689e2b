/**
 * Makes the demo course's narration and videos once, offline; the small files are committed under
 * server/src/seed/course/{audio,video}/ so a first start needs none of these tools.
 *
 *   apt-get install -y espeak-ng lame ffmpeg librsvg2-bin
 *   node --import tsx scripts/generate-course-media.ts [--force]
 *
 * Narration: espeak-ng (en-us / es-419) → MP3, mono, 16 kHz, 16 kbit/s (plays in every browser).
 * Videos: the course's own SVG illustrations as a slideshow with English narration → WebM (VP9 + Opus).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_COURSE } from '../server/src/seed/course/course';
import { AUDIO_DIR, IMAGES_DIR, VIDEO_DIR, audioFileName } from '../server/src/seed/course/course-media';
import type { Narration } from '../server/src/seed/course/course-seed.types';

const force = process.argv.includes('--force');
const VOICES = { en: 'en-us', es: 'es-419' } as const;
const work = mkdtempSync(path.join(tmpdir(), 'course-media-'));

function collectNarrations(value: unknown, out: Map<string, Narration>): void {
  if (Array.isArray(value)) value.forEach((v) => collectNarrations(v, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.narration === 'string') out.set(record.narration, record as unknown as Narration);
    else Object.values(record).forEach((v) => collectNarrations(v, out));
  }
}

function speak(text: string, language: 'en' | 'es', target: string): void {
  const wav = path.join(work, 'speech.wav');
  const txt = path.join(work, 'speech.txt');
  writeFileSync(txt, text);
  execFileSync('espeak-ng', ['-v', VOICES[language], '-s', '155', '-f', txt, '-w', wav]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wav, target]);
}

const narrations = new Map<string, Narration>();
collectNarrations(DEMO_COURSE, narrations);
for (const unit of DEMO_COURSE) {
  for (const term of unit.vocabulary) {
    if (term.audio) narrations.set(term.audio, { narration: term.audio, en: term.en.name, es: term.es.name });
  }
}

mkdirSync(AUDIO_DIR, { recursive: true });
let made = 0;
for (const n of narrations.values()) {
  for (const language of ['en', 'es'] as const) {
    const target = path.join(AUDIO_DIR, audioFileName(n.narration, language));
    if (!force && existsSync(target)) continue;
    speak(n[language], language, target);
    made += 1;
  }
}
console.log(`narration: ${narrations.size} keys, ${made} files made`);

const VIDEOS: Record<string, { images: string[]; script: string }> = {
  'colonial-overview': {
    images: ['colonial-map', 'fishing-boat', 'wheat-farm', 'plantation-field'],
    script:
      'Thirteen colonies grew along the Atlantic coast. In New England, people fished and built ships. The Middle Colonies grew wheat and traded through busy ports. In the South, enslaved people were forced to work on large plantations.',
  },
  'revolution-overview': {
    images: ['tax-stamp', 'tea-chest', 'minuteman', 'declaration-scroll'],
    script:
      'New taxes angered the colonists. In Boston, protesters threw tea into the harbor. In seventeen seventy-five, fighting began at Lexington and Concord. A year later, Congress declared independence.',
  },
};

mkdirSync(VIDEO_DIR, { recursive: true });
for (const [name, video] of Object.entries(VIDEOS)) {
  const target = path.join(VIDEO_DIR, `${name}.webm`);
  if (!force && existsSync(target)) continue;
  const wav = path.join(work, `${name}.wav`);
  writeFileSync(path.join(work, `${name}.txt`), video.script);
  execFileSync('espeak-ng', ['-v', VOICES.en, '-s', '150', '-f', path.join(work, `${name}.txt`), '-w', wav]);
  const seconds = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]).toString().trim());
  const each = Math.ceil((seconds + 1) / video.images.length);
  const inputs: string[] = [];
  video.images.forEach((image, i) => {
    const png = path.join(work, `${name}-${i}.png`);
    execFileSync('rsvg-convert', ['-w', '640', '-h', '400', '--keep-aspect-ratio', '-b', 'white', '-o', png, path.join(IMAGES_DIR, `${image}.svg`)]);
    inputs.push('-loop', '1', '-t', String(each), '-i', png);
  });
  const scaled = video.images.map((_, i) => `[${i}:v]scale=640:400:force_original_aspect_ratio=decrease,pad=640:400:(ow-iw)/2:(oh-ih)/2:white,setsar=1,fps=12[v${i}]`);
  const concat = `${video.images.map((_, i) => `[v${i}]`).join('')}concat=n=${video.images.length}:v=1:a=0,format=yuv420p[v]`;
  execFileSync('ffmpeg', [
    '-y', '-loglevel', 'error', ...inputs, '-i', wav,
    '-filter_complex', [...scaled, concat].join(';'),
    '-map', '[v]', '-map', `${video.images.length}:a`,
    '-c:v', 'libvpx-vp9', '-b:v', '90k', '-deadline', 'good', '-row-mt', '1',
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1',
    '-shortest', target,
  ]);
  console.log(`video ${name}: ${seconds.toFixed(1)} s`);
}
rmSync(work, { recursive: true, force: true });
