import nodemailer from 'nodemailer';
import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError, notConfigured } from './messaging-types.ts';

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string };

/** Failures of the connection itself: the server may be back later. */
const connectionCodes = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/**
 * SMTP's own rule decides: a 4xx reply is temporary (try later), a 5xx permanent; without a reply,
 * a broken connection is retryable and a refused login or bad configuration is not.
 */
export function toDeliveryError(error: unknown): DeliveryError {
  const failure = error as SmtpFailure;
  const responseCode = failure.responseCode;
  const retryable = responseCode
    ? responseCode >= 400 && responseCode < 500
    : connectionCodes.has(failure.code ?? '');
  // The server's reply ("550 5.1.1 No such user") or nodemailer's words; neither holds the password.
  return new DeliveryError(`SMTP: ${failure.response || failure.message}`, {
    retryable,
    code: responseCode ? String(responseCode) : (failure.code ?? 'error'),
  });
}

/**
 * An e-mail through the SMTP server of smtp_url (smtp://user:pass@host:587 with STARTTLS when
 * offered, smtps:// for TLS from the start) from smtp_from; subject = header, text = content.
 */
export async function sendEmail(message: OutgoingMessage, settings: MessagingSettings): Promise<SentMessage> {
  if (!settings.smtpUrl || !settings.smtpFrom) throw notConfigured('SMTP (server URL and sender)');
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    logger: false,
    debug: false,
  });
  try {
    const info = await transport.sendMail({
      from: settings.smtpFrom,
      to: message.address,
      subject: message.header.trim() || message.content.slice(0, 60),
      text: message.content,
    });
    if (info.rejected.length > 0)
      throw new DeliveryError('SMTP: the recipient was refused', { retryable: false, code: 'rejected' });
    return { providerMessageId: info.messageId };
  } catch (error) {
    throw error instanceof DeliveryError ? error : toDeliveryError(error);
  } finally {
    transport.close();
  }
}
