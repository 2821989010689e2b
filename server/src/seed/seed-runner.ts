import type { Database, Sql } from '../db/database';

/** A named, idempotent piece of demo data; later features add their own steps. */
export interface SeedStep {
  readonly name: string;
  run(tx: Sql): Promise<void>;
}

/** Runs each step once per database, in order, each in its own transaction. */
export async function runSeedSteps(db: Database, steps: readonly SeedStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const key = `seed:${step.name}`;
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.query(`INSERT INTO app_settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (done) ran.push(step.name);
  }
  return ran;
}
