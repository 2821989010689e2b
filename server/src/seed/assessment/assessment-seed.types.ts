import type { VennRegion } from '@domain/assessment/question.schemas';
import type { Narration, T } from '../course/course-seed.types';

/**
 * The demo assessments as data (original bilingual writing). Narrations name audio files under
 * ./audio (made once by generate-assessment-audio.ts, committed); images name the course's SVGs.
 */

export interface ChoiceSeed {
  readonly text: T;
  readonly correct?: boolean;
  readonly audio?: Narration;
  /** Shown after submission: why this choice is right or wrong. */
  readonly response?: T;
  readonly responseAudio?: Narration;
}

export interface BlankSeed {
  readonly en: readonly string[];
  readonly es: readonly string[];
  readonly hint?: T;
}

interface QuestionSeedBase {
  readonly instruction: T;
  readonly instructionAudio?: Narration;
  readonly primaryTextSource?: T;
  readonly primarySourceAudio?: Narration;
  readonly audio?: Narration;
  readonly image?: string;
  readonly points?: number;
  readonly teks?: readonly { readonly code: string; readonly description: string }[];
  readonly suggestedAnswer?: T;
  readonly rubric?: T;
  readonly responseText?: T;
  readonly routePoints?: readonly T[];
}

export type QuestionSeed = QuestionSeedBase &
  (
    | { readonly type: 'multiple-choice' | 'boolean' | 'multi-response'; readonly choices: readonly ChoiceSeed[] }
    | {
        readonly type: 'venn-diagram';
        readonly primaryLabel: T;
        readonly secondaryLabel: T;
        readonly primaryImage?: string;
        readonly secondaryImage?: string;
        readonly elements: readonly { readonly content: T; readonly region: VennRegion }[];
      }
    | { readonly type: 'type-f'; readonly columns: readonly T[]; readonly elements: readonly { readonly content: T; readonly column: number }[] }
    | { readonly type: 'cloze-sentence'; readonly content: T; readonly wordBank: readonly T[]; readonly blanks: readonly BlankSeed[] }
    | { readonly type: 'fill-in-blank'; readonly content: T; readonly blanks: readonly BlankSeed[] }
    | { readonly type: 'written' }
    | {
        readonly type: 'essay';
        readonly steps: readonly { readonly title: T; readonly content?: T; readonly audio?: Narration }[];
        readonly topics: readonly T[];
      }
  );

export interface SectionSeed {
  readonly number: number;
  readonly title?: T;
  readonly questions: readonly QuestionSeed[];
}

/** A lesson of the demo course, by English unit name and lesson title. */
export interface LessonRef {
  readonly unit: string;
  readonly title: string;
}

export interface AssessmentSeed {
  readonly lesson: LessonRef;
  readonly directions?: T;
  readonly sections: readonly SectionSeed[];
  /** A regular lesson gets an assessment-group component (check-your-understanding) at its end. */
  readonly addComponent?: { readonly title: T; readonly requiresTeacherFeedback?: boolean };
}

export interface BenchmarkSeed extends AssessmentSeed {
  readonly title: T;
  /** English name of the unit the set tests. */
  readonly linkedUnit: string;
}
