import { useTranslation } from 'react-i18next';
import type { BilingualAudio } from '@domain/content/bilingual.schemas';
import { audioIn } from '@domain/content/bilingual';
import { useAudioLanguage } from '../../app/use-language';
import { NarrationPlayer } from './NarrationPlayer';

export interface AudioPlayerProps {
  readonly audio: BilingualAudio | null | undefined;
  /** What is narrated, for the player's accessible name ("Listen: The Mayflower Compact"). */
  readonly label: string;
  readonly compact?: boolean;
  /** Download nothing until played (a list of many, on a first screen); the length shows once it plays. */
  readonly lengthOnPlay?: boolean;
}

/**
 * Narration wherever an audio field is set, in the student's audio language (which may differ from
 * the text language). Renders nothing when that language has no recording. A new recording (the
 * narration language switched) starts a fresh player: its time and length belong to the old one.
 */
export function AudioPlayer({ audio, label, compact = false, lengthOnPlay = false }: AudioPlayerProps) {
  const { t } = useTranslation();
  const language = useAudioLanguage();
  const src = audioIn(audio, language);
  if (!src) return null;
  return <NarrationPlayer key={src} src={src} language={language} name={t('listenTo', { what: label })} compact={compact} lengthOnPlay={lengthOnPlay} />;
}
