import type { Language } from '../language';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content for mail clients that show HTML (right to left in Arabic). */
  html?: string;
  language: Language;
}

/** Where mails leave the site: an SMTP server in production, a recorder in tests. */
export interface MailTransport {
  send(message: EmailMessage & { from: string }): Promise<void>;
}
