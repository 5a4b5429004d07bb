import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff-media';
import { acceptAttribute, formatMaxSize, isUploadKind } from './upload-limits';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffMedia', () => {
  it('names each accepted format by its magic bytes', () => {
    expect(sniffMedia(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffMedia(bytes('GIF87a'))).toBe('gif');
    expect(sniffMedia(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffMedia(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe('wav');
    expect(sniffMedia(bytes([0, 0, 0, 0x20], 'ftypmp42'))).toBe('mp4');
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
    expect(sniffMedia(bytes('OggS', [0]))).toBe('ogg');
    expect(sniffMedia(bytes('ID3', [4, 0]))).toBe('mp3');
  });

  it('recognises SVG after a byte-order mark, an XML declaration or a comment, and nothing else as SVG', () => {
    expect(sniffMedia(new TextEncoder().encode('\uFEFF<?xml version="1.0"?>\n<!-- art --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'svg',
    );
    expect(sniffMedia(new TextEncoder().encode('<html><body><svg></svg></body></html>'))).toBe('svg');
    expect(sniffMedia(new TextEncoder().encode('hello <svg>'))).toBeUndefined();
    expect(sniffMedia(new TextEncoder().encode('<!doctype html><p>hi</p>'))).toBeUndefined();
    expect(sniffMedia(new Uint8Array())).toBeUndefined();
  });
});

describe('upload limits helpers', () => {
  it('writes sizes as the spec does and builds the picker hint', () => {
    expect(formatMaxSize(1024 * 1024)).toBe('1M');
    expect(formatMaxSize(50 * 1024 * 1024)).toBe('50M');
    expect(acceptAttribute('logo')).toBe('image/png,.png,image/jpeg,.jpg,.jpeg');
    expect(isUploadKind('banner')).toBe(true);
    expect(isUploadKind('avatar')).toBe(false);
  });
});
