import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every TypeScript file under a folder: the architecture tests scan the server's source as text. */
export function typeScriptFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Comments may name statements and locks ("with FOR UPDATE the two deadlocked"); only code counts. */
export const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
