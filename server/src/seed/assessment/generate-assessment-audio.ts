/**
 * Makes the demo assessments' narration once, offline (the small MP3s are committed under ./audio, so a
 * first start needs no speech tools), the same way scripts/generate-course-media.ts does for the course:
 *
 *   apt-get install -y espeak-ng lame
 *   node --import tsx server/src/seed/assessment/generate-assessment-audio.ts [--force]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { audioFileName } from '../course/course-media';
import type { Narration } from '../course/course-seed.types';
import { ASSESSMENT_AUDIO_DIR } from './assessment-media';
import { DEMO_ASSESSMENTS } from './demo-assessments.seed';
import { demoBenchmarkSet } from './literacy-benchmark.assessments';

const VOICES = { en: 'en-us', es: 'es-419' } as const;
const force = process.argv.includes('--force');
const work = mkdtempSync(path.join(tmpdir(), 'assessment-audio-'));

function collect(value: unknown, out: Map<string, Narration>): void {
  if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.narration === 'string') out.set(record.narration, record as unknown as Narration);
    else Object.values(record).forEach((v) => collect(v, out));
  }
}

const narrations = new Map<string, Narration>();
collect([...DEMO_ASSESSMENTS, demoBenchmarkSet], narrations);
mkdirSync(ASSESSMENT_AUDIO_DIR, { recursive: true });
let made = 0;
for (const n of narrations.values()) {
  for (const language of ['en', 'es'] as const) {
    const target = path.join(ASSESSMENT_AUDIO_DIR, audioFileName(n.narration, language));
    if (!force && existsSync(target)) continue;
    const wav = path.join(work, 'speech.wav');
    const txt = path.join(work, 'speech.txt');
    writeFileSync(txt, n[language]);
    execFileSync('espeak-ng', ['-v', VOICES[language], '-s', '155', '-f', txt, '-w', wav]);
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wav, target]);
    made += 1;
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`assessment narration: ${narrations.size} keys, ${made} files made`);
