// A backend that gets the contract wrong in a different way per endpoint and knows nothing else:
// what npm run probe must report endpoint by endpoint (src/contract/probe.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const answers: Record<string, { status?: number; type?: string; body: string }> = {
  // The field code is an object, the category a number.
  '/v3/bind-card/card-init': { body: JSON.stringify({ code: 0, data: { items: [{ code: { id: 1 }, cate: 5, title: 'Bank' }] } }) },
  // Fits its schema, holds nothing the list shows.
  '/user-problem/problem-list': { body: JSON.stringify({ code: '00', message: 'success', data: { tabs: [] } }) },
  '/user-problem/problem-detail': { status: 500, type: 'text/html', body: '<html><body>Internal Server Error</body></html>' },
  '/v3/personal-center/contact-kf-info': { body: JSON.stringify({ code: 1, message: 'Session expired, please log in again' }) },
  '/v3/loan-details/loan-details': { body: JSON.stringify({ message: 'ok', data: {} }) },
  // A str00 endpoint answering int0's success.
  '/gopia/goya/sinag': { body: JSON.stringify({ code: 0, message: 'success', data: {} }) },
  // No agreement: contract-jump has no position to send.
  '/v3/contract/contract': { body: JSON.stringify({ code: 0, data: { data: [] } }) },
};

export function wrongBackend(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/stations/, '');
    const answer = answers[path] ?? { status: 404, body: JSON.stringify({ code: 404, message: 'no such endpoint' }) };
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' }).end(answer.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}
