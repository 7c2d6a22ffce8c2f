import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

type SmtpError = Error & { responseCode?: number };
const smtpError = (responseCode: number, text: string): SmtpError =>
  Object.assign(new Error(text), { responseCode });

/**
 * A local SMTP server (smtp-server): AUTH PLAIN/LOGIN over plain text for one user, recipients at
 * `bounce.test` refused with 550, and scripted temporary failures (421/451) for the next messages.
 */
export async function startFakeSmtp(user: string, password: string) {
  const received: ReceivedMail[] = [];
  const scripted: number[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address.endsWith('@bounce.test')) return callback(smtpError(550, 'No such user here'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const failure = scripted.shift();
        if (failure) return callback(smtpError(failure, 'Try again later'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    urlFor: (login: string, secret: string) =>
      `smtp://${encodeURIComponent(login)}:${encodeURIComponent(secret)}@127.0.0.1:${port}`,
    received,
    failNext(times: number, responseCode = 451) {
      for (let index = 0; index < times; index += 1) scripted.push(responseCode);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
