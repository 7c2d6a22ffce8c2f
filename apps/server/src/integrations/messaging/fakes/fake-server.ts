import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakeAnswer = { status: number; body: string; headers?: Record<string, string> };
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export const jsonAnswer = (status: number, body: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

/**
 * A local HTTP server standing in for a provider: it records every request, answers through the
 * provider's own handler, and can be told to fail the next calls (a 500, a 429, a hang).
 */
export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const scripted: (FakeAnswer | 'hang')[] = [];

  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const next = scripted.shift();
    if (next === 'hang') return; // never answers: the client's timeout must fire
    const answer = next ?? (await handler(request));
    outgoing.writeHead(answer.status, answer.headers ?? {});
    outgoing.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `times` calls get this answer instead of the normal one. */
    failNext(times: number, answer: FakeAnswer | 'hang') {
      for (let index = 0; index < times; index += 1) scripted.push(answer);
    },
    lastRequest: () => requests.at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/** `user:password` of a Basic Authorization header, or null. */
export function basicCredentials(headers: IncomingMessage['headers']): [string, string] | null {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
