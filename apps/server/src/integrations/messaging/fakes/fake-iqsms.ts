import { jsonAnswer, startFakeServer } from './fake-server.ts';

type SendBody = {
  login?: string;
  password?: string;
  messages?: { phone?: string; text?: string; clientId?: string; sender?: string }[];
};

/** IQSMS's JSON gate: the credentials in the body, a status per message (HTTP 200 either way). */
export async function startFakeIqsms(login: string, password: string) {
  let nextId = 1000;
  return startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== '/messages/v2/send.json')
      return { status: 404, body: 'not found' };
    let body: SendBody;
    try {
      body = JSON.parse(request.body);
    } catch {
      return jsonAnswer(200, { status: 'error', description: 'invalid json' });
    }
    if (body.login !== login || body.password !== password)
      return jsonAnswer(200, { status: 'error', description: 'error authorization' });
    const messages = (body.messages ?? []).map((item) => {
      if (!/^\d{10,15}$/.test(item.phone ?? ''))
        return { clientId: item.clientId, status: 'invalid mobile phone' };
      if (!item.text) return { clientId: item.clientId, status: 'text is empty' };
      return { clientId: item.clientId, smscId: nextId++, status: 'accepted' };
    });
    return jsonAnswer(200, { status: 'ok', messages });
  });
}
