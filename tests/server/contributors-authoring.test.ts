import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredContributors } from '@domain/authoring/page-authoring.responses';
import type { SaveContributorsBody } from '@domain/authoring/page-authoring.schemas';
import { migrate } from '../../server/src/db/migrate';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { contributorsDocumentOf } from '../../server/src/modules/content/publish/publish-pages';
import { builderCalls, builderWorld, expectRefused as refused, publishAndWait, publishNotifications, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The contributors page builder's calls (issue 14; api-spec §7.8): the course's one page, made by its
 * migration on every database and filled by the demo seed; one draft with one version like the other
 * pages; students read only what a publish (its own, or the course's) gave them.
 */

const server = useTestServer({
  world: async (s) => ({ ...(await builderWorld(s, 'a')), campusManager: await s.login('campusmanager'), support: await s.login('support') }),
});
const { w, call } = builderCalls(server);

const backup = async () => (await call<AuthoredContributors>('GET', '/api/contributors/backup')).body.data;
const students = async () => (await server.call('GET', '/api/contributors', { token: w().student })).body.data;
const withoutStamp = <T extends { version: number; publishedAt: string }>({ version: _v, publishedAt: _p, ...rest }: T) => rest;
const fresh = (page: AuthoredContributors) => ({ ...page, document: { ...page.document, publishedAt: expect.any(String) } });

function bodyOf(page: AuthoredContributors): SaveContributorsBody {
  const d = page.document;
  return {
    version: page.version,
    title: text(d.title.en, d.title.es),
    intro: d.intro && text(d.intro.en, d.intro.es),
    contributors: d.contributors.map((c) => ({ id: c.id, name: c.name, role: text(c.role.en, c.role.es) })),
  };
}

function saved(res: Res<AuthoredContributors>): AuthoredContributors {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body.statusMessage).toBe('Changes saved successfully');
  expect(res.body.data.document.version).toBe(res.body.data.version);
  return res.body.data;
}

describe('the contributors page', () => {
  it('is one page on every database: its migration makes it, the demo seed fills it, a second is refused', async () => {
    const pages = await server.db.query<{ id: number }>('SELECT id FROM contributors_pages');
    expect(pages).toHaveLength(1);
    const bare = await openPgliteDatabase();
    try {
      await migrate(bare);
      expect(await contributorsDocumentOf(bare)).toMatchObject({ title: { en: 'Contributors', es: 'Colaboradores' }, intro: null, contributors: [] });
      const [{ id: titleId }] = await bare.query<{ id: number }>(`INSERT INTO bilingual_values (kind) VALUES ('plain') RETURNING id`);
      await expect(bare.query('INSERT INTO contributors_pages (title_id) VALUES ($1)', [titleId])).rejects.toThrow();
    } finally {
      await bare.close();
    }
  });

  it('reads the seeded page, published, to builders, teachers and support; not to campus managers or students', async () => {
    const page = await backup();
    expect(page).toMatchObject({ publishState: 'published', document: { title: { en: 'Contributors' } } });
    expect(page.document.contributors.map((c) => [c.name, c.order])).toEqual([
      ['Course Platform Team', 1],
      ['eSpeak NG', 2],
    ]);
    for (const token of [w().teacher, w().support]) expect((await call('GET', '/api/contributors/backup', { token })).status).toBe(200);
    for (const token of [w().campusManager, w().student]) expect((await call('GET', '/api/contributors/backup', { token })).status).toBe(403);
    expect((await server.call('GET', '/api/contributors/backup')).status).toBe(401);
  });

  it('saves the title, introduction and people in the order given; refuses stale versions, bad input and unknown rows', async () => {
    const page = await backup();
    const [team, speech] = bodyOf(page).contributors;
    const body: SaveContributorsBody = {
      version: page.version,
      title: text('Credits', 'Créditos'),
      intro: text('<p>Thanks <a href="javascript:x()">all</a></p><iframe src="x"></iframe>'),
      contributors: [{ name: '  Ada Lovelace ', role: text('Review', 'Revisión') }, { ...speech, role: text('Voices', 'Voces') }],
    };
    const after = saved(await call<AuthoredContributors>('PUT', '/api/contributors', { body }));
    expect(after).toMatchObject({ id: page.id, version: page.version + 1, publishState: 'unpublished-changes', document: { title: { en: 'Credits' } } });
    expect(after.document.intro?.en).toContain('all');
    expect(after.document.intro?.en).not.toMatch(/javascript|iframe/);
    expect(after.document.contributors.map((c) => [c.name, c.role.en, c.order])).toEqual([
      ['Ada Lovelace', 'Review', 1],
      ['eSpeak NG', 'Voices', 2],
    ]);
    expect(after.document.contributors[1].id).toBe(speech.id);

    const stale = await call('PUT', '/api/contributors', { body });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual(fresh(after));
    const next = bodyOf(after);
    refused(await call('PUT', '/api/contributors', { body: { ...next, contributors: [{ ...next.contributors[0], name: ' ' }] } }), 400, 'VALIDATION', 'contributors.0.name');
    refused(await call('PUT', '/api/contributors', { body: { ...next, contributors: [{ ...team }] } }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'contributors.0.id');
    refused(await call('PUT', '/api/contributors', { body: { ...next, title: text('') } }), 400, 'VALIDATION', 'title.en');
    expect(await backup()).toEqual(fresh(after));
    // Text no column can store (a NUL, half an emoji) never reaches the database raw.
    const odd = await call<AuthoredContributors>('PUT', '/api/contributors', { body: { ...next, intro: text('<p>a\u0000b cut \uD83D</p>') } });
    expect(saved(odd).document.intro?.en).toBe('<p>ab cut \uFFFD</p>');
    for (const token of [w().teacher, w().student]) expect((await call('PUT', '/api/contributors', { token, body: next })).status).toBe(403);
  });

  it('reaches students only with its publish job, whose target is the page', async () => {
    const page = await backup();
    const before = await students();
    const after = saved(await call<AuthoredContributors>('PUT', '/api/contributors', { body: { ...bodyOf(page), contributors: [] } }));
    expect(await students()).toEqual(before);
    const job = await publishAndWait(call, '/api/contributors/publish');
    expect(job).toMatchObject({ state: 'succeeded', scope: 'contributors', targetId: page.id, steps: 1 });
    expect(withoutStamp(await students())).toEqual(withoutStamp(after.document));
    expect((await backup()).publishState).toBe('published');
    const [, done] = await publishNotifications(server.db, job.id);
    expect(done.args).toMatchObject({ itemKind: 'contributorsPage', itemId: page.id, itemName: 'Contributors' });
    for (const token of [w().teacher, w().student]) expect((await call('PATCH', '/api/contributors/publish', { token })).status).toBe(403);
  });

  it('goes out with the course publish, which records its published version', async () => {
    const page = await backup();
    saved(await call<AuthoredContributors>('PUT', '/api/contributors', { body: { ...bodyOf(page), title: text('Course credits') } }));
    expect((await backup()).publishState).toBe('unpublished-changes');
    expect(await publishAndWait(call, '/api/course/publish')).toMatchObject({ state: 'succeeded' });
    expect((await backup()).publishState).toBe('published');
    expect((await students()).title.en).toBe('Course credits');
  });
});
