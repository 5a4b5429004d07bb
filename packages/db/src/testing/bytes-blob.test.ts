import { describe, expect, it } from 'vitest';
import { BytesBlob } from './bytes-blob';

// Compared as Buffers: Vitest's deep equality walks a typed array element by element.
const bytes = () => Buffer.from(Uint8Array.from({ length: 3_000 }, (_, i) => (i * 7) % 251));
const read = async (data: ArrayBuffer | Promise<ArrayBuffer>) => Buffer.from(await data);

describe('BytesBlob', () => {
  it('answers arrayBuffer, stream, slice and size with the bytes it was given', async () => {
    const blob = new BytesBlob(bytes());
    expect(blob.type).toBe('application/x-tar');
    expect(blob.size).toBe(3_000);
    expect(await read(blob.arrayBuffer())).toEqual(bytes());
    expect(await read(new Response(blob.stream()).arrayBuffer())).toEqual(bytes());
    expect(await read(blob.slice(10, 20).arrayBuffer())).toEqual(bytes().subarray(10, 20));
  });

  it('hands out a copy, so a reader that writes into it does not change the next read', async () => {
    const blob = new BytesBlob(bytes());
    new Uint8Array(await blob.arrayBuffer()).fill(0);
    expect(await read(blob.arrayBuffer())).toEqual(bytes());
  });

  it('reads any other blob once, keeping its type, and passes a BytesBlob through', async () => {
    const plain = new Blob([bytes()], { type: 'application/x-gzip' });
    const copy = await BytesBlob.of(plain);
    expect(copy).toBeInstanceOf(BytesBlob);
    expect(copy.type).toBe('application/x-gzip');
    expect(await read(copy.arrayBuffer())).toEqual(bytes());
    expect(await BytesBlob.of(copy)).toBe(copy);
  });
});
