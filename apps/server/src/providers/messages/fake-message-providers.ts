import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What the next requests get: the provider's own answer, a chosen status, or none at all. */
type Answer = 'normal' | number | 'hang';

/**
 * A stand-in provider on a free local port, for tests: records each request and answers it as
 * `respond` says, unless the test chose a status or 'hang' (never answers, to test the timeout).
 */
async function startStandIn(
  respond: (request: ReceivedRequest, response: ServerResponse, count: number) => void,
  failure: (status: number) => unknown,
) {
  const received: ReceivedRequest[] = [];
  let answer: Answer = 'normal';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { unparsed: text };
      }
      const seen = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      };
      received.push(seen);
      if (answer === 'hang') return;
      if (typeof answer === 'number') {
        json(response, answer, failure(answer));
        return;
      }
      respond(seen, response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next: Answer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * MSG91's Flow API as documented: POST /api/v5/flow with the `authkey` header and
 * `{ template_id, recipients: [{ mobiles, ...variables }] }`; a wrong key is a 401, a missing
 * template or recipient a 400, both `{ type: 'error', message }`; success is
 * `{ type: 'success', message: <request id> }`.
 */
export function startFakeMsg91(authKey: string) {
  return startStandIn(
    (request, response, count) => {
      if (request.method !== 'POST' || request.path !== '/api/v5/flow')
        return json(response, 404, { type: 'error', message: 'Not found' });
      if (request.headers.authkey !== authKey)
        return json(response, 401, { type: 'error', message: 'Authentication failure' });
      const recipients = request.body.recipients;
      if (typeof request.body.template_id !== 'string' || !Array.isArray(recipients))
        return json(response, 400, { type: 'error', message: 'Template ID or recipients missing' });
      json(response, 200, { type: 'success', message: `3763646c30583735303930${count}` });
    },
    (status) => ({ type: 'error', message: `Status ${status}` }),
  );
}

/**
 * The WhatsApp Business Cloud API as documented: POST /{version}/{phone-number-id}/messages with
 * `Authorization: Bearer <token>`; a bad token is a 401 OAuthException (code 190), a message
 * that is not a template a 400; success names the contact and the message's wamid.
 */
export function startFakeWhatsApp(token: string, phoneNumberId: string) {
  return startStandIn(
    (request, response, count) => {
      if (request.method !== 'POST' || !request.path.endsWith(`/${phoneNumberId}/messages`))
        return json(response, 404, { error: { message: 'Unknown path', code: 100 } });
      if (request.headers.authorization !== `Bearer ${token}`)
        return json(response, 401, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      const to = request.body.to;
      if (request.body.messaging_product !== 'whatsapp' || request.body.type !== 'template')
        return json(response, 400, {
          error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 },
        });
      json(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS${count}` }],
      });
    },
    (status) => ({
      error: {
        message: `Status ${status}`,
        type: 'OAuthException',
        code: status === 429 ? 130429 : 1,
      },
    }),
  );
}
