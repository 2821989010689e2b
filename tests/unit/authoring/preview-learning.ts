import type { AppServices } from '@application/app-services';

/** What the audio players read of the student's language choices: the narration language, unchanged. */
const NARRATION: Partial<Record<string, unknown>> = { narrationLanguage: () => 'en', onNarrationLanguageChange: () => () => {} };

/**
 * The learning services a preview may touch: the students' narration language (the players read it).
 * Any other learning call (progress, a published read) is recorded in `learningCalls` and refused: a
 * preview must make none.
 */
export function previewLearning() {
  const learningCalls: string[] = [];
  const learning = new Proxy({} as AppServices['learning'], {
    get: (_target, name) => {
      if (typeof name === 'string' && name in NARRATION) return NARRATION[name];
      learningCalls.push(String(name));
      return () => Promise.reject(new Error(`learning.${String(name)} is not part of a preview`));
    },
  });
  return { learning, learningCalls };
}
