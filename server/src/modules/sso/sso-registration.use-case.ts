import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import type { AuthenticateResponse } from '@domain/identity/user.schemas';
import type { SsoRegistrationInput } from '@domain/sso/sso.schemas';
import { appError } from '../../http/app-error';
import { startSession } from '../auth/authenticate.use-case';
import { emailTaken, usernameTaken } from '../users/user.repository';
import { hashSsoTicket, requireProviders } from './sso-sign-in.use-cases';
import * as repo from './sso.repository';

/**
 * The role a person gets by registering through single sign-on: a teacher in no school until a
 * manager places them (docs/decisions.md, "Single sign-on"). Students come through roster sync.
 */
export const SSO_SELF_REGISTERED_ROLE = RoleId.DistrictTeacher;

/**
 * `POST sso/registeruser` (and `User/registeruser`): the first sign-in of an unknown subject. The user
 * and the link to the provider's subject are made in one transaction with the ticket's use, so a
 * refusal (a taken username) leaves the ticket usable for a corrected try; then they are signed in.
 */
export async function registerWithSso(deps: AppDeps, input: SsoRegistrationInput): Promise<AuthenticateResponse> {
  await requireProviders(deps);
  const ticketHash = hashSsoTicket(input.ticket);
  const userId = await deps.db.transaction(async (tx) => {
    const ticket = await repo.useSsoTicket(tx, ticketHash, 'register');
    if (!ticket) throw appError('SSO.TICKET_INVALID');
    if (await usernameTaken(tx, input.username)) throw appError('USER.USERNAME_TAKEN');
    // Never matched on e-mail: an address another account holds is refused, not joined to it.
    if (ticket.email && (await emailTaken(tx, ticket.email))) throw appError('SSO.EMAIL_IN_USE');
    const id = await repo.insertSsoUser(tx, {
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      email: ticket.email,
      birthDate: input.birthDate,
      roleId: SSO_SELF_REGISTERED_ROLE,
    });
    if (!(await repo.linkIdentity(tx, ticket.issuer, ticket.subject, id))) throw appError('SSO.ALREADY_REGISTERED');
    return id;
  });
  return startSession(deps, userId);
}
