/**
 * npm run bench:lighthouse — Lighthouse (mobile, simulated throttling) on /signin, the units dashboard
 * and the student's first lesson, through one user flow per round against the app as `npm run serve`
 * runs it: the built `dist/` (build it first) and the embedded database in a throw-away DATA_DIR,
 * seeded with the demo world. Prints every round and the median of each figure.
 *
 * LIGHTHOUSE_APP_DIR (default: this checkout) is the directory whose server and dist/ are measured,
 * e.g. a worktree of an older commit for a before/after; LIGHTHOUSE_DIST (default its dist/) the built
 * client it serves. LIGHTHOUSE_ROUNDS (default 3). LIGHTHOUSE_THROTTLING=devtools throttles the browser
 * itself instead of simulating (student-flow.ts). LIGHTHOUSE_PROTOCOL: `h2` (default) serves HTTPS with
 * HTTP/2, as a deployment does (TLS_CERT_FILE, with the test certificate); `http1` plain HTTP/1.1, as a
 * developer's machine does, and as every commit before HTTPS could (for a before/after with an old one).
 * LIGHTHOUSE_REPORTS=<dir> also writes each page's whole report there as JSON, to see what a figure is made of
 * (`long-tasks`, `mainthread-work-breakdown`, `bootup-time`).
 * "TBT for 95" is the most blocking time with which the page, its paints as measured, would have scored 95
 * (`blockingTimeAllowed`); "none" when its paints alone keep it below: then the gap is not the main thread.
 */
import path from 'node:path';
import { BENCH_TLS, startAppServer } from './app-server';
import { measureStudentFlow, TARGET_PERFORMANCE, type PageFigures, type ThrottlingMethod } from './student-flow';

const APP_DIR = path.resolve(process.env.LIGHTHOUSE_APP_DIR ?? process.cwd());
const DIST = path.resolve(process.env.LIGHTHOUSE_DIST ?? path.join(APP_DIR, 'dist'));
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const THROTTLING: ThrottlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const PROTOCOL = process.env.LIGHTHOUSE_PROTOCOL === 'http1' ? 'http1' : 'h2';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const allowed = (ms: number) => (ms < 0 ? 'none' : `${Math.round(ms)} ms`);
const row = (label: string, f: Omit<PageFigures, 'page'>) =>
  `| ${label} | ${f.performance} | ${f.accessibility} | ${(f.fcpMs / 1000).toFixed(1)} s | ${(f.lcpMs / 1000).toFixed(1)} s | ${Math.round(f.tbtMs)} ms | ${allowed(f.tbtAllowedMs)} | ${f.cls.toFixed(3)} | ${Math.round(f.transferBytes / 1024)} KB |`;
const HEADER = `| page | performance | accessibility | FCP | LCP | TBT | TBT for ${TARGET_PERFORMANCE} | CLS | transferred |\n|---|---|---|---|---|---|---|---|---|`;

async function main(): Promise<void> {
  const over = PROTOCOL === 'h2' ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1';
  console.log(`Lighthouse (${THROTTLING} throttling) on the server of ${APP_DIR} serving ${DIST} over ${over}, ${ROUNDS} rounds`);
  const server = await startAppServer(APP_DIR, DIST, PROTOCOL === 'h2' ? BENCH_TLS : null);
  const rounds: PageFigures[][] = [];
  try {
    console.log(HEADER.replace('| page |', '| round: page |'));
    for (let round = 1; round <= ROUNDS; round++) {
      const figures = await measureStudentFlow(server.origin, THROTTLING);
      rounds.push(figures);
      for (const f of figures) console.log(row(`${round}: ${f.page}`, f));
    }
  } finally {
    await server.stop();
  }
  console.log('\nMedians:');
  console.log(HEADER);
  rounds[0].forEach((first, i) => {
    const of = (key: keyof Omit<PageFigures, 'page'>) => median(rounds.map((r) => r[i][key]));
    console.log(
      row(first.page.replace(/ \(.*\)$/, ''), {
        performance: of('performance'),
        accessibility: of('accessibility'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        tbtAllowedMs: of('tbtAllowedMs'),
        cls: of('cls'),
        transferBytes: of('transferBytes'),
      }),
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
