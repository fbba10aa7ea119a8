// The baseline of the read measurement: a bare node:http server in its own process answering
// fixed paths with the exact bytes and content type the API sent, straight from memory.
//   node bare-server.mjs <port> <routes.json>   routes: { "/api/gallery": { "file": ..., "type": ... } }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, routesFile] = process.argv.slice(2);
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(routesFile, 'utf8'))).map(([path, { file, type }]) => [path, { body: readFileSync(file), type }]),
);

const server = createServer((request, response) => {
  const route = routes.get(request.url);
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': route.type, 'Content-Length': route.body.length });
  response.end(route.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
