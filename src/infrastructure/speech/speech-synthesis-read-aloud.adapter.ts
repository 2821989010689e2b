import type { ReadAloud, ReadingEnd } from '@application/accessibility/read-aloud.port';
import { SPEECH_LANGUAGES, type ReadAloudLanguage } from '@domain/accessibility/accessibility.rules';

/** The part of the browser's speech synthesis read-aloud uses (Web Speech API). */
export interface SpeechEnvironment {
  readonly synthesis: Pick<SpeechSynthesis, 'speak' | 'cancel' | 'pause' | 'resume' | 'getVoices'> | undefined;
  readonly utterance: (text: string) => SpeechSynthesisUtterance;
}

/** This browser's speech synthesis, or none where the device has no voices to offer. */
export function browserSpeech(): SpeechEnvironment {
  const synthesis = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis;
  return { synthesis, utterance: (text) => new SpeechSynthesisUtterance(text) };
}

/** Android reports `es_US`, desktop browsers `es-US`. */
const tagOf = (lang: string) => lang.replace('_', '-').toLowerCase();

/** The device's best voice for the language (SPEECH_LANGUAGES order), if it lists any yet. */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], language: ReadAloudLanguage): SpeechSynthesisVoice | undefined {
  for (const wanted of SPEECH_LANGUAGES[language].map(tagOf)) {
    const voice = voices.find((v) => tagOf(v.lang) === wanted) ?? voices.find((v) => tagOf(v.lang).startsWith(`${wanted}-`));
    if (voice) return voice;
  }
  return undefined;
}

/**
 * Read-aloud over speech synthesis: one utterance per passage (browsers cut long ones short), spoken
 * in turn in the language's voice; without a listed voice the language tag alone lets the browser pick.
 */
export function createSpeechSynthesisReadAloud(env: SpeechEnvironment = browserSpeech()): ReadAloud {
  let current: { end(how: ReadingEnd): void } | null = null;
  const stop = () => {
    current?.end('stopped');
    env.synthesis?.cancel();
  };
  return {
    read(passages, language) {
      const synthesis = env.synthesis;
      if (!synthesis) return Promise.resolve('unavailable');
      stop();
      const voice = voiceFor(synthesis.getVoices(), language);
      return new Promise<ReadingEnd>((resolve) => {
        let next = 0;
        const reading = {
          end(how: ReadingEnd) {
            if (current !== reading) return;
            current = null;
            resolve(how);
          },
        };
        current = reading;
        const speakNext = () => {
          if (current !== reading) return;
          if (next >= passages.length) return reading.end('finished');
          const utterance = env.utterance(passages[next++]);
          utterance.lang = voice?.lang ?? SPEECH_LANGUAGES[language][0];
          if (voice) utterance.voice = voice;
          utterance.onend = speakNext;
          // Cancelled (a stop, another reading) or a voice that failed: the reading is over either way.
          utterance.onerror = () => reading.end('stopped');
          synthesis.speak(utterance);
        };
        speakNext();
      });
    },
    pause: async () => env.synthesis?.pause(),
    resume: async () => env.synthesis?.resume(),
    stop: async () => stop(),
  };
}
