import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createMail, MAIL_CLAIM_MS, MAIL_FROM, MAIL_MAX_ATTEMPTS, smtpTransport, type EmailMessage, type MailTransport } from './mail';

/** A transport that records what it is handed, and fails while told to. */
function recorder() {
  const sent: Array<EmailMessage & { from: string }> = [];
  let failing = false;
  const transport: MailTransport = {
    async send(message) {
      if (failing) throw new Error('mail server down');
      sent.push(message);
    },
  };
  return { transport, sent, fail: (value: boolean) => (failing = value) };
}

const silentLog = { error: () => undefined };
const message = (to: string): EmailMessage => ({ to, subject: 'Reçu', text: 'Votre recharge', html: '<p>Votre recharge</p>', language: 'fr' });

let testApp: TestApp;
const mails = recorder();
beforeAll(async () => {
  testApp = await buildTestApp({ mailTransport: mails.transport });
}, 60_000);
afterAll(() => testApp?.close());
jest.setTimeout(30_000);
const db = () => testApp.app.db;
const rowsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('app.mail with a transport (SMTP_URL set)', () => {
  it('queues in the caller’s transaction and delivers each mail once, even when two deliveries race', async () => {
    await db().transaction(async (tx) => testApp.app.mail.queue(tx, message('Lina@Example.ma')));
    const [queued] = await rowsTo('lina@example.ma');
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, language: 'fr' });
    await Promise.all([testApp.app.mail.deliverQueued(), testApp.app.mail.deliverQueued()]);
    expect(mails.sent.filter((mail) => mail.to === 'lina@example.ma')).toEqual([{ ...message('lina@example.ma'), from: MAIL_FROM }]);
    expect((await rowsTo('lina@example.ma'))[0]).toMatchObject({ status: 'sent', attempts: 1, deliveredAt: expect.any(Date) });
  });

  it('keeps a mail whose transaction rolled back out of the outbox', async () => {
    await expect(
      db().transaction(async (tx) => {
        await testApp.app.mail.queue(tx, message('rolled@example.ma'));
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await rowsTo('rolled@example.ma')).toHaveLength(0);
  });

  it('tries a failed mail again, and gives up after the last attempt', async () => {
    mails.fail(true);
    await testApp.app.mail.send(message('retry@example.ma'));
    expect((await rowsTo('retry@example.ma'))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) await testApp.app.mail.deliverQueued();
    expect((await rowsTo('retry@example.ma'))[0]).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    mails.fail(false);
    await testApp.app.mail.send(message('later@example.ma'));
    expect(mails.sent.map((mail) => mail.to)).toContain('later@example.ma');
    expect(mails.sent.map((mail) => mail.to)).not.toContain('retry@example.ma');
  });

  it('sends again a mail whose delivery was cut off (process stopped while sending), once its claim has lapsed', async () => {
    await testApp.app.mail.queue(db(), message('cut@example.ma'));
    const [row] = await rowsTo('cut@example.ma');
    // What a process stopped between its claim and the SMTP answer leaves behind.
    await db().update(emailOutbox).set({ status: 'sending', claimedAt: new Date() }).where(eq(emailOutbox.id, row!.id));
    await testApp.app.mail.deliverQueued();
    expect(mails.sent.map((mail) => mail.to)).not.toContain('cut@example.ma');
    await db()
      .update(emailOutbox)
      .set({ claimedAt: new Date(Date.now() - MAIL_CLAIM_MS - 1000) })
      .where(eq(emailOutbox.id, row!.id));
    await Promise.all([testApp.app.mail.deliverQueued(), testApp.app.mail.deliverQueued()]);
    expect(mails.sent.filter((mail) => mail.to === 'cut@example.ma')).toHaveLength(1);
    expect((await rowsTo('cut@example.ma'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('without a transport (the sandbox)', () => {
  it('writes the mail in the outbox, which is its delivery', async () => {
    const sandbox = createMail(db(), null, silentLog);
    expect(sandbox.delivering).toBe(false);
    await sandbox.send(message('sandbox@example.ma'));
    expect((await rowsTo('sandbox@example.ma'))[0]).toMatchObject({ status: 'sandbox', attempts: 0, deliveredAt: null });
    expect(await sandbox.deliverQueued()).toBe(0);
  });
});

/** Just enough of an SMTP server to receive one mail: what nodemailer sends through SMTP_URL. */
async function fakeSmtpServer(): Promise<{ server: Server; port: number; received: Promise<string> }> {
  let resolve: (data: string) => void = () => undefined;
  const received = new Promise<string>((done) => (resolve = done));
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            resolve(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^EHLO|^HELO/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('smtpTransport (SMTP_URL)', () => {
  it('hands the mail to the SMTP server the URL names, with its language', async () => {
    const smtp = await fakeSmtpServer();
    try {
      await smtpTransport(`smtp://127.0.0.1:${smtp.port}`).send({ ...message('lina@example.ma'), subject: 'Reçu AT1', language: 'ar', from: MAIL_FROM });
      const data = await smtp.received;
      expect(data).toMatch(/^To: lina@example\.ma$/m);
      expect(data).toMatch(/^Content-Language: ar$/m);
      expect(data).toContain('no-reply@atlas.ma');
    } finally {
      smtp.server.close();
    }
  });
});
