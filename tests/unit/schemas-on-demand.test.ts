import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: the sign-in screen, the classrooms list and the management dashboard show without zod (25 KB gzipped); the forms and
 * dialogs that validate with the shared schemas load when chosen. This walks the static imports of a
 * screen's sources (not type-only ones, which the build drops) and names every file that imports zod.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ALIASES: Record<string, string> = { '@domain/': 'src/domain/', '@application/': 'src/application/', '@infrastructure/': 'src/infrastructure/', '@ui/': 'src/ui/' };
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w$\s{},*]+?\s+from\s+)?['"]([^'"]+)['"]/g;

type Read = (file: string) => string;
const fromDisk: Read = (file) => readFileSync(file, 'utf8');

function resolve(spec: string, from: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias ? path.join(ROOT, ALIASES[alias]!, spec.slice(alias.length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The screen's files, reached by static imports, that import zod themselves. */
function zodImportersOf(screen: string, read: Read = fromDisk): string[] {
  const seen = new Set<string>();
  const importers: string[] = [];
  const stack = [path.join(ROOT, screen)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, typeOnly, spec] of read(file).matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      if (spec === 'zod') importers.push(path.relative(ROOT, file));
      const target = resolve(spec!, file);
      if (target) stack.push(target);
    }
  }
  return importers.sort();
}

/** The sources as on disk, with one line of one file replaced: what a static import back would look like. */
function replacing(file: string, line: string, by: string): Read {
  return (at) => {
    const source = fromDisk(at);
    if (at !== path.join(ROOT, file)) return source;
    expect(source).toContain(line);
    return source.replace(line, by);
  };
}

describe('screens that show before any form validates', () => {
  it.each(['src/ui/auth/SignInPage.tsx', 'src/ui/classroom/ClassroomsPage.tsx', 'src/ui/management/ManagementDashboardPage.tsx'])('%s reaches no zod by static imports', (screen) => {
    expect(zodImportersOf(screen)).toEqual([]);
  });

  it("names the schema file when the sign-in page imports a form statically again", () => {
    const read = replacing(
      'src/ui/auth/SignInPage.tsx',
      "import { SignInForm } from './SignInForm';",
      "import { SignInForm } from './SignInForm';\nimport { SignUpForm as Eager } from './SignUpForm';",
    );
    expect(zodImportersOf('src/ui/auth/SignInPage.tsx', read)).toContain('src/domain/identity/user.schemas.ts');
  });

  it('names the schema file when the classrooms page imports a dialog statically again', () => {
    const read = replacing(
      'src/ui/classroom/ClassroomsPage.tsx',
      "import { ClassroomStudents, studentName } from './ClassroomStudents';",
      "import { ClassroomStudents, studentName } from './ClassroomStudents';\nimport { StudentFormModal as Eager } from './StudentFormModal';",
    );
    expect(zodImportersOf('src/ui/classroom/ClassroomsPage.tsx', read)).toContain('src/domain/classroom/classroom.schemas.ts');
  });

  it("names the schema file when a management section's form is part of its section again", () => {
    const read = replacing(
      'src/ui/management/StatesSection.tsx',
      "import { ManagementSection } from './ManagementSection';",
      "import { ManagementSection } from './ManagementSection';\nimport { StateFormModal as Eager } from './StateFormModal';",
    );
    expect(zodImportersOf('src/ui/management/ManagementDashboardPage.tsx', read)).toContain('src/domain/geography/geography.schemas.ts');
  });
});

describe("the hub's message checks", () => {
  // Every hub message is checked against its schema. The notification center (loaded after the first
  // screen, for every user) builds none of them: building them was most of one long task at every
  // signed-in screen's start, so they load with the first push, and the inbox's with its list
  // (docs/performance.md, issue 17).
  it('the notification center builds no schema when it loads', () => {
    expect(zodImportersOf('src/infrastructure/realtime/notification-center.factory.ts')).toEqual([]);
    expect(zodImportersOf('src/ui/shell/UsageTelemetry.tsx')).toEqual([]);
    expect(zodImportersOf('src/infrastructure/composition/telemetry.composition.ts')).toEqual([]);
  });

  it("the first push builds the hub messages' schemas and nothing else", () => {
    expect(zodImportersOf('src/infrastructure/realtime/hub-pushes.ts')).toEqual([
      'src/domain/classroom/live-class.responses.ts',
      'src/domain/content/bilingual.schemas.ts',
      'src/domain/notifications/notification-hub.contract.ts',
      'src/domain/notifications/notification.schemas.ts',
      'src/domain/realtime/class-signal.contract.ts',
      'src/domain/realtime/content-update.contract.ts',
      'src/domain/roster-sync/edlink-sync-progress.ts',
      'src/domain/shared/schema-kit.ts',
      'src/domain/support-chat/support-chat.contract.ts',
      'src/domain/support-chat/support-chat.responses.ts',
    ]);
  });
});
