import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '@domain/routing/route-table';
import { screenSourcesIn } from '../../../scripts/build-manifest';
import { BACKGROUND_MODULES, chunksOf, escaped, PACKAGE_CHUNKS, packageChunkOf, SHELL_EXTRA_MODULES, STAFF_SCREEN_MODULES } from '../../../scripts/preload-exclusions';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

const studentOpens = (route: RouteDefinition) => route.public === true || !route.authorize || route.authorize.includes('Student');

describe('the chunks that name no preloads (scripts/preload-exclusions.ts)', () => {
  it('list exactly the screens no student opens', () => {
    const screens = screenSourcesIn(readFileSync(path.join(ROOT, 'src/ui/app/screens.ts'), 'utf8'));
    const moduleOf = (screen: string) => path.basename(screens.get(screen)!, '.tsx');
    const modules = new Set([...screens.keys()].map(moduleOf));
    // notFound has no route of its own: it shows for any unknown path, to anyone.
    const openedByStudents = new Set([moduleOf('notFound'), ...ROUTES.filter(studentOpens).map((route) => moduleOf(route.screen))]);
    const staffOnly = [...modules].filter((name) => !openedByStudents.has(name));
    expect([...STAFF_SCREEN_MODULES].sort()).toEqual(staffOnly.sort());
  });

  it('list shell extras and background modules that the source imports on demand, under those names', () => {
    const sources = sourcesUnder('src').join('\n');
    const importedOnDemand = (name: string) => new RegExp(`import\\('[^']*/${escaped(name)}'\\)`).test(sources);
    const missing = [...SHELL_EXTRA_MODULES, ...BACKGROUND_MODULES.filter((name) => !(name in PACKAGE_CHUNKS))].filter((name) => !importedOnDemand(name));
    expect(missing).toEqual([]);
  });

  it('match a built chunk of a listed module only', () => {
    const extras = chunksOf(SHELL_EXTRA_MODULES);
    expect(extras.test('assets/UserMenu-B1x_9-k.js')).toBe(true);
    expect(extras.test('assets/notification-center.factory-Ab12.js')).toBe(true);
    expect(extras.test('assets/UserMenuItem-Ab12.js')).toBe(false);
    expect(extras.test('assets/SupportActingBanner-Ab12.js')).toBe(false);
    expect(extras.test('assets/UserMenu-Ab12.css')).toBe(false);
    expect(chunksOf(STAFF_SCREEN_MODULES).test('assets/ClassroomsPage-x1.js')).toBe(true);
    expect(chunksOf(STAFF_SCREEN_MODULES).test('assets/UnitsDashboardPage-x1.js')).toBe(false);
  });

  it('name the packages the source imports on demand, and only modules inside them', () => {
    const sources = sourcesUnder('src').join('\n');
    const missing = Object.values(PACKAGE_CHUNKS).filter((pkg) => !sources.includes(`import('${pkg}')`));
    expect(missing).toEqual([]);
    expect(packageChunkOf(['/app/node_modules/@mantine/notifications/esm/index.mjs'])).toBe('snackbars');
    const signalr = 'C:\\app\\node_modules\\@microsoft\\signalr\\dist\\esm';
    expect(packageChunkOf([`${signalr}\\index.js`, `${signalr}\\HubConnection.js`])).toBe('hub-client');
    expect(packageChunkOf([`${signalr}\\index.js`, '/app/src/infrastructure/realtime/hub-pushes.ts'])).toBeUndefined();
    expect(packageChunkOf(['/app/node_modules/@mantine/core/esm/index.mjs'])).toBeUndefined();
    expect(packageChunkOf([])).toBeUndefined();
  });
});
