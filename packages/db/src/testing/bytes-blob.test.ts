import { describe, expect, it } from 'vitest';
import { BytesBlob } from './bytes-blob';

const bytes = () => Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251);

describe('BytesBlob', () => {
  it('answers arrayBuffer, stream, slice and size with the bytes it was given', async () => {
    const blob = new BytesBlob(bytes());
    expect(blob.type).toBe('application/x-tar');
    expect(blob.size).toBe(300_000);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes());
    expect(new Uint8Array(await new Response(blob.stream()).arrayBuffer())).toEqual(bytes());
    expect(new Uint8Array(await blob.slice(10, 20).arrayBuffer())).toEqual(bytes().slice(10, 20));
  });

  it('hands out a copy, so a reader that writes into it does not change the next read', async () => {
    const blob = new BytesBlob(bytes());
    new Uint8Array(await blob.arrayBuffer()).fill(0);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes());
  });

  it('reads any other blob once, keeping its type, and passes a BytesBlob through', async () => {
    const plain = new Blob([bytes()], { type: 'application/x-gzip' });
    const read = await BytesBlob.of(plain);
    expect(read).toBeInstanceOf(BytesBlob);
    expect(read.type).toBe('application/x-gzip');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes());
    expect(await BytesBlob.of(read)).toBe(read);
  });
});
