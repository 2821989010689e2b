import type { Database, Sql } from '../db/database';

/** A named, idempotent piece of demo data; later features add their own steps. */
export interface SeedStep {
  readonly name: string;
  run(tx: Sql): Promise<void>;
}

/**
 * Runs each step once per database, in order, each in its own transaction. `starting` hears of each
 * step about to run (the first start seeds the whole course, which takes a while).
 */
export async function runSeedSteps(db: Database, steps: readonly SeedStep[], starting?: (name: string) => void): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const key = `seed:${step.name}`;
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.query(`INSERT INTO app_settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
      if (claimed.length === 0) return false;
      starting?.(step.name);
      await step.run(tx);
      return true;
    });
    if (done) ran.push(step.name);
  }
  return ran;
}
