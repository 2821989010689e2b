import { one } from '../db/database';
import { applyRosterFiles } from '../modules/roster-sync/oneroster-apply';
import { insertFinishedRosterJob } from '../modules/roster-sync/oneroster-job.repository';
import { readRosterPackage } from '../modules/roster-sync/oneroster-package';
import { DEMO_PLACES } from './demo-world.seed';
import type { SeedStep } from './seed-runner';

/*
 * One finished OneRoster import (issue 16), so the super admin sees a real last import: the demo
 * district and school as a SIS would send them, which the import adopts by name (linking their
 * sourcedIds) and adds nothing — the demo world's counts stay what every other test expects.
 */

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

export const DEMO_ONEROSTER_FILES = new Map<string, Buffer>([
  ['manifest.csv', csv('propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2', 'file.orgs,bulk', 'file.users,absent', 'source.systemName,Riverbend SIS')],
  [
    'orgs.csv',
    csv(
      'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
      `riverbend-isd,active,2026-08-01T00:00:00.000Z,${DEMO_PLACES.district},district,RISD,`,
      `riverbend-ms,active,2026-08-01T00:00:00.000Z,${DEMO_PLACES.school},school,RMS,riverbend-isd`,
    ),
  ],
]);

export const demoOneRosterImportSeed: SeedStep = {
  name: 'demo-oneroster-import',
  async run(tx) {
    const admin = await one<{ id: number }>(tx, `SELECT id FROM users WHERE username = 'superadmin'`);
    const state = await one<{ id: number }>(tx, 'SELECT id FROM states WHERE name = $1', [DEMO_PLACES.state.name]);
    if (!admin || !state) return;
    const { files, problems } = readRosterPackage(DEMO_ONEROSTER_FILES);
    const applied = await applyRosterFiles(tx, files, { stateId: state.id, districtId: null });
    const all = [...problems, ...applied.problems];
    if (all.length > 0) throw new Error(`the demo OneRoster files do not import: ${JSON.stringify(all[0])}`);
    await insertFinishedRosterJob(
      tx,
      { requestedBy: admin.id, stateId: state.id, districtId: null, fileName: 'riverbend-oneroster.zip' },
      { status: 'done', counts: applied.counts, problems: [], problemCount: 0 },
    );
  },
};
