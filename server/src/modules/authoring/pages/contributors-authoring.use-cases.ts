import type { PublishJob } from '@domain/authoring/authoring.responses';
import type { AuthoredContributors } from '@domain/authoring/page-authoring.responses';
import type { SaveContributorsBody } from '@domain/authoring/page-authoring.schemas';
import { contributorsDocumentSchema } from '@domain/content/reading.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import type { AuthUser } from '../../auth/auth-user';
import { insertContributor } from '../../content/draft/reading-draft.repository';
import { contributorsDocumentOf } from '../../content/publish/publish-pages';
import { saveText } from '../lesson-content/content-values.repository';
import { requestPublish } from '../publish/publish-job.use-cases';
import { lockContributorsPage, readContributorsVersions, writeContributorsPage } from './page-authoring.repository';
import { draftOf } from './page-draft.use-cases';
import { replaceList } from './page-list';
import { contributorsOf, deleteRows, updateContributor } from './page-rows.repository';

/*
 * The contributors page builder (issue 14; api-spec §7.8; product-spec §3 Contributors): the course's
 * one page (its migration makes it on every database), with a title, an introduction and the people,
 * each with a name (never translated) and a role in both languages. One draft with one version, as
 * the other pages (page-draft.use-cases.ts).
 */

const contributorsNotFound = () => appError('AUTHORING.CONTRIBUTORS_NOT_FOUND');

/** The page's draft as its builder and preview show it. */
async function readAuthoredContributors(sql: Sql): Promise<AuthoredContributors> {
  const page = await readContributorsVersions(sql);
  const content = page && (await contributorsDocumentOf(sql));
  if (!page || !content) throw contributorsNotFound();
  return { id: page.id, ...draftOf(contributorsDocumentSchema, page, content) };
}

/** `GET contributors/backup`. */
export const contributorsDraft = (deps: AppDeps): Promise<AuthoredContributors> => readAuthoredContributors(deps.db);

/** `PATCH contributors/publish`: a publish job of the page (a job names its target: the page's id). */
export async function requestContributorsPublish(deps: AppDeps, viewer: AuthUser): Promise<PublishJob> {
  const page = await readContributorsVersions(deps.db);
  if (!page) throw contributorsNotFound();
  return requestPublish(deps, viewer, 'contributors', page.id);
}

/** `PUT contributors`: title, introduction and the people, in the order given; 409 with the page now when `version` is stale. */
export function saveContributors(deps: AppDeps, body: SaveContributorsBody): Promise<AuthoredContributors> {
  return deps.db.transaction(async (tx) => {
    const page = await lockContributorsPage(tx);
    if (!page) throw contributorsNotFound();
    if (page.version !== body.version) throw appError('AUTHORING.STALE_VERSION', { current: await readAuthoredContributors(tx) });
    await replaceList('contributors', await contributorsOf(tx, page.id), body.contributors, {
      update: async (row, person, order) => {
        await saveText(tx, row.roleId, person.role, 'plain');
        await updateContributor(tx, row.id, order, person.name);
      },
      insert: async (person, order) => {
        await insertContributor(tx, page.id, order, person.name, (await saveText(tx, null, person.role, 'plain'))!);
      },
      remove: (ids) => deleteRows(tx, 'contributors', ids),
    });
    const titleId = (await saveText(tx, page.titleId, body.title, 'plain'))!;
    await writeContributorsPage(tx, page.id, titleId, await saveText(tx, page.textId, body.intro, 'rich'));
    return readAuthoredContributors(tx);
  });
}
