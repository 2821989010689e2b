import { describe, expect, it } from 'vitest';
import { audioChoiceOf } from '@domain/authoring/narration-ids';

describe('audioChoiceOf', () => {
  it('reads the audio asset ids behind the draft narration URLs, per language', () => {
    expect(audioChoiceOf({ id: 1, en: '/api/audio/12', es: null })).toEqual({ en: 12, es: null });
    expect(audioChoiceOf({ id: 1, en: 'https://host.example/api/audio/3', es: '/api/audio/4' })).toEqual({ en: 3, es: 4 });
  });

  it('is null without narration, or when no URL names an audio asset', () => {
    expect(audioChoiceOf(null)).toBeNull();
    expect(audioChoiceOf({ id: 1, en: null, es: null })).toBeNull();
    expect(audioChoiceOf({ id: 1, en: '/api/images/12', es: '/api/audio/x' })).toBeNull();
  });
});
