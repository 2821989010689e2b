import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { lessonPath } from '../../src/ui/learning/common/lesson-path';
import { blockingTimeAllowed } from './blocking-time-allowed';

/** Debian's chromium with the flags this environment needs (../shared/guide/stack.md, playwright.config.ts). */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
/** Over HTTPS the server has the bench's test certificate, which no browser trusts. */
const INSECURE_CERTIFICATE_ARGS = ['--ignore-certificate-errors'];
const STUDENT = { username: 'student', password: 'Demo12345' };
/** Where each page's whole Lighthouse report is written as JSON (long tasks, main-thread breakdown), when set. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

/** The performance score the issue asks of every page (issue 17). */
export const TARGET_PERFORMANCE = 95;

/** What one page scored and weighed, from its Lighthouse report. */
export interface PageFigures {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly transferBytes: number;
  /** The most blocking time that would have scored TARGET_PERFORMANCE, its paints as measured; -1 when none would. */
  readonly tbtAllowedMs: number;
}

function figuresOf(page: string, lhr: Result): PageFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    tbtAllowedMs: blockingTimeAllowed(lhr, TARGET_PERFORMANCE) ?? -1,
  };
}

/** Writes one round's reports, named by the round's time and the page's place in the flow. */
function keepReports(dir: string, reports: Result[]): void {
  mkdirSync(dir, { recursive: true });
  const round = new Date().toISOString().replace(/[:.]/g, '-');
  reports.forEach((lhr, i) => writeFileSync(path.join(dir, `${round}-${i + 1}.json`), JSON.stringify(lhr)));
}

/**
 * The student's first reading lesson (target `lesson`) in the first unit open to them, asked of the API
 * from the page (so over the page's own protocol and certificate).
 */
async function firstLessonPath(page: Page): Promise<{ unitId: number; lesson: { id: number; order: number; target: string }; openerId: number | null }> {
  // No functions declared inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async (student) => {
    const signedIn = await (await fetch('/api/user/authenticate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(student) })).json();
    const asStudent = { headers: { authorization: `Bearer ${signedIn.data.token}` } };
    const units = (await (await fetch('/api/units', asStudent)).json()).data as { id: number; lockStatus: string }[];
    for (const { id } of units.filter((u) => u.lockStatus === 'unlocked')) {
      const unit = (await (await fetch(`/api/unit/${id}`, asStudent)).json()).data;
      const lessons = [...(unit.lessons as { id: number; order: number; target: string }[])].sort((a, b) => a.order - b.order);
      const first = lessons.find((l) => l.target === 'lesson');
      if (first) return { unitId: id, lesson: first, openerId: unit.openerId as number | null };
    }
    throw new Error('the demo student has no reading lesson open');
  }, STUDENT);
}

/**
 * `simulate` (Lighthouse's default) estimates the throttled load from an unthrottled one; `devtools` slows
 * the browser itself (latency, bandwidth, CPU) and reports what it observed, slower to run and noisier, but
 * it shows what a change of request order does in a real browser, which the estimate models coarsely.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/**
 * One Lighthouse user flow, mobile with simulated throttling (the defaults; `throttlingMethod`): /signin as a cold
 * navigation; the student signs in; then the units dashboard and the first lesson, each a cold navigation:
 * the browser cache cleared, the tab's session kept (Lighthouse leaves sessionStorage alone).
 */
export async function measureStudentFlow(origin: string, throttlingMethod: ThrottlingMethod = 'simulate'): Promise<PageFigures[]> {
  const args = origin.startsWith('https:') ? [...CHROMIUM_ARGS, ...INSECURE_CERTIFICATE_ARGS] : CHROMIUM_ARGS;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/client-config`);
    const first = await firstLessonPath(page);
    const lesson = lessonPath(first.unitId, first.lesson, first.openerId);
    const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'], throttlingMethod } } });
    await flow.navigate(`${origin}/signin`, { name: '/signin' });
    await page.locator('::-p-aria([name="Username"][role="textbox"])').fill(STUDENT.username);
    await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(STUDENT.password);
    await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
    await page.waitForFunction(() => !location.pathname.startsWith('/signin'));
    // A flow keeps the cache after its first navigation; these are measured cold, as after a reload.
    // Each from a blank page: Lighthouse applies its phone emulation before it navigates, and the page
    // still open re-laid out under it counted in the next page's CLS (0.078 charged to the lesson).
    await page.goto('about:blank');
    await flow.navigate(`${origin}/`, { name: 'units dashboard', disableStorageReset: false });
    await page.goto('about:blank');
    await flow.navigate(`${origin}${lesson}`, { name: `first lesson (${lesson})`, disableStorageReset: false });
    const result = await flow.createFlowResult();
    if (REPORTS_DIR) keepReports(REPORTS_DIR, result.steps.map((step) => step.lhr));
    return result.steps.map((step) => figuresOf(step.name, step.lhr));
  } finally {
    await browser.close();
  }
}
