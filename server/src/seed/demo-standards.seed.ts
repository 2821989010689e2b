import { one } from '../db/database';
import { DEMO_PLACES } from './demo-world.seed';
import type { SeedStep } from './seed-runner';
import { TEKS_GRADE_8 } from './standards/teks-grade-8';

/*
 * The demo world's SOA standards (issue 15): Texas's Grade 8 social studies TEKS (19 TAC §113.20) as
 * far as their text is seeded (standards/teks-grade-8.ts), and every demo question's tag linked to the
 * standard with its code, so reports and the builders read real standards.
 */
export const demoStandardsSeed: SeedStep = {
  name: 'demo-standards',
  async run(tx) {
    const state = await one<{ id: number }>(tx, 'SELECT id FROM states WHERE lower(name) = lower($1)', [DEMO_PLACES.state.name]);
    if (!state) return;
    for (const t of TEKS_GRADE_8) {
      await tx.query(
        `INSERT INTO soa_standards (state_id, subject, grade, code, description, strand) VALUES ($1, 'social-studies', '8', $2, $3, $4)`,
        [state.id, t.code, t.description, t.strand],
      );
    }
    await tx.query(
      `UPDATE question_teks t SET standard_id = s.id, code = s.code, description = s.description
         FROM soa_standards s
        WHERE s.state_id = $1 AND s.subject = 'social-studies' AND s.deleted_at IS NULL AND lower(s.code) = lower(t.code) AND t.standard_id IS NULL`,
      [state.id],
    );
  },
};
