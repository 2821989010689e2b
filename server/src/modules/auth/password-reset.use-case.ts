import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { one } from '../../db/database';
import type { Language } from '@domain/shared/constants';
import { AppError } from '../../http/app-error';
import { findUserByEmail, setPasswordHash } from '../users/user.repository';
import { hashPassword } from './password-hasher';
import { revokeSessionsOfUser } from './session.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const RESET_MAIL = {
  en: {
    subject: 'Reset your password',
    body: (link: string, minutes: number) =>
      `Someone asked to reset the password of your account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
  },
  es: {
    subject: 'Restablezca su contraseña',
    body: (link: string, minutes: number) =>
      `Alguien pidió restablecer la contraseña de su cuenta.\n\nAbra este enlace en los próximos ${minutes} minutos para elegir una contraseña nueva:\n${link}\n\nSi no fue usted, ignore este correo; su contraseña no cambia.`,
  },
} as const;

/**
 * Forgot password: a single-use, expiring token is mailed to a registered address. The answer is the
 * same whether or not the address is registered, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, origin: string, language: Language): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.resetTokenTtlMs);
  await ctx.db.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    user.id,
    expiresAt,
  ]);
  const link = `${ctx.config.publicUrl ?? origin}/newpassword?token=${token}`;
  const mail = RESET_MAIL[language];
  await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.body(link, Math.round(ctx.config.resetTokenTtlMs / 60_000)) });
}

/** /newpassword: consumes the token (once, before it expires), sets the password, ends open sessions. */
export async function consumePasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const row = await one<{ user_id: number }>(
      tx,
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [sha256(token)],
    );
    if (!row) throw new AppError(400, 'AUTH.RESET_TOKEN_INVALID', 'resetTokenInvalid', {}, [{ field: 'token', message: 'resetTokenInvalid' }]);
    await setPasswordHash(tx, row.user_id, passwordHash);
    await revokeSessionsOfUser(tx, row.user_id);
    return row.user_id;
  });
  ctx.sessions.evictUser(userId);
}
