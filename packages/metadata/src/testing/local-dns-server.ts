import { createSocket } from 'node:dgram';
import { isIPv4 } from 'node:net';

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for `Resolver.setServers`. */
  server: string;
  /** Queries received so far. */
  queries: number;
  close(): Promise<void>;
}

/**
 * A UDP DNS server on 127.0.0.1 for tests. `answers` maps names to IPv4 addresses (A records;
 * AAAA questions get an empty answer, unknown names NXDOMAIN); `'silent'` never answers at all,
 * like a DNS server that is down or deliberately slow.
 */
export async function startTestDnsServer(answers: Record<string, string> | 'silent'): Promise<TestDnsServer> {
  const socket = createSocket('udp4');
  const state = { queries: 0 };
  socket.on('message', (query, peer) => {
    state.queries++;
    if (answers === 'silent') return;
    const reply = answer(query, answers);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    get queries() {
      return state.queries;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function answer(query: Buffer, answers: Record<string, string>): Buffer | undefined {
  if (query.length < 12) return undefined;
  // The question starts after the 12-byte header: length-prefixed labels, a zero byte, type, class.
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset]!;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return undefined;
  const type = query.readUInt16BE(offset + 1);
  const name = labels.join('.').toLowerCase();
  const address = answers[name];
  const records = address && isIPv4(address) && type === 1 ? [address] : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  header.writeUInt16BE(address === undefined ? 0x8183 : 0x8180, 2); // response, recursion available; NXDOMAIN or NOERROR
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const body = records.map((ip) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // name: pointer to the question's name
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(4, 10);
    ip.split('.').forEach((octet, i) => record.writeUInt8(Number(octet), 12 + i));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...body]);
}
