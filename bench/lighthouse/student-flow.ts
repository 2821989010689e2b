import { startFlow } from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lessonPath } from '../../src/ui/learning/common/lesson-path';

/** Debian's chromium with the flags this environment needs (../shared/guide/stack.md, playwright.config.ts). */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
const STUDENT = { username: 'student', password: 'Demo12345' };

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
  };
}

/** The student's first reading lesson (target `lesson`) in the first unit open to them, asked of the API. */
async function firstLessonPath(origin: string): Promise<string> {
  const json = async (res: Response) => ((await res.json()) as { data: any }).data;
  const { token } = await json(await fetch(`${origin}/api/user/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STUDENT) }));
  const asStudent = { headers: { authorization: `Bearer ${token}` } };
  const units = (await json(await fetch(`${origin}/api/units`, asStudent))) as { id: number; lockStatus: string }[];
  for (const { id } of units.filter((u) => u.lockStatus === 'unlocked')) {
    const unit = await json(await fetch(`${origin}/api/unit/${id}`, asStudent));
    const lessons = [...(unit.lessons as { id: number; order: number; target: string }[])].sort((a, b) => a.order - b.order);
    const first = lessons.find((l) => l.target === 'lesson');
    if (first) return lessonPath(id, first, unit.openerId);
  }
  throw new Error('the demo student has no reading lesson open');
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
  const lesson = await firstLessonPath(origin);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'], throttlingMethod } } });
    await flow.navigate(`${origin}/signin`, { name: '/signin' });
    await page.locator('::-p-aria([name="Username"][role="textbox"])').fill(STUDENT.username);
    await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(STUDENT.password);
    await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
    await page.waitForFunction(() => !location.pathname.startsWith('/signin'));
    // A flow keeps the cache after its first navigation; these are measured cold, as after a reload.
    await flow.navigate(`${origin}/`, { name: 'units dashboard', disableStorageReset: false });
    await flow.navigate(`${origin}${lesson}`, { name: `first lesson (${lesson})`, disableStorageReset: false });
    const result = await flow.createFlowResult();
    return result.steps.map((step) => figuresOf(step.name, step.lhr));
  } finally {
    await browser.close();
  }
}
