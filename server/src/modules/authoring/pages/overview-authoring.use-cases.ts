import { authoredOverviewSchema, type AuthoredOverview } from '@domain/authoring/page-authoring.responses';
import type { SaveOverviewBody } from '@domain/authoring/page-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertBlurb } from '../../content/draft/unit-draft.repository';
import { unitOverviewOf } from '../../content/publish/publish-unit';
import { readUnitDraft } from '../authored-state.repository';
import { publishStateOf } from '../authored-state';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia } from '../lesson-content/lesson-draft.use-cases';
import { lockLiveUnit, raiseUnitVersionFrom } from '../unit-authoring.repository';
import { overviewIntroIdOf, setOverviewIntro } from './page-authoring.repository';
import { replaceList } from './page-list';
import { liveBlurbsOf, markBlurbsRemoved, updateBlurb } from './page-rows.repository';

/*
 * The overview builder (issue 14; api-spec §7.4 `unit/{id}/overview-backups`, `PUT unit/{unitId}/overview`;
 * product-spec §3 Unit overview): the introduction and the blurbs students check off. The overview is
 * part of its unit's draft: a save names the unit's draft version and raises it, and the overview
 * reaches students with the next unit (or course) publish.
 */

const unitNotFound = () => appError('AUTHORING.UNIT_NOT_FOUND');

/** The unit's overview draft as its builder and preview show it; 404 when the unit is removed or unknown. */
async function readAuthoredOverview(sql: Sql, unitId: number): Promise<AuthoredOverview> {
  const unit = await readUnitDraft(sql, unitId);
  const overview = unit && (await unitOverviewOf(sql, unitId));
  if (!unit || !overview) throw unitNotFound();
  return {
    unitId,
    unitName: unit.name,
    version: unit.version,
    publishState: publishStateOf(unit.version, unit.publishedVersion),
    overview: authoredOverviewSchema.shape.overview.parse(overview),
  };
}

/** `GET unit/{id}/overview-backups`: never touches a student's checked blurbs. */
export const overviewDraft = (deps: AppDeps, unitId: number): Promise<AuthoredOverview> => readAuthoredOverview(deps.db, unitId);

/** Blurb images and narration must be assets of their kind (400 MEDIA_MISMATCH otherwise). */
async function checkBlurbMedia(tx: Sql, blurbs: SaveOverviewBody['blurbs']): Promise<void> {
  await checkMedia(tx, { audio: blurbs.map((b) => b.audio) });
  for (const b of blurbs) if (b.imageId !== null) await checkMedia(tx, { image: b.imageId });
}

/**
 * `PUT unit/{unitId}/overview`: the introduction and the blurbs, in the order given. A removed blurb
 * stays in students' copy (with their checks) until the unit is published.
 */
export function saveOverview(deps: AppDeps, unitId: number, body: SaveOverviewBody): Promise<AuthoredOverview> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveUnit(tx, unitId))) throw unitNotFound();
    if (!(await raiseUnitVersionFrom(tx, unitId, body.version))) throw appError('AUTHORING.STALE_VERSION', { current: await readAuthoredOverview(tx, unitId) });
    await checkBlurbMedia(tx, body.blurbs);
    await replaceList('blurbs', await liveBlurbsOf(tx, unitId), body.blurbs, {
      update: async (row, blurb, order) => {
        await saveText(tx, row.titleId, blurb.title, 'plain');
        await saveText(tx, row.textId, blurb.text, 'rich');
        await updateBlurb(tx, row.id, { order, imageId: blurb.imageId, audioId: await saveAudio(tx, row.audioId, blurb.audio) });
      },
      insert: async (blurb, order) => {
        const titleId = (await saveText(tx, null, blurb.title, 'plain'))!;
        const textId = (await saveText(tx, null, blurb.text, 'rich'))!;
        await insertBlurb(tx, unitId, order, titleId, textId, blurb.imageId, await saveAudio(tx, null, blurb.audio));
      },
      remove: (ids) => markBlurbsRemoved(tx, ids),
    });
    const introId = await overviewIntroIdOf(tx, unitId);
    await setOverviewIntro(tx, unitId, await saveText(tx, introId, body.intro, 'rich'));
    return readAuthoredOverview(tx, unitId);
  });
}
