import { R, type MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, PREVIEWERS, v } from './access-matrix-lesson-content';

/*
 * The opener, teacher page, contributors page and overview builders' calls (issue 14; api-spec §7.4,
 * §7.8): builders only (the super admin and content creators); the drafts are also read by those who
 * may open their preview (product-spec §6), the contributors page's without the campus manager.
 * Creating names the demo unit (an opener or teacher page already there answers 409, still admitted);
 * the other samples name a missing page or unit, or a stale version of the contributors page, so an
 * admitted caller gets 404 or 409 after the access check. The contributors page has no id to miss: its
 * publish queues a real job, which its row waits out (`startsPublish`).
 */

const name = { en: 'Matrix', es: 'Matriz' };
const rich = { en: '<p>Matrix</p>', es: '' };
const opener = {
  ...v,
  backgroundImageId: null,
  openerBackgroundImageId: null,
  thumbnailImageId: null,
  titleBackgroundColor: '#123456',
  color: null,
  videoUrl: 'https://example.org/matrix.mp4',
  audio: null,
  unitOpenerEmbededLink: null,
  story: rich,
  highlight: null,
  hotspots: [{ xPercent: 10, yPercent: 20, label: name, text: null }],
};
/** A version the page never reaches in a test: the save is refused as stale and writes nothing. */
const STALE = { version: MISSING };

export function pageAuthoringRows(): Record<string, MatrixRow> {
  // Read here, not at load: access-matrix.ts imports this file before its own R exists.
  const contributorsReaders = [R.SuperAdmin, R.ContentCreator, R.DistrictTeacher, R.SupportRole];
  return {
    'POST /api/unitopener': builderRow((w) => at('/api/unitopener', { unitId: w.ids.unit })),
    'GET /api/unitopener/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/unitopener/${MISSING}/backup`) },
    'GET /api/unitopener/unit/:unitId/backup': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/unitopener/unit/${w.ids.unit}/backup`) },
    'PUT /api/unitopener/:id': builderRow(() => at(`/api/unitopener/${MISSING}`, opener)),
    'PATCH /api/unitopener/:id/publish': builderRow(() => at(`/api/unitopener/${MISSING}/publish`)),
    'POST /api/skills': builderRow((w) => at('/api/skills', { unitId: w.ids.unit })),
    'GET /api/skills/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/skills/${MISSING}/backup`) },
    'PUT /api/skills/:id': builderRow(() => at(`/api/skills/${MISSING}`, { ...v, title: name, content: rich, skills: [{ name, description: null }] })),
    'PATCH /api/skills/:id/publish': builderRow(() => at(`/api/skills/${MISSING}/publish`)),
    'GET /api/contributors/backup': { access: contributorsReaders, scope: 'none', sample: () => at('/api/contributors/backup') },
    'PUT /api/contributors': builderRow(() => at('/api/contributors', { ...STALE, title: name, intro: rich, contributors: [{ name: 'Matrix Person', role: name }] })),
    'PATCH /api/contributors/publish': { ...builderRow(() => at('/api/contributors/publish')), startsPublish: true },
    'GET /api/unit/:id/overview-backups': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/unit/${w.ids.unit}/overview-backups`) },
    'PUT /api/unit/:id/overview': builderRow(() =>
      at(`/api/unit/${MISSING}/overview`, { ...v, intro: rich, blurbs: [{ title: name, text: rich, imageId: null, audio: null }] }),
    ),
  };
}
