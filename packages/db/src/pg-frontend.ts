// The few PostgreSQL frontend messages of the extended query protocol that preparedQuery sends to
// PGlite (https://www.postgresql.org/docs/current/protocol-message-formats.html). Parameters go as
// text, results come back as text, as PGlite's own query sends and reads them.

const encoder = new TextEncoder();

function message(type: string, parts: (Uint8Array | number[])[]): Uint8Array {
  const length = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const cstring = (text: string): Uint8Array => {
  const bytes = encoder.encode(text);
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  return out;
};
const int16 = (value: number): number[] => [(value >> 8) & 0xff, value & 0xff];
const int32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

export const pgFrontend = {
  /** Parse: a named statement, parameter types left to the server. */
  parse: (name: string, text: string) => message('P', [cstring(name), cstring(text), int16(0)]),
  describeStatement: (name: string) => message('D', [[0x53], cstring(name)]),
  closeStatement: (name: string) => message('C', [[0x53], cstring(name)]),
  /** Bind to the unnamed portal; every parameter and result in text format. */
  bind(name: string, values: (string | null)[]): Uint8Array {
    const parts: (Uint8Array | number[])[] = [[0], cstring(name), int16(0), int16(values.length)];
    for (const value of values) {
      if (value === null) {
        parts.push(int32(-1));
        continue;
      }
      const bytes = encoder.encode(value);
      parts.push(int32(bytes.length), bytes);
    }
    parts.push(int16(0));
    return message('B', parts);
  },
  execute: () => message('E', [[0], int32(0)]),
  sync: () => message('S', []),
  concat(parts: Uint8Array[]): Uint8Array {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  },
};
