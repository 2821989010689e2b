import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { runSeedSteps, type SeedStep } from '../../server/src/seed/seed-runner';

describe('seed steps', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
  });
  afterAll(() => db.close());

  it('run once per database, announcing each step before it runs', async () => {
    const log: string[] = [];
    const steps: SeedStep[] = ['first', 'second'].map((name) => ({ name, run: async () => void log.push(`ran ${name}`) }));
    expect(await runSeedSteps(db, steps, (name) => log.push(`starting ${name}`))).toEqual(['first', 'second']);
    expect(log).toEqual(['starting first', 'ran first', 'starting second', 'ran second']);
    expect(await runSeedSteps(db, steps, (name) => log.push(`starting ${name}`))).toEqual([]);
    expect(log).toHaveLength(4);
  });

  it('a failing step leaves no mark, so the next start runs it again', async () => {
    const failing: SeedStep = { name: 'flaky', run: async () => { throw new Error('disk full'); } };
    await expect(runSeedSteps(db, [failing])).rejects.toThrow('disk full');
    expect(await runSeedSteps(db, [{ name: 'flaky', run: async () => undefined }])).toEqual(['flaky']);
  });
});
