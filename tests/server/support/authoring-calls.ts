import type { Database } from '../../../server/src/db/database';
import { publishLesson } from '../../../server/src/modules/content/publish/publish-lesson';
import { publishUnit } from '../../../server/src/modules/content/publish/publish-unit';
import { assertCleanResponse } from './checked-calls';
import type { CallOptions, TestServer } from './test-server';

export type AuthoringMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `server.call` as the user whose token `token()` gives (read at each call: the world is ready inside
 * tests only), every response checked by assertCleanResponse. A `token` in the options wins.
 */
export function checkedCallsAs(server: TestServer, token: () => string) {
  return async function call<T = any>(method: AuthoringMethod, url: string, options: CallOptions = {}) {
    const res = await server.call<T>(method, url, { token: token(), ...options });
    assertCleanResponse(res, `${method} ${url}`);
    return res;
  };
}

/** Publishes a unit or a lesson the way a publish job does (the job marks the version it published). */
export async function publishLikeAJob(db: Database, kind: 'unit' | 'lesson', id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'unit') await publishUnit(tx, id);
    else await publishLesson(tx, id);
    await tx.query(`UPDATE ${kind === 'unit' ? 'units' : 'lessons'} SET published_draft_version = draft_version WHERE id = $1`, [id]);
  });
}
