import type { FastifyInstance } from 'fastify';
import type { Language } from '../../language';
import { accountEmailOf as emailOfAccount } from '../ms-iam/public';

/** Where the account's emails go (ms-iam's account), or null when it is gone. */
export function accountEmailOf(app: Pick<FastifyInstance, 'db'>, accountId: string): Promise<string | null> {
  return emailOfAccount(app.db, accountId);
}

/**
 * Tells the customer what was done on the line, by SMS to the line (when `sms` names it) and by
 * email to the account. The act has committed: a failed notice is logged, never undoes it.
 */
export async function notifyAccount(
  app: FastifyInstance,
  notice: { sms: string | null; email: string | null; subject: string; text: string; language: Language },
): Promise<void> {
  const { sms, email, subject, text, language } = notice;
  await Promise.all([
    sms ? app.smsSender.send({ to: sms, text, language }).catch((error: unknown) => app.log.error({ err: error }, 'line notice SMS failed')) : null,
    email ? app.mail.send({ to: email, subject, text, language }).catch((error: unknown) => app.log.error({ err: error }, 'line notice email failed')) : null,
  ]);
}

/** A time of day in Morocco, as the customer reads it in a notice. */
export function moroccanTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-MA`, {
    timeZone: 'Africa/Casablanca',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
    numberingSystem: 'latn',
  }).format(at);
}
