import { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import type { PreferenceStore } from '../ports/preference-store.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import type { SessionService } from '../use-cases/session.service';

/**
 * A student reads in one language and may listen in another (a Spanish reader can keep English
 * narration). The text language is the interface language; the narration language drives every
 * audio player. Both are kept per tab and, for students, on the server so they survive sign-out.
 */
export interface StudentLanguageChoices {
  /** The narration language audio players use. */
  narrationLanguage(): Language;
  /** Calls `listener` whenever the narration language changes; returns the unsubscribe. */
  onNarrationLanguageChange(listener: () => void): () => void;
  /** The student picks a narration language: every player follows at once; a student's choice is saved. */
  chooseNarrationLanguage(language: Language): Promise<void>;
  /** The interface language changed: a student's text language follows it on the server. */
  keepTextLanguage(language: Language): Promise<void>;
  /** At sign-in a student's stored narration language becomes this tab's. */
  adoptNarrationLanguage(language: Language): void;
}

export function createStudentLanguageChoices(preferences: PreferenceStore, profiles: ProfileGateway, session: SessionService): StudentLanguageChoices {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const signedInStudent = (): number | null => {
    const profile = session.getSnapshot().profile;
    return profile?.roleId === RoleId.Student ? profile.id : null;
  };
  return {
    narrationLanguage: () => preferences.readAudioLanguage(),
    onNarrationLanguageChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    chooseNarrationLanguage: async (language) => {
      preferences.writeAudioLanguage(language);
      notify();
      const student = signedInStudent();
      if (student) await profiles.changeAudioLanguage(student, language);
    },
    keepTextLanguage: async (language) => {
      const student = signedInStudent();
      if (student) await profiles.changeTextLanguage(student, language);
    },
    adoptNarrationLanguage: (language) => {
      preferences.writeAudioLanguage(language);
      notify();
    },
  };
}
