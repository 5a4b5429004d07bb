// The reference of the api-read benchmark: a bare node:http server answering one fixed JSON body
// (a real explore page of the subject, so the same size) on every request. It is the practical
// limit of Node answering HTTP on this machine, measured in its own process like the subject.
import { createServer } from 'node:http';

const body = await new Promise<Buffer>((resolve) =>
  process.once('message', (message: { body: string }) => resolve(Buffer.from(message.body))),
);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the reference server has no address');
  process.send?.({ url: `http://127.0.0.1:${address.port}` });
});
process.on('message', (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
