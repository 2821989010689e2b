#!/usr/bin/env node
/**
 * `npm run bench:bundle`: the JavaScript a student's first visit to `/` downloads, gzipped, from the
 * production build's manifest: the entry chunk, everything it imports statically, and the student
 * home screen's lazy chunk with its static imports. Budget: 200 KB gzipped (issue 4). Also lists
 * the chunks that must not be in it (management, back office, charts, rich-text editor).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

export const STUDENT_BUDGET_GZIP_BYTES = 200 * 1024;
const DIST = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/**
 * The screen a student lands on: the units dashboard at `/`. The back office's unit-dashboard preview
 * shows its cards too, which makes its chunk a shared one, keyed by the chunk's name instead of the file.
 */
const homeKey =
  Object.keys(manifest).find((k) => k.endsWith('src/ui/learning/unit/UnitsDashboardPage.tsx')) ??
  Object.keys(manifest).find((k) => !manifest[k].src && manifest[k].name === 'UnitsDashboardPage' && manifest[k].file.endsWith('.js'));
if (!homeKey) throw new Error('the units dashboard is not in the build manifest');

function closure(key, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const keys = closure(homeKey, closure(entryKey));
const gz = (file) => gzipSync(readFileSync(path.join(DIST, file))).length;
const rows = [...keys].map((k) => ({ file: manifest[k].file, gzip: gz(manifest[k].file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((s, r) => s + r.gzip, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const r of rows) console.log(`${kb(r.gzip).padStart(10)}  ${r.file}`);
console.log(`student route initial JavaScript: ${kb(total)} gzipped (budget ${kb(STUDENT_BUDGET_GZIP_BYTES)}) — ${total <= STUDENT_BUDGET_GZIP_BYTES ? 'within budget' : 'OVER BUDGET'}`);
const forbidden = rows.filter((r) => /Management|BackOffice|Builder|recharts|tiptap|chart/i.test(r.file));
if (forbidden.length) console.log(`chunks that should not load for a student: ${forbidden.map((r) => r.file).join(', ')}`);
process.exit(total <= STUDENT_BUDGET_GZIP_BYTES && forbidden.length === 0 ? 0 : 1);
