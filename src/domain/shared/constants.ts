/** Business constants of product-spec §9 and api-spec §9. Units are in the names. */

export const LessonTypeId = {
  Overview: 1,
  Lesson: 2,
  Story: 3,
  Skill: 4,
  MidAssessment: 5,
  EndAssessment: 6,
  BenchmarkAssessment: 7,
  AmericanHighlight: 8,
} as const;
export type LessonTypeId = (typeof LessonTypeId)[keyof typeof LessonTypeId];

/** Lesson types hidden when the interface language is Spanish. */
export const LESSON_TYPES_HIDDEN_IN_SPANISH: readonly LessonTypeId[] = [4, 5, 6];

export const UnitTypeId = { Regular: 1, Benchmark: 4 } as const;

export const VocabularyLanguageCode = { English: 1, Spanish: 0 } as const;

/** Review-flag question-type code sent with IsReviewing. */
export const ReviewQuestionTypeCode = { ChoiceLike: 1, Other: 2 } as const;

export const ReportTypeId = { CheckYourUnderstanding: 1, PerformanceAssessment: 2, Benchmark: 3, MidUnit: 4 } as const;

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const MAX_AGE_YEARS = 100;
export const SSO_MIN_AGE_YEARS = 18;

export const MAX_ESSAYS_PER_ASSESSMENT = 1;
export const MAX_VENN_DIAGRAMS_PER_ASSESSMENT = 1;

export const COMPONENT_DEFAULTS = {
  size: 12,
  opacity: 100,
  height: 'auto',
  alignment: 'flex-start',
  orientation: 'left-side',
} as const;
export const DEFAULT_IMAGE_WIDTH_PX = 700;
/** Content uploads (`POST images`): the most a file may weigh, by the kind its bytes show (docs/decisions.md). */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_AUDIO_UPLOAD_BYTES = 25 * 1024 * 1024;
/** What `POST images` takes, by kind: the content types the server recognises from a file's bytes, and each kind's limit. */
export const ACCEPTED_UPLOAD_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/mp4'],
} as const;
export const MAX_UPLOAD_BYTES = { image: MAX_IMAGE_UPLOAD_BYTES, audio: MAX_AUDIO_UPLOAD_BYTES } as const;
export type UploadKind = keyof typeof ACCEPTED_UPLOAD_TYPES;
/** The back office's rich-text editors hand their value on this long after the last keystroke (product-spec §9). */
export const RICH_TEXT_DEBOUNCE_MS = 300;
/** After a change of the SOA/ELA standards the list loads again this long after (product-spec §9, api-spec §7.10). */
export const SOA_RELOAD_DELAY_MS = 500;

/** Session idle: warning at 59 minutes, logout at 60 minutes (docs/decisions.md). */
export const SESSION_IDLE_LOGOUT_MS = 60 * 60 * 1000;
export const SESSION_IDLE_WARNING_BEFORE_MS = 60 * 1000;

/** Real-time channel reconnect schedule, then stop. */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10000, 30000];

/** Multi-response answer queue check interval. */
export const ANSWER_QUEUE_POLL_MS = 200;
/**
 * Answer outbox: after a failed send, wait 1 s, 2 s, 5 s, 15 s, then every 30 s (the last delay
 * repeats: a saved answer is never given up on; an `online` event retries at once).
 */
export const ANSWER_SYNC_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 15_000, 30_000];
/** Assessment submit: retry a failed (network or server) submit after 2 s, 5 s and 15 s, then ask the student. */
export const ASSESSMENT_SUBMIT_RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 15_000];

export const LOADER = { color: '#3A4DFD', sizePx: 60 } as const;
/** Snackbar highlight for notification type 1. */
export const NOTIFICATION_HIGHLIGHT_TYPE = 1;

export const SESSION_STORAGE_KEYS = {
  token: 'auth-token',
  profile: 'user-profile',
  language: 'language',
  audioLanguage: 'audio-language',
  qaTrace: 'qa-trace',
} as const;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_HEADER = 'Language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** Letter labels A..Z, then AA, AB, ... (spreadsheet-style numbering). `index` counts from 0. */
export function letterLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}
