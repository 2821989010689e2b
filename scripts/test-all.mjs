#!/usr/bin/env node
/**
 * `npm test`: every check and test of the project, in order, with one summary line at the end:
 * lint, typecheck, vitest (unit, model, server and realtime on PGlite), the server and realtime
 * tests again on PostgreSQL when DATABASE_URL is set, the production build, and Playwright in
 * Debian's chromium (installed with apt when missing). Prints "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const REPORT_DIR = path.resolve('test-results/reports');
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check without test cases counts as one test. */
function check(name, command, args, env) {
  const ok = run(command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✓' : '✗'} ${name}`);
  return ok;
}

function vitest(name, args, env) {
  const file = path.join(REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  let passed = 0;
  let failed = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTests ?? 0);
    // A file that fails to load has no test cases; count it so it cannot pass silently.
    failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  }
  if (!ok && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${failed === 0 ? '✓' : '✗'} ${name}: ${passed} passed, ${failed} failed`);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  console.log('chromium is missing: installing Debian chromium with apt');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const [cmd, ...rest] = [...sudo, 'apt-get'];
  // A failed index update is not fatal: the install may still find the package.
  run(cmd, [...rest, 'update']);
  return run(cmd, [...rest, 'install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }) && existsSync(chromium);
}

function playwright() {
  const file = path.join(REPORT_DIR, 'playwright.json');
  if (!ensureChromium()) {
    totals.failed += 1;
    lines.push('✗ browser tests: chromium could not be installed');
    return;
  }
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file, DATABASE_URL: '' });
  let passed = 0;
  let failed = 0;
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    passed = stats.expected + (stats.flaky ?? 0);
    failed = stats.unexpected;
  }
  if (!ok && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${failed === 0 ? '✓' : '✗'} browser tests (Playwright, chromium): ${passed} passed, ${failed} failed`);
}

const databaseUrl = process.env.DATABASE_URL;

check('lint (eslint, layer rules)', 'npx', ['eslint', '.']);
check('typecheck (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
vitest('unit, model, server and realtime tests on PGlite', [], { DATABASE_URL: '' });
// The same files on a PostgreSQL server, one per core like the PGlite phase.
if (databaseUrl) vitest('server and realtime tests on PostgreSQL', ['tests/server', 'tests/realtime'], { DATABASE_URL: databaseUrl });
else lines.push('- server tests on PostgreSQL skipped: DATABASE_URL is not set (.ci/run sets it)');
if (check('production build (vite)', 'npx', ['vite', 'build'])) playwright();
else lines.push('- browser tests skipped: the build failed');

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
