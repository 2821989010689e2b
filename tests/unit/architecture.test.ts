import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer rules (eslint)', () => {
  it('fails a domain file that imports React, axios, storage or an outer layer', async () => {
    expect(await problems('src/domain/probe.ts', "import React from 'react';\nexport const r = React;\n")).toContain('no-restricted-imports');
    expect(await problems('src/domain/probe.ts', "import axios from 'axios';\nexport const a = axios;\n")).toContain('no-restricted-imports');
    expect(await problems('src/domain/probe.ts', "import { composeApp } from '../infrastructure/composition-root';\nexport const c = composeApp;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('src/domain/probe.ts', 'export const s = sessionStorage.getItem("x");\n')).toContain('no-restricted-globals');
  });

  it('fails UI code that imports an adapter or axios, and application code that imports the UI', async () => {
    expect(await problems('src/ui/probe.ts', "import { createApiClient } from '../infrastructure/http/api-client';\nexport const c = createApiClient;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('src/ui/probe.ts', "import axios from 'axios';\nexport const a = axios;\n")).toContain('no-restricted-imports');
    expect(await problems('src/application/probe.ts', "import { App } from '../ui/app/App';\nexport const a = App;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('fails a wrong import written with a layer alias', async () => {
    expect(await problems('src/domain/probe.ts', "import { composeApp } from '@infrastructure/composition-root';\nexport const c = composeApp;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('src/ui/probe.ts', "import { createApiClient } from '@infrastructure/http/api-client';\nexport const c = createApiClient;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('server/src/probe.ts', "import { AppServices } from '@application/app-services';\nexport const a = AppServices;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('accepts imports that point inwards', async () => {
    expect(await problems('src/ui/probe.ts', "import { RoleId } from '../domain/identity/role';\nexport const r = RoleId;\n")).toEqual([]);
    expect(await problems('src/ui/probe.ts', "import { RoleId } from '@domain/identity/role';\nexport const r = RoleId;\n")).toEqual([]);
  });
});
