import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { Language } from '@domain/shared/constants';
import { appError } from '../../http/app-error';
import { findUserByEmail, setPasswordHash } from '../users/user.repository';
import { hashPassword } from './password-hasher';
import {
  consumeResetToken,
  countRecentResetRequests,
  insertResetToken,
  lockResetRequests,
  recordResetRequest,
} from './password-reset.repository';
import { revokeSessionsOfUser } from './session.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const HOUR_MS = 60 * 60_000;

const RESET_MAIL = {
  en: {
    subject: 'Reset your password',
    body: (link: string, minutes: number) =>
      `Someone asked to reset the password of your account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
  },
  es: {
    subject: 'Restablece tu contraseña',
    body: (link: string, minutes: number) =>
      `Alguien pidió restablecer la contraseña de tu cuenta.\n\nAbre este enlace en los próximos ${minutes} minutos para elegir una contraseña nueva:\n${link}\n\nSi no fuiste tú, ignora este correo; tu contraseña no cambia.`,
  },
} as const;

/**
 * Forgot password: a single-use, expiring token is mailed to a registered address. The answer is the
 * same whether or not the address is registered, and beyond the hourly limits per address asked for
 * and per client (where nothing is sent), so the form can neither find accounts nor flood a mailbox.
 * The link names PUBLIC_URL (or the listen address), never the request's Host.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, clientAddress: string, language: Language): Promise<void> {
  const accountKey = email.trim().toLowerCase();
  const clientKey = `ip:${clientAddress}`;
  const limits = deps.config.passwordResetLimits;
  const allowed = await deps.db.transaction(async (tx) => {
    await lockResetRequests(tx, accountKey, clientKey);
    const recent = await countRecentResetRequests(tx, accountKey, clientKey, HOUR_MS);
    if (recent.account >= limits.accountMaxPerHour || recent.client >= limits.clientMaxPerHour) return false;
    await recordResetRequest(tx, accountKey, clientKey);
    return true;
  });
  if (!allowed) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + deps.config.resetTokenTtlMs);
  await insertResetToken(deps.db, sha256(token), user.id, expiresAt);
  const link = `${deps.config.linkBaseUrl}/newpassword?token=${token}`;
  const mail = RESET_MAIL[language];
  await deps.mailer.send({ to: user.email, subject: mail.subject, text: mail.body(link, Math.round(deps.config.resetTokenTtlMs / 60_000)) });
}

/** /newpassword: consumes the token (once, before it expires), sets the password, ends open sessions. */
export async function consumePasswordReset(deps: AppDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const resetUserId = await consumeResetToken(tx, sha256(token));
    if (resetUserId === null) throw appError('AUTH.RESET_TOKEN_INVALID');
    await setPasswordHash(tx, resetUserId, passwordHash);
    await revokeSessionsOfUser(tx, resetUserId);
    return resetUserId;
  });
  deps.sessions.evictUser(userId);
}
