import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { RoleId } from '@domain/identity/role';
import {
  addUserSchema,
  languageSchema,
  updateUserSchema,
  userListParamsSchema,
  usernameParamsSchema,
} from '@domain/identity/user.schemas';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import { forbidden, notFound } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { parseInput } from '../../http/validation';
import { addUser, assertMayAddRequestedRole, listUsersInScope, removeUser, updateUser } from './user-management.use-cases';
import { findUserById, findUserIdByUsername, setLanguages } from './user.repository';

const MANAGERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager, RoleId.SupportRole] as const;

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The role check comes before body validation here, so the body is parsed in the handler: a
  // caller asking for a role they may not add gets 403 naming it, never a 400 about other fields.
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/user/adduser',
    access: 'signedIn',
    handler: async ({ user, request }) => {
      assertMayAddRequestedRole(user, request.body);
      const body = parseInput(addUserSchema, request.body, 'body');
      return { data: await addUser(ctx, user, body), message: 'userAdded', status: 201 };
    },
  });

  /** Availability: found means taken (200 with the id), not found means available (404). */
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/User/FindByUserName/:name',
    access: 'public',
    params: usernameParamsSchema,
    handler: async ({ params }) => {
      const found = await findUserIdByUsername(ctx.db, params.name);
      if (!found) throw notFound('USER.NOT_FOUND');
      return { data: found, message: 'usernameInUse' };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/User/me',
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await findUserById(ctx.db, user.id) }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/User/:apiPath/:id',
    access: MANAGERS,
    params: userListParamsSchema,
    handler: async ({ user, params }) => ({ data: await listUsersInScope(ctx, user, params.apiPath, params.id) }),
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/User/:id',
    access: MANAGERS,
    params: idParamsSchema,
    body: updateUserSchema,
    handler: async ({ user, params, body }) => ({ data: await updateUser(ctx, user, params.id, body), message: 'userUpdated' }),
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/User/:id',
    access: MANAGERS,
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await removeUser(ctx, user, params.id);
      return { data: null, message: 'userRemoved' };
    },
  });

  // Language preferences: a student changes only their own (api-spec §7.2).
  const ownLanguage = (kind: 'text' | 'audio') =>
    async ({ user, params }: { user: { id: number }; params: { id: number; lang: 'en' | 'es' } }) => {
      if (params.id !== user.id) throw forbidden();
      await setLanguages(ctx.db, user.id, kind === 'text' ? params.lang : null, kind === 'audio' ? params.lang : null);
      return { data: await findUserById(ctx.db, user.id), message: 'languageChanged' as const };
    };
  const langParams = z.object({ id: idSchema, lang: languageSchema.transform((v) => v as 'en' | 'es') });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/User/ChangeStudentTextLanguage/:id/:lang',
    access: 'signedIn',
    params: langParams,
    handler: ownLanguage('text'),
  });
  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/User/ChangeStudentAudioLanguage/:id/:lang',
    access: 'signedIn',
    params: langParams,
    handler: ownLanguage('audio'),
  });
  /** `User/ChangeStudentLanguage/{text}/{audio}` changes both for the caller. */
  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/User/ChangeStudentLanguage/:text/:audio',
    access: 'signedIn',
    params: z.object({ text: languageSchema, audio: languageSchema }),
    handler: async ({ user, params }) => {
      await setLanguages(ctx.db, user.id, params.text as 'en' | 'es', params.audio as 'en' | 'es');
      return { data: await findUserById(ctx.db, user.id), message: 'languageChanged' };
    },
  });
}
