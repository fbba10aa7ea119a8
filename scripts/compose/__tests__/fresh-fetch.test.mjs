// fetchFresh (scripts/compose/stack.mjs): every request of the compose test on a connection of its
// own, so none can ride a pooled keep-alive connection across `docker compose down` and `up`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, it } from 'node:test';
import { fetchFresh } from '../stack.mjs';

let server;
let base;
before(async () => {
  // Answers with the client port of the connection that carried the request.
  server = createServer((request, response) => response.end(String(request.socket.remotePort)));
  server.keepAliveTimeout = 60_000;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
after(() => server.close());

async function portsOf(request, count) {
  const ports = [];
  for (let index = 0; index < count; index += 1) ports.push(await (await request(`${base}/${index}`, { headers: { accept: 'text/plain' } })).text());
  return new Set(ports);
}

it('opens a new connection for every request, where plain fetch reuses one', async () => {
  assert.ok((await portsOf(fetch, 5)).size < 5, 'plain fetch keeps its connection alive (the premise)');
  assert.equal((await portsOf(fetchFresh, 5)).size, 5);
});

it('keeps the caller\'s headers and asks the server to close the connection', async () => {
  server.once('request', (request) => {
    assert.equal(request.headers.connection, 'close');
    assert.equal(request.headers['x-probe'], 'yes');
  });
  assert.equal((await fetchFresh(`${base}/probe`, { headers: { 'x-probe': 'yes' } })).status, 200);
});
