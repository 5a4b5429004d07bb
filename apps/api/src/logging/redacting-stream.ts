import { Writable } from 'node:stream';

/**
 * The log destination with secrets taken out of every line: applied to the serialised line, it
 * covers messages, error stacks and request fields alike (docs/security.md, RPC keys in logs).
 */
export function redactingStream(
  redact: (text: string) => string,
  destination: { write(line: string): unknown } = process.stdout,
): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      destination.write(redact(chunk.toString()));
      callback();
    },
  });
}
