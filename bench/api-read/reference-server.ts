// The reference of the api-read benchmark: a bare node:http server answering one fixed JSON body
// (a real explore page of the subject, so the same size) on every request. It is the practical
// limit of Node answering HTTP on this machine, measured in its own process like the subject.
import { createServer } from 'node:http';
import { serveToParent } from '../lib/serve-to-parent';

const body = await new Promise<Buffer>((resolve) =>
  process.once('message', (message: { body: string }) => resolve(Buffer.from(message.body))),
);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
serveToParent(server);
