#!/usr/bin/env node
/**
 * `npm run bench:bundle` (or `node bench/bundle/student-bundle.mjs DIST`): every route of the route
 * table with its initial JavaScript, gzipped, from the production build's manifest (route-bundles.mjs),
 * then the student's first visit to `/` chunk by chunk. Exits non-zero when a route passes 250 KB,
 * when the student's `/` passes its budget (170 KB, issue 17; it was 200 KB since issue 4), or when a
 * chunk only staff need loads for a student.
 */
import path from 'node:path';
import { backOfficeChunks } from './back-office-chunks.mjs';
import { kb, readBuild, routeTable, screenSources, total } from './route-bundles.mjs';

export const STUDENT_BUDGET_GZIP_BYTES = 170 * 1024;
export const ROUTE_BUDGET_GZIP_BYTES = 250 * 1024;
const STAFF_ONLY = /Management|BackOffice|Builder|recharts|tiptap|chart/i;

const build = await readBuild(path.resolve(process.argv[2] ?? 'dist'));
const sources = await screenSources();
const routes = await routeTable();
const builders = backOfficeChunks(routes);

console.log('initial JavaScript per route (entry + the screen chunk, a back-office route\'s builder chunk, and their static imports, gzipped)');
const over = [];
for (const route of routes) {
  const bytes = total(build.initialChunks(sources.get(route.screen), builders.get(route.path)));
  if (bytes > ROUTE_BUDGET_GZIP_BYTES) over.push(route.path);
  const builder = builders.get(route.path) ? ` + ${path.basename(builders.get(route.path), '.tsx')}` : '';
  console.log(`${kb(bytes).padStart(10)}  ${route.path}  (${route.screen}${builder})${bytes > ROUTE_BUDGET_GZIP_BYTES ? '  OVER 250 KB' : ''}`);
}
const notFound = total(build.initialChunks(sources.get('notFound')));
console.log(`${kb(notFound).padStart(10)}  any other path  (notFound)`);

const student = build.initialChunks(sources.get('home'));
const studentTotal = total(student);
console.log('\nthe student\'s first visit to /');
for (const c of student) console.log(`${kb(c.gzip).padStart(10)}  ${c.file}`);
console.log(`student route initial JavaScript: ${kb(studentTotal)} gzipped (budget ${kb(STUDENT_BUDGET_GZIP_BYTES)}) — ${studentTotal <= STUDENT_BUDGET_GZIP_BYTES ? 'within budget' : 'OVER BUDGET'}`);
const staffOnly = student.filter((c) => STAFF_ONLY.test(c.file));
if (staffOnly.length) console.log(`chunks that should not load for a student: ${staffOnly.map((c) => c.file).join(', ')}`);
console.log(over.length ? `routes over ${kb(ROUTE_BUDGET_GZIP_BYTES)}: ${over.join(', ')}` : `every route within ${kb(ROUTE_BUDGET_GZIP_BYTES)}`);
process.exit(studentTotal <= STUDENT_BUDGET_GZIP_BYTES && staffOnly.length === 0 && over.length === 0 ? 0 : 1);
