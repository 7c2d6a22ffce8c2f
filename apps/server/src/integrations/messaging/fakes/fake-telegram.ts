import { jsonAnswer, startFakeServer } from './fake-server.ts';

const refusal = (status: number, description: string, parameters?: object) =>
  jsonAnswer(status, { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) });

/**
 * The Bot API's sendMessage for one bot token: unknown tokens get 401, unknown chats 400
 * "chat not found", chats in `blockedChats` 403; a sent message gets a growing message_id.
 */
export async function startFakeTelegram(token: string, chats: string[], blockedChats: string[] = []) {
  let nextMessageId = 1;
  const server = await startFakeServer((request) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.path);
    if (!match) return refusal(404, 'Not Found');
    if (match[1] !== token) return refusal(401, 'Unauthorized');
    let body: { chat_id?: string | number; text?: string };
    try {
      body = JSON.parse(request.body);
    } catch {
      return refusal(400, 'Bad Request: invalid JSON');
    }
    const chat = String(body.chat_id ?? '');
    if (!body.text) return refusal(400, 'Bad Request: message text is empty');
    if (blockedChats.includes(chat)) return refusal(403, 'Forbidden: bot was blocked by the user');
    if (!chats.includes(chat)) return refusal(400, 'Bad Request: chat not found');
    return jsonAnswer(200, {
      ok: true,
      result: { message_id: nextMessageId++, chat: { id: Number(chat), type: 'private' }, text: body.text },
    });
  });
  return {
    ...server,
    /** Telegram's flood control: a 429 that names the wait. */
    tooManyRequests: (retryAfter: number) =>
      refusal(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter }),
  };
}
