import type { MatrixRow } from './access-matrix';
import { at, MISSING } from './access-matrix-lesson-content';
import type { AccessWorld } from './support/access-world';

/*
 * The SOA/ELA standards calls (issue 15; api-spec §7.10, §7.5 replace-soa; docs/standards.md): super
 * admins write; staff who tag questions or read reports (every role but students) read; super admins
 * and content creators tag a lesson's questions. Adding names a fresh code (a second admitted caller
 * gets 409: still admitted); edits and removals name a missing standard (404 after the access check);
 * the uploads' samples are not multipart, so an admitted caller gets 400 and nothing is stored.
 */

/** Role ids of product-spec §6 (the matrix's own R would be a circular import here). */
const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, DistrictTeacher: 4, ContentCreator: 5, SupportRole: 7, StateManager: 8 } as const;
const WRITERS = [R.SuperAdmin] as const;
const READERS = [R.SuperAdmin, R.ContentCreator, R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.SupportRole] as const;
const TAGGERS = [R.SuperAdmin, R.ContentCreator] as const;

const row = (access: readonly number[], sample: (w: AccessWorld) => ReturnType<typeof at>): MatrixRow => ({ access, scope: 'none', sample });
const standard = (w: AccessWorld, code: string) => ({ stateId: w.ids.state, subject: 'social-studies', grade: '8', code, description: 'A matrix standard', strand: null });

export function standardsRows(): Record<string, MatrixRow> {
  return {
    'GET /api/SOAStandard-List': row(READERS, () => at('/api/SOAStandard-List')),
    'GET /api/SOAStandardByState/:id': row(READERS, (w) => at(`/api/SOAStandardByState/${w.ids.state}`)),
    'POST /api/addSOAStandard': row(WRITERS, (w) => at('/api/addSOAStandard', standard(w, 'MX.1'))),
    'POST /api/SOAStandard': row(WRITERS, (w) => at('/api/SOAStandard', { standards: [standard(w, 'MX.2')] })),
    'PUT /api/editSOAStandard': row(WRITERS, (w) => at('/api/editSOAStandard', { ...standard(w, 'MX.3'), id: MISSING })),
    'DELETE /api/deleteSOAStandard/:id': row(WRITERS, () => at(`/api/deleteSOAStandard/${MISSING}`)),
    'GET /api/SOAStandard/soa-details': row(READERS, () => at('/api/SOAStandard/soa-details?soaName=8.29D')),
    'POST /api/SOAStandard/soa-lesson-details': row(TAGGERS, (w) => at('/api/SOAStandard/soa-lesson-details', { lessonId: w.ids.lesson })),
    'GET /api/SampleSOADocument': row(WRITERS, () => at('/api/SampleSOADocument')),
    'GET /api/SOAStandard-Download': row(READERS, (w) => at(`/api/SOAStandard-Download?stateId=${w.ids.state}`)),
    'POST /api/SOAStandard/upload/:stateId': row(WRITERS, (w) => at(`/api/SOAStandard/upload/${w.ids.state}`, {})),
    'POST /api/replace-soa/:lessonId': row(TAGGERS, (w) => at(`/api/replace-soa/${w.ids.lesson}`, {})),
    'POST /api/replace-soa/:lessonId/:setId': row(TAGGERS, (w) => at(`/api/replace-soa/${w.ids.lesson}/${w.ids.benchmarkSet}`, {})),
    'POST /api/replace-soa/sub-types/:lessonId': row(TAGGERS, (w) => at(`/api/replace-soa/sub-types/${w.ids.lesson}`, {})),
  };
}
