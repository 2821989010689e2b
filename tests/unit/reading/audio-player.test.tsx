// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '@ui/learning/common/AudioPlayer';
import { courseTwin } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

/**
 * Issue 11: native players read "0:00 / 0:00" until played (preload="none") and each took three Tab stops.
 * The narration player loads the metadata, shows the length at once, and is one Tab stop (play) until
 * started, then play/pause plus a position slider — everything the native controls gave the student.
 */

const NARRATION = { id: 1, en: '/api/audio/1', es: '/api/audio/2' };

/** jsdom plays nothing: the element's clock and its media events are driven by hand here. */
function mediaClock(audio: HTMLAudioElement) {
  let time = 0;
  let paused = true;
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => time, set: (t: number) => ((time = t), fireEvent(audio, new Event('timeupdate'))) });
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => paused });
  return {
    loadMetadata(seconds: number) {
      Object.defineProperty(audio, 'duration', { configurable: true, get: () => seconds });
      fireEvent(audio, new Event('loadedmetadata'));
    },
    setPaused(value: boolean) {
      paused = value;
    },
    advanceTo(seconds: number) {
      audio.currentTime = seconds;
    },
  };
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent(this, new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent(this, new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

function renderPlayer(language: 'en' | 'es' = 'en') {
  const { services } = learningWorld(courseTwin(), { language, audioLanguage: language });
  renderAt(
    <>
      <AudioPlayer audio={NARRATION} label="Opening" />
      <button type="button">After</button>
    </>,
    { services, path: '/x', pattern: '/x', language },
  );
  const audio = screen.getByTestId('audio-player') as HTMLAudioElement;
  return { audio, clock: mediaClock(audio) };
}

describe('the narration player', () => {
  it('loads the metadata and shows the length before it is played', () => {
    const { audio, clock } = renderPlayer();
    expect(audio.getAttribute('preload')).toBe('metadata');
    expect(audio.hasAttribute('controls')).toBe(false);
    expect(audio.getAttribute('src')).toBe('/api/audio/1');
    expect(audio.getAttribute('lang')).toBe('en');
    const player = screen.getByRole('group', { name: 'Listen: Opening' });
    act(() => clock.loadMetadata(83.4));
    expect(within(player).getByTestId('audio-time').textContent).toBe('0:00 / 1:23');
    expect(within(player).getByRole('button', { name: 'Play (1:23)' })).toBeTruthy();
  });

  it('is one Tab stop until started', async () => {
    const { clock } = renderPlayer();
    act(() => clock.loadMetadata(12));
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play (0:12)' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('plays, pauses, and seeks with the keyboard on its position slider, which tells the time', async () => {
    const { audio, clock } = renderPlayer();
    act(() => clock.loadMetadata(83));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play (1:23)' }));
    clock.setPaused(false);
    expect(play).toHaveBeenCalledTimes(1);
    const pauseButton = screen.getByRole('button', { name: 'Pause' });
    act(() => clock.advanceTo(5));
    const position = screen.getByRole('slider', { name: 'Position' });
    expect(position.getAttribute('aria-valuetext')).toBe('0:05 of 1:23');
    expect(screen.getByTestId('audio-time').textContent).toBe('0:05 / 1:23');
    await user.click(pauseButton);
    clock.setPaused(true);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play (1:23)' })).toBeTruthy();
    // A keyboard step on the slider (the browser moves a range input by its step) moves the narration.
    fireEvent.change(position, { target: { value: '6' } });
    expect(audio.currentTime).toBe(6);
    expect(position.getAttribute('aria-valuetext')).toBe('0:06 of 1:23');
    expect(position.getAttribute('step')).toBe('1');
  });

  it('speaks Spanish on a Spanish screen', async () => {
    const { clock } = renderPlayer('es');
    act(() => clock.loadMetadata(7));
    const player = screen.getByRole('group', { name: 'Escuchar: Opening' });
    await userEvent.setup().click(within(player).getByRole('button', { name: 'Reproducir (0:07)' }));
    expect(within(player).getByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(within(player).getByRole('slider', { name: 'Posición' }).getAttribute('aria-valuetext')).toBe('0:00 de 0:07');
  });
});
