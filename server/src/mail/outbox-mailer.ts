import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.port';

/**
 * Delivers mail to `<dir>/<time>-<recipient>.eml` and logs it, so a single-machine install can
 * complete a password reset without a mail server.
 */
export function createOutboxMailer(dir: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      const body = `To: ${message.to}\nSubject: ${message.subject}\nContent-Type: text/plain; charset=utf-8\n\n${message.text}\n`;
      await writeFile(file, body, 'utf8');
      log.info({ mailTo: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
