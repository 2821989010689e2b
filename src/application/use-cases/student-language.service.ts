import { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import type { PreferenceStore } from '../ports/preference-store.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import type { SessionService } from './session.service';

/**
 * A student reads in one language and may listen in another (a Spanish reader can keep English
 * narration). The text language is the interface language; the audio language drives every audio
 * player. Both are stored per tab and, for students, on the server so they survive sign-out.
 */
export class StudentLanguageService {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly preferences: PreferenceStore,
    private readonly profiles: ProfileGateway,
    private readonly session: SessionService,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The narration language audio players use. */
  readonly audioLanguage = (): Language => this.preferences.readAudioLanguage();

  async setAudioLanguage(language: Language): Promise<void> {
    this.preferences.writeAudioLanguage(language);
    this.notify();
    const student = this.signedInStudent();
    if (student) await this.profiles.changeAudioLanguage(student, language);
  }

  /** Called when the interface language changes: a student's text language follows it on the server. */
  async persistTextLanguage(language: Language): Promise<void> {
    const student = this.signedInStudent();
    if (student) await this.profiles.changeTextLanguage(student, language);
  }

  /** At sign-in a student's stored narration language becomes this tab's. */
  adoptAudioLanguage(language: Language): void {
    this.preferences.writeAudioLanguage(language);
    this.notify();
  }

  private signedInStudent(): number | null {
    const profile = this.session.getSnapshot().profile;
    return profile?.roleId === RoleId.Student ? profile.id : null;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
