import { uploadLimits } from '@nft/shared';
import { describe, expect, it } from 'vitest';
import { checkUploadFile } from './check-upload-file';
import { describeLimit } from './describe-limit';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = new TextEncoder().encode('GIF89a\u0001\u0000');
const mp4 = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');

// A browser File is a Blob with a name; the check reads the bytes, never the name or declared type.
const file = (head: Uint8Array<ArrayBuffer>, size = head.byteLength, type = '') =>
  new File([head, new Uint8Array(Math.max(0, size - head.byteLength))], 'picked.png', { type });

describe('checkUploadFile (client-side, docs/product.md (spec section 5))', () => {
  it('accepts PNG and JPEG for a logo up to exactly 1M, and refuses one byte more as too large', async () => {
    expect(await checkUploadFile(file(png, 1024 * 1024), 'logo')).toEqual({ ok: true, format: 'png' });
    expect(await checkUploadFile(file(jpeg, 1024 * 1024), 'logo')).toEqual({ ok: true, format: 'jpeg' });
    expect(await checkUploadFile(file(png, 1024 * 1024 + 1), 'logo')).toEqual({ ok: false, error: 'file_too_large' });
  });

  it('applies each kind its own maximum', async () => {
    for (const [kind, limit] of Object.entries(uploadLimits)) {
      const format = limit.formats.includes('png') ? png : mp4;
      expect(await checkUploadFile(file(format, limit.maxBytes), kind as keyof typeof uploadLimits), kind).toMatchObject({ ok: true });
      expect(await checkUploadFile(file(format, limit.maxBytes + 1), kind as keyof typeof uploadLimits), kind).toEqual({
        ok: false,
        error: 'file_too_large',
      });
    }
  });

  it('judges by content: text named .png with an image type is refused, a PNG named anything is accepted', async () => {
    const text = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    expect(await checkUploadFile(text, 'banner')).toEqual({ ok: false, error: 'file_type_not_supported' });
    const renamed = new File([png], 'notes.txt', { type: 'text/plain' });
    expect(await checkUploadFile(renamed, 'banner')).toEqual({ ok: true, format: 'png' });
  });

  it('allows GIF and SVG only where an NFT is shown, and audio or video only as NFT media', async () => {
    expect(await checkUploadFile(file(gif), 'logo')).toEqual({ ok: false, error: 'file_type_not_supported' });
    expect(await checkUploadFile(file(gif), 'nft_preview')).toEqual({ ok: true, format: 'gif' });
    expect(await checkUploadFile(file(svg), 'profile_picture')).toEqual({ ok: false, error: 'file_type_not_supported' });
    expect(await checkUploadFile(file(svg), 'nft_media')).toEqual({ ok: true, format: 'svg' });
    expect(await checkUploadFile(file(mp4), 'nft_preview')).toEqual({ ok: false, error: 'file_type_not_supported' });
    expect(await checkUploadFile(file(mp4), 'nft_media')).toEqual({ ok: true, format: 'mp4' });
  });

  it('describes each slot with the spec sizes', () => {
    expect(describeLimit('logo')).toEqual({ formats: 'PNG, JPG, JPEG', size: '1M', recommended: { width: 400, height: 400 } });
    expect(describeLimit('banner')).toMatchObject({ size: '3M', recommended: { width: 1400, height: 400 } });
    expect(describeLimit('featured')).toMatchObject({ size: '3M', recommended: { width: 600, height: 400 } });
    expect(describeLimit('nft_media')).toMatchObject({ size: '50M', recommended: null });
  });
});
