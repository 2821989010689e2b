import type { ComponentType } from '@domain/content/component.schemas';

/**
 * The shape of the demo course as data. Texts are bilingual; `rich` texts hold simple HTML.
 * A `Narration` names an audio file pair (audio/<key>.en.mp3, audio/<key>.es.mp3) and the words it
 * speaks, which scripts/generate-course-audio.ts turns into speech once (espeak-ng); the files are committed.
 * Images name an SVG in images/ (see course-images.ts for their sizes and alt text).
 */
export interface T {
  readonly en: string;
  readonly es: string;
}

export interface Narration {
  readonly narration: string;
  readonly en: string;
  readonly es: string;
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** Narration of a text under a file key. */
export const say = (key: string, text: T): Narration => ({ narration: key, en: stripTags(text.en), es: stripTags(text.es) });

export const t = (en: string, es: string): T => ({ en, es });

export interface ImageSeed {
  readonly image: string;
  readonly caption?: T;
  readonly captionAudio?: Narration;
  readonly title?: T;
  readonly disclaimer?: T;
  readonly audio?: Narration;
  readonly width?: number;
  readonly position?: 'absolute' | 'inherit';
  readonly captionMargin?: number;
  readonly marginBottom?: number;
}

export interface RoutePointSeed {
  readonly content: T;
  readonly audio?: Narration;
  readonly images?: readonly ImageSeed[];
}

export interface EssentialQuestionSeed {
  readonly question: T;
  readonly audio?: Narration;
}

export interface ParagraphSeed {
  readonly title?: T;
  readonly content?: T;
  readonly audio?: Narration;
  readonly videoUrl?: string;
  readonly background?: string;
  readonly opacity?: number;
  readonly size?: number;
  readonly alignment?: 'flex-start' | 'center' | 'flex-end';
  readonly orientation?: 'left-side' | 'right-side';
  readonly height?: string;
  readonly images?: readonly ImageSeed[];
  readonly routePoints?: readonly RoutePointSeed[];
  readonly isProgressiveMap?: boolean;
  readonly isHorizontalMode?: boolean;
  readonly isCarousal?: boolean;
  readonly essentialQuestion?: EssentialQuestionSeed;
  readonly displayStepNumbers?: boolean;
}

export interface ComponentSeed {
  readonly type: ComponentType;
  readonly title?: T;
  readonly content?: T;
  readonly audio?: Narration;
  readonly videoUrl?: string;
  readonly embedUrl?: string;
  readonly background?: string;
  readonly color?: string;
  readonly size?: number;
  readonly alignment?: 'flex-start' | 'center' | 'flex-end';
  readonly height?: string;
  readonly groupHeaderType?: number;
  readonly assessmentGroupNumber?: number;
  readonly requiresTeacherFeedback?: boolean;
  readonly paragraphs?: readonly ParagraphSeed[];
}

export interface LessonSeed {
  readonly title: T;
  readonly lessonTypeId: number;
  readonly essentialQuestion?: EssentialQuestionSeed;
  readonly components: readonly ComponentSeed[];
}

export interface BiographySeed {
  readonly characterName: T;
  readonly characterPeriod: T;
  readonly mainText: T;
  readonly portrait: string;
  readonly portraitCaption: T;
  readonly disclaimer?: T;
  readonly audio?: Narration;
}

export interface TimelineEventSeed {
  readonly date: T;
  readonly year: number;
  readonly title: T;
  readonly shortDescription: T;
  readonly longDescription: T;
  readonly image?: string;
  readonly audio?: Narration;
}

/** One glossary entry in both languages; each language becomes its own term row (1 English, 0 Spanish). */
export interface VocabularySeed {
  readonly en: { readonly name: string; readonly definition: string; readonly category: string; readonly plural?: string; readonly usage?: string; readonly pronunciation?: string };
  readonly es: { readonly name: string; readonly definition: string; readonly category: string; readonly plural?: string; readonly usage?: string; readonly pronunciation?: string };
  /** Audio file key: speaks the English and the Spanish word. */
  readonly audio?: string;
}

export interface OpenerSeed {
  readonly backgroundImage: string;
  readonly openerBackgroundImage: string;
  readonly thumbnailImage: string;
  readonly titleBackgroundColor: string;
  readonly color: string;
  readonly videoUrl?: string;
  readonly audio?: Narration;
  readonly embeddedLink?: string;
  readonly story: T;
  readonly highlight: T;
  readonly hotspots: readonly { readonly x: number; readonly y: number; readonly label: T; readonly text: T }[];
}

export interface UnitSeed {
  readonly name: T;
  readonly number: number;
  readonly belongsTo: string;
  readonly specialUnitAcronym?: T;
  readonly unitTypeId: number;
  readonly description: T;
  readonly descriptionAudio?: Narration;
  readonly thumbnail: string;
  readonly overviewIntro?: T;
  readonly blurbs: readonly { readonly title: T; readonly text: T; readonly image?: string; readonly audio?: Narration }[];
  readonly opener?: OpenerSeed;
  readonly lessons: readonly LessonSeed[];
  readonly stories: readonly { readonly name: T; readonly components: readonly ComponentSeed[] }[];
  readonly biographies: readonly BiographySeed[];
  readonly timeline?: { readonly title: T; readonly intro: T; readonly events: readonly TimelineEventSeed[] };
  readonly videos: readonly { readonly title: T; readonly description: T; readonly video: string; readonly thumbnail?: string }[];
  readonly vocabulary: readonly VocabularySeed[];
  readonly teacherPage?: { readonly title: T; readonly content: T; readonly skills: readonly { readonly name: T; readonly description: T }[] };
  /** Locked for the demo classroom, so the demo student sees a locked unit. */
  readonly lockedForDemoClassroom?: boolean;
}
