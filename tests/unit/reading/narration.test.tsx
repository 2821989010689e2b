// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AudioPlayer } from '@ui/learning/common/AudioPlayer';
import { NarrationLanguageSwitch } from '@ui/learning/common/NarrationLanguageSwitch';
import { courseTwin } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

const OPENING = { id: 1, en: '/api/audio/1', es: '/api/audio/2' };
const CAPTION = { id: 2, en: '/api/audio/3', es: '/api/audio/4' };

function Page() {
  return (
    <>
      <NarrationLanguageSwitch />
      <AudioPlayer audio={OPENING} label="Opening" />
      <AudioPlayer audio={CAPTION} label="Caption" />
    </>
  );
}

const sources = () => screen.getAllByTestId('audio-player').map((el) => el.getAttribute('src'));

describe('NarrationLanguageSwitch', () => {
  it('switches every audio player at once and saves the choice for the student, leaving the text language alone', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, profiles, preferences } = learningWorld(courseTwin(), { language: 'en', audioLanguage: 'en' });
    renderAt(<Page />, { services, path: '/x', pattern: '/x' });

    const group = screen.getByRole('radiogroup', { name: 'Narration language' });
    expect((within(group).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(sources()).toEqual(['/api/audio/1', '/api/audio/3']);
    expect(screen.getAllByTestId('audio-player').map((el) => el.getAttribute('lang'))).toEqual(['en', 'en']);

    await user.click(within(group).getByRole('radio', { name: 'Español' }));
    expect(sources()).toEqual(['/api/audio/2', '/api/audio/4']);
    expect(screen.getAllByTestId('audio-player').map((el) => el.getAttribute('lang'))).toEqual(['es', 'es']);
    expect(profiles.changeAudioLanguage).toHaveBeenCalledWith(7, 'es');
    expect(profiles.changeTextLanguage).not.toHaveBeenCalled();
    expect(preferences.readAudioLanguage()).toBe('es');
    expect(preferences.readLanguage()).toBe('en');

    await user.click(within(group).getByRole('radio', { name: 'English' }));
    expect(sources()).toEqual(['/api/audio/1', '/api/audio/3']);
    expect(profiles.changeAudioLanguage).toHaveBeenLastCalledWith(7, 'en');
  });

  it('is labelled in Spanish for a Spanish interface', () => {
    const { services } = learningWorld(courseTwin(), { language: 'es', audioLanguage: 'en' });
    renderAt(<NarrationLanguageSwitch />, { services, path: '/x', pattern: '/x' });
    const group = screen.getByRole('radiogroup', { name: 'Idioma de la narración' });
    expect((within(group).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });
});
