import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStylesheets, readFromDisk, type ReadSource } from './mantine-stylesheets';

/**
 * Issue 17: Mantine's styles are imported per component, by the entry (base and first screens) and by each
 * lazy screen for what only it renders. A screen that starts rendering a new component without importing its
 * `.layer.css` would look unstyled only when opened first; this guard names the screen and the sheet.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The sources as on disk, less one import line in one file: what a forgotten import looks like. */
function without(file: string, line: string): ReadSource {
  return (at) => {
    const source = readFromDisk(at);
    if (at !== path.join(ROOT, file)) return source;
    expect(source).toContain(line);
    return source.replace(line, '');
  };
}

describe("Mantine's per-component stylesheets", () => {
  it('are imported by every chunk that renders their component, or by the entry', () => {
    const check = checkStylesheets();
    // The graph was read: the entry, the first screens and the staff screens are all there.
    expect(check.entryNeeds).toBeGreaterThan(0);
    expect(check.chunks).toEqual(expect.arrayContaining(['src/main.tsx', 'src/ui/auth/SignInPage.tsx', 'src/ui/learning/lesson/LessonPage.tsx', 'src/ui/landing/BackOfficePage.tsx']));
    const report = check.missing.map(({ chunk, sheet, neededBy }) => `${chunk} lacks ${sheet} (${neededBy.join('; ')})`);
    expect(report).toEqual([]);
  });

  it("names the screen and the sheet when a lazy screen's import is missing", () => {
    const check = checkStylesheets('src/main.tsx', without('src/ui/classroom/legends/LegendsPage.tsx', "import '@mantine/core/styles/Table.layer.css';"));
    expect(check.missing).toEqual([expect.objectContaining({ chunk: 'src/ui/classroom/legends/LegendsPage.tsx', sheet: 'Table.layer.css' })]);
    expect(check.missing[0]!.neededBy).toContain('src/ui/classroom/legends/LegendsPage.tsx: Table');
  });

  it("names every first screen that needs a sheet the entry stops importing", () => {
    const check = checkStylesheets('src/main.tsx', without('src/main.tsx', "import '@mantine/core/styles/PasswordInput.layer.css';"));
    const chunks = check.missing.filter(({ sheet }) => sheet === 'PasswordInput.layer.css').map(({ chunk }) => chunk);
    expect(chunks).toContain('src/ui/auth/SignInPage.tsx');
  });
});
