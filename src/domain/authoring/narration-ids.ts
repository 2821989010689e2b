import type { BilingualAudio } from '../content/bilingual.schemas';
import type { AudioChoice } from './lesson-content.schemas';

/*
 * A draft shows its narration as URLs; a save sends back the asset ids behind them. Pure and free of the
 * schema library, so a builder can read them before zod has loaded (issue 17).
 */

const AUDIO_URL = /\/api\/audio\/(\d+)$/;
const audioIdIn = (url: string | null): number | null => {
  const match = url ? AUDIO_URL.exec(url) : null;
  return match ? Number(match[1]) : null;
};

/** The asset ids behind narration as the draft shows it: what a save sends back unchanged. */
export function audioChoiceOf(audio: BilingualAudio | null): AudioChoice {
  if (!audio) return null;
  const choice = { en: audioIdIn(audio.en), es: audioIdIn(audio.es) };
  return choice.en === null && choice.es === null ? null : choice;
}
