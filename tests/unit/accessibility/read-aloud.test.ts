import { describe, expect, it, vi } from 'vitest';
import { createAccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import { createInMemoryAccessibilityPreferences } from '@infrastructure/http/in-memory-accessibility-preferences.adapter';
import { createInMemoryReadAloud } from '@infrastructure/speech/in-memory-read-aloud.adapter';
import { createSpeechSynthesisReadAloud, voiceFor, type SpeechEnvironment } from '@infrastructure/speech/speech-synthesis-read-aloud.adapter';

/** An utterance as the adapter uses it; the browser's class is absent in Node. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

/** Speech synthesis that speaks one utterance at a time until `endCurrent()`; `cancel` errors it. */
function fakeSpeech(voices: SpeechSynthesisVoice[] = []) {
  const spoken: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  const synthesis = {
    getVoices: () => voices,
    speak: vi.fn((u: FakeUtterance) => {
      spoken.push(u);
      current = u;
    }),
    cancel: vi.fn(() => {
      const u = current;
      current = null;
      u?.onerror?.();
    }),
    pause: vi.fn(),
    resume: vi.fn(),
  };
  const env = { synthesis, utterance: (text: string) => new FakeUtterance(text) } as unknown as SpeechEnvironment;
  const endCurrent = () => {
    const u = current;
    current = null;
    u?.onend?.();
  };
  return { env, synthesis, spoken, endCurrent };
}

describe('choosing a voice', () => {
  it('prefers US English, and US then Mexican Spanish, as devices spell them', () => {
    const voices = [voice('en-GB'), voice('es-ES'), voice('es_MX'), voice('en-US'), voice('es-US')];
    expect(voiceFor(voices, 'en')?.lang).toBe('en-US');
    expect(voiceFor(voices, 'es')?.lang).toBe('es-US');
    expect(voiceFor(voices.filter((v) => v.lang !== 'es-US'), 'es')?.lang).toBe('es_MX');
    expect(voiceFor([voice('es-ES')], 'es')?.lang).toBe('es-ES');
    expect(voiceFor([voice('fr-FR')], 'es')).toBeUndefined();
  });
});

describe('read-aloud over speech synthesis', () => {
  it('speaks the passages in turn in the language and ends when the last one is spoken', async () => {
    const speech = fakeSpeech([voice('es-MX')]);
    const reading = createSpeechSynthesisReadAloud(speech.env).read(['Uno.', 'Dos.'], 'es');
    expect(speech.spoken.map((u) => u.text)).toEqual(['Uno.']);
    speech.endCurrent();
    expect(speech.spoken.map((u) => [u.text, u.lang])).toEqual([
      ['Uno.', 'es-MX'],
      ['Dos.', 'es-MX'],
    ]);
    speech.endCurrent();
    await expect(reading).resolves.toBe('finished');
  });

  it('names the language when the device lists no voice yet, so the browser picks one', () => {
    const speech = fakeSpeech();
    void createSpeechSynthesisReadAloud(speech.env).read(['Hello.'], 'en');
    expect(speech.spoken[0].lang).toBe('en-US');
  });

  it('stops: the reading ends as stopped and nothing more is spoken', async () => {
    const speech = fakeSpeech();
    const reader = createSpeechSynthesisReadAloud(speech.env);
    const reading = reader.read(['One.', 'Two.'], 'en');
    await reader.stop();
    await expect(reading).resolves.toBe('stopped');
    expect(speech.spoken).toHaveLength(1);
  });

  it('pauses and resumes the browser speech', async () => {
    const speech = fakeSpeech();
    const reader = createSpeechSynthesisReadAloud(speech.env);
    await reader.pause();
    await reader.resume();
    expect(speech.synthesis.pause).toHaveBeenCalledOnce();
    expect(speech.synthesis.resume).toHaveBeenCalledOnce();
  });

  it('is unavailable where the browser has no speech synthesis', async () => {
    const reader = createSpeechSynthesisReadAloud({ synthesis: undefined, utterance: () => ({}) as SpeechSynthesisUtterance });
    await expect(reader.read(['Hello.'], 'en')).resolves.toBe('unavailable');
  });
});

describe('the accessibility use cases', () => {
  it('read the page as passages in the chosen language, and save and load the whole set', async () => {
    const reader = createInMemoryReadAloud();
    const store = createInMemoryAccessibilityPreferences();
    const useCases = createAccessibilityUseCases(store, reader);
    void useCases.readPageAloud('Unit 1\nThe colonies grew.', { readAloudLanguage: 'es' });
    expect(reader.readings()).toEqual([{ passages: ['Unit 1. The colonies grew.'], language: 'es' }]);
    const chosen = { textSize: 'large', highContrast: true, readingSpacing: false, readAloudLanguage: 'es' } as const;
    expect(await useCases.saveMyAccessibility(chosen)).toMatchObject({ ok: true, data: chosen });
    expect(await useCases.loadMyAccessibility()).toMatchObject({ ok: true, data: chosen });
  });
});
