import type { MessagingChannel } from '@mise/contract/settings';

export type { MessagingChannel };

/** One message to one recipient: a phone (E.164), a Telegram chat id, an FCM device token or an e-mail. */
export type OutgoingMessage = { address: string; header: string; content: string };

export type SentMessage = { providerMessageId: string };

export type SmsSettings =
  | { provider: 'twilio'; dsn: string }
  | { provider: 'iqsms'; dsn: string }
  | { provider: 'redsms'; login: string; apiKey: string }
  | { provider: 'smsfly'; login: string; password: string };

/** Where each client sends; the defaults are the services' public hosts, tests point them at the fakes. */
export type MessagingEndpoints = {
  twilio: string;
  iqsms: string;
  redsms: string;
  smsfly: string;
  telegram: string;
  fcm: string;
  googleToken: string;
};

export type MessagingSettings = {
  /** null while no SMS provider is chosen */
  sms: SmsSettings | null;
  /** Alphanumeric sender name or number, used where the provider's credentials do not carry one. */
  smsSender: string;
  telegramBotToken: string;
  /** smtp://user:pass@host:port or smtps://... */
  smtpUrl: string;
  smtpFrom: string;
  /** The service account key file as JSON text. */
  fcmServiceAccount: string;
  /** Defaults to the service account's project_id. */
  fcmProjectId: string;
  endpoints: MessagingEndpoints;
  /** Milliseconds before a call to a provider is given up (and counted as retryable). */
  timeoutMs: number;
};

/**
 * A message that did not go out. `retryable`: the network, a timeout, a 5xx or a 429 (try later);
 * otherwise (a bad number, a blocked bot, wrong credentials) sending it again would fail the same way.
 */
export class DeliveryError extends Error {
  readonly retryable: boolean;
  /** The provider's own code or HTTP status, for the per-recipient log. */
  readonly code: string;
  /** Seconds the provider asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    options: { retryable: boolean; code: string; retryAfterSeconds?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.retryable = options.retryable;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The channel is not set up in settings, or its credentials cannot be read: never retryable. */
export const notConfigured = (what: string) =>
  new DeliveryError(`${what} is not configured`, { retryable: false, code: 'not_configured' });
