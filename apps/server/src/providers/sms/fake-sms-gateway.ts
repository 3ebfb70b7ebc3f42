import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: { to: string; message: string };
}

/**
 * A stand-in SMS gateway on a free local port, for tests: records what it receives and answers
 * with the status the test chooses ('hang' never answers, to test the timeout).
 */
export async function startFakeSmsGateway() {
  const received: ReceivedSms[] = [];
  let answer: number | 'hang' = 202;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'],
      });
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: answer < 300 ? 'queued' : 'failed' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    answerWith(status: number | 'hang') {
      answer = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
