import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import {
  addUserSchema,
  languageSchema,
  updateUserSchema,
  userListParamsSchema,
  usernameParamsSchema,
} from '@domain/identity/user.schemas';
import { idParamsSchema, idSchema, noDataSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import { managedUserListSchema, managedUserSchema, usernameAvailabilitySchema } from '@domain/identity/user.responses';
import { parseInput } from '../../http/validation';
import { addUser, assertMayAddRequestedRole, listUsersInScope, removeUser, updateUser } from './user-management.use-cases';
import { unblockSignIn } from './sign-in-unblock.use-case';
import { changeMyLanguages, checkUsernameAvailability, getMyProfile } from './user-profile.use-cases';

const MANAGERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager, RoleId.SupportRole] as const;

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The role check comes before body validation here, so the body is parsed in the handler: a
  // caller asking for a role they may not add gets 403 naming it, never a 400 about other fields.
  defineRoute(app, deps, {
    method: 'POST',
    url: '/user/adduser',
    response: managedUserSchema,
    access: 'signedIn',
    handler: async ({ user, request }) => {
      assertMayAddRequestedRole(user, request.body);
      const body = parseInput(addUserSchema, request.body, 'body');
      return { data: await addUser(deps, user, body), message: 'userAdded', status: 201 };
    },
  });

  /** Availability, for anyone (the sign-up form): available or taken, never whose id (issue 10). */
  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/FindByUserName/:name',
    response: usernameAvailabilitySchema,
    access: 'public',
    params: usernameParamsSchema,
    handler: async ({ params }) => {
      const data = await checkUsernameAvailability(deps, params.name);
      return { data, message: data.available ? 'ok' : 'usernameInUse' };
    },
  });

  /** A teacher (of the student's classroom) or a manager in scope clears a user's sign-in failures. */
  defineRoute(app, deps, {
    method: 'POST',
    url: '/user/:id/sign-in-unblock',
    response: noDataSchema,
    access: [...MANAGERS, RoleId.DistrictTeacher],
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await unblockSignIn(deps, user, params.id);
      return { data: null, message: 'signInUnblocked' };
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/me',
    response: managedUserSchema.nullable(),
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await getMyProfile(deps, user) }),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/:apiPath/:id',
    response: managedUserListSchema,
    access: MANAGERS,
    params: userListParamsSchema,
    handler: async ({ user, params }) => ({ data: await listUsersInScope(deps, user, params.apiPath, params.id) }),
  });

  defineRoute(app, deps, {
    method: 'PUT',
    url: '/User/:id',
    response: managedUserSchema,
    access: MANAGERS,
    params: idParamsSchema,
    body: updateUserSchema,
    handler: async ({ user, params, body }) => ({ data: await updateUser(deps, user, params.id, body), message: 'userUpdated' }),
  });

  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/User/:id',
    response: noDataSchema,
    access: MANAGERS,
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await removeUser(deps, user, params.id);
      return { data: null, message: 'userRemoved' };
    },
  });

  // Language preferences: a student changes only their own (api-spec §7.2).
  const ownLanguage = (kind: 'text' | 'audio') =>
    async ({ user, params }: { user: { id: number }; params: { id: number; lang: 'en' | 'es' } }) => ({
      data: await changeMyLanguages(deps, user, params.id, kind === 'text' ? params.lang : null, kind === 'audio' ? params.lang : null),
      message: 'languageChanged' as const,
    });
  const langParams = z.object({ id: idSchema, lang: languageSchema.transform((v) => v as 'en' | 'es') });

  defineRoute(app, deps, {
    method: 'PUT',
    url: '/User/ChangeStudentTextLanguage/:id/:lang',
    response: managedUserSchema.nullable(),
    access: 'signedIn',
    params: langParams,
    handler: ownLanguage('text'),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/User/ChangeStudentAudioLanguage/:id/:lang',
    response: managedUserSchema.nullable(),
    access: 'signedIn',
    params: langParams,
    handler: ownLanguage('audio'),
  });
  /** `User/ChangeStudentLanguage/{text}/{audio}` changes both for the caller. */
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/User/ChangeStudentLanguage/:text/:audio',
    response: managedUserSchema.nullable(),
    access: 'signedIn',
    params: z.object({ text: languageSchema, audio: languageSchema }),
    handler: async ({ user, params }) => ({
      data: await changeMyLanguages(deps, user, user.id, params.text as 'en' | 'es', params.audio as 'en' | 'es'),
      message: 'languageChanged',
    }),
  });
}
