import { sectionOf } from '@domain/telemetry/page-section';

/**
 * The pages the bench's users view, with how often, as concrete paths of the client's route table
 * (src/domain/routing/route-table.ts). Each path's section is the one the real client would send:
 * `sectionOf` is asked at load time, and a path whose screen moved fails the bench at once instead of
 * filling the table with sections no client sends.
 */
export interface PageTemplate {
  /** Relative frequency among the role's page views. */
  readonly weight: number;
  /** The path for the n-th draw (units 1–8, lessons 1–40, so paths vary as real ones do). */
  readonly path: (n: number) => string;
}

const unit = (n: number) => 1 + (n % 8);
const lesson = (n: number) => 1 + (n % 40);

/** A student's day: the units dashboard, units and their lessons most, the rest now and then. */
export const STUDENT_PAGES: readonly PageTemplate[] = [
  { weight: 14, path: () => '/' },
  { weight: 12, path: (n) => `/unit/${unit(n)}` },
  { weight: 30, path: (n) => `/unit/${unit(n)}/lesson/${lesson(n)}` },
  { weight: 8, path: (n) => `/unit/${unit(n)}/assessment/${lesson(n)}` },
  { weight: 4, path: (n) => `/unit/${unit(n)}/mid-unit/${lesson(n)}` },
  { weight: 6, path: (n) => `/unit/${unit(n)}/lessons` },
  { weight: 5, path: (n) => `/unit/${unit(n)}/vocabulary` },
  { weight: 4, path: (n) => `/unit/${unit(n)}/time-line` },
  { weight: 4, path: (n) => `/unit/${unit(n)}/videos` },
  { weight: 3, path: (n) => `/unit/${unit(n)}/overview` },
  { weight: 3, path: (n) => `/unit/${unit(n)}/biography/${lesson(n)}` },
  { weight: 3, path: (n) => `/unit/${unit(n)}/unitstory/${lesson(n)}` },
  { weight: 2, path: (n) => `/unit/${unit(n)}/opener/${unit(n)}` },
  { weight: 1, path: () => '/scope-and-sequence' },
  { weight: 1, path: () => '/literacy-skills' },
];

/** A teacher's day: their classrooms, the grading queue and the reports. */
export const TEACHER_PAGES: readonly PageTemplate[] = [
  { weight: 20, path: () => '/class-room/management' },
  { weight: 15, path: () => '/class-room/details' },
  { weight: 15, path: () => '/class-room/grading' },
  { weight: 12, path: () => '/class-room/reporting' },
  { weight: 6, path: () => '/class-room/live' },
  { weight: 6, path: () => '/class-room/benchmarks' },
  { weight: 8, path: (n) => `/student-reports/student/${1 + (n % 500)}` },
  { weight: 3, path: () => '/student-reports-expended' },
];

export interface Page {
  readonly section: string;
  readonly path: string;
}

/**
 * The role's pages expanded by weight (a template of weight w appears w times, each with its own
 * path), so "page number h mod length" draws them at their frequencies, in SQL as in TypeScript.
 */
export function expandPages(templates: readonly PageTemplate[]): Page[] {
  const pages: Page[] = [];
  let n = 0;
  for (const t of templates) {
    for (let i = 0; i < t.weight; i += 1) {
      const path = t.path(n++);
      const section = sectionOf(path);
      if (section === 'notFound') throw new Error(`bench page ${path} matches no client route (src/domain/routing/route-table.ts)`);
      pages.push({ section, path });
    }
  }
  return pages;
}
