import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError, notConfigured } from './messaging-types.ts';
import { callProvider, isRetryableStatus, parseJson, plainTextOf } from './provider-http.ts';

type TelegramAnswer = {
  ok: boolean;
  result?: { message_id: number };
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
};

/** Telegram refuses longer texts (Bot API: sendMessage, 1-4096 characters after entities parsing). */
const maxTextLength = 4096;

/**
 * Telegram Bot API sendMessage: POST /bot<token>/sendMessage with a JSON body {chat_id, text};
 * the answer is {ok: true, result: Message} or {ok: false, error_code, description} (400 chat not
 * found, 403 blocked by the user, 401/404 for a bad token, 429 with parameters.retry_after).
 * The address is the customer's chat id, known once they started the restaurant's bot.
 */
export async function sendTelegramMessage(
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  const token = settings.telegramBotToken;
  if (!token) throw notConfigured('The Telegram bot token');
  const text = plainTextOf(message).slice(0, maxTextLength);
  const answer = await callProvider(
    'Telegram',
    `${settings.endpoints.telegram}/bot${token}/sendMessage`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: message.address, text }),
    },
    settings.timeoutMs,
  );
  const result = parseJson<TelegramAnswer>(answer.text);
  if (answer.status === 200 && result.ok && result.result)
    return { providerMessageId: String(result.result.message_id) };
  const status = result.error_code ?? answer.status;
  throw new DeliveryError(`Telegram: ${result.description ?? `HTTP ${status}`}`, {
    retryable: isRetryableStatus(status),
    code: String(status),
    retryAfterSeconds: result.parameters?.retry_after,
  });
}
