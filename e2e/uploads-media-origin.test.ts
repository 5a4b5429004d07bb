// Browser test of uploads and the media origin (issue 5 item 3, docs/security.md row 8): a signed-in user
// picks files in the MediaUpload slot of the profile form; the browser refuses a wrong type and an
// over-large file itself, shows progress for a real upload, then previews the image, which loads
// from the separate media origin with inert headers.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './harness/browser-suite';
import { openSignedIn } from './harness/signed-in-tab';
import { generatePrivateKey } from 'viem/accounts';

const suite = browserSuite({ seedDemoData: false });

// Signing in needs no funds: each test is a fresh account, signed in through the API (e2e/harness/signed-in-tab.ts;
// the wallet UI sign-in has its own tests, e2e/wallet-sign-in.test.ts).
async function openProfileForm() {
  const { page, errors } = await openSignedIn(suite, 'local1', generatePrivateKey(), '/edit-account-info');
  const slot = page.locator('[data-upload-kind="profile_picture"]');
  await slot.waitFor();
  return { page, errors, slot };
}

/** A noisy PNG (it does not compress), so the upload takes long enough on a throttled link to watch. */
async function noisyPng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 32) createHash('sha256').update(String(i)).digest().copy(pixels, i);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

async function countUploads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/v1/uploads')) count++;
  });
  return () => count;
}

describe('MediaUpload in the browser', () => {
  it('refuses a wrong type and an over-large file before sending anything, with the spec messages', async () => {
    const { page, slot } = await openProfileForm();
    const uploads = await countUploads(page);
    await slot.getByText('400 x 400 recommended · PNG, JPG, JPEG, up to 1M').waitFor();
    await slot
      .locator('input[type="file"]')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
    await slot.getByText('File type not supported').waitFor();
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
      Buffer.alloc(1024 * 1024),
    ]);
    await slot.locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await slot.getByText('The file size is too large').waitFor();
    expect(uploads()).toBe(0);
  });

  it('shows upload progress, then a preview loaded from the media origin with inert headers', async () => {
    const { page, errors, slot } = await openProfileForm();
    // A slow uplink, so the progress bar is on screen long enough to be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    const png = await noisyPng(400);
    expect(png.byteLength).toBeGreaterThan(300 * 1024);
    await slot.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await slot.locator('[data-upload-progress]').waitFor();
    await slot.getByText(/Uploading… \d+%/).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const preview = slot.locator('img[data-upload-preview]');
    await preview.waitFor();
    // Decoded, not just present: the media origin's answer is an image this page may show.
    const decodedWidth = () =>
      preview.evaluate((img) => {
        const image = img as unknown as { complete: boolean; naturalWidth: number };
        return image.complete ? image.naturalWidth : 0;
      });
    await expect.poll(decodedWidth).toBe(400);
    const src = await preview.getAttribute('src');
    expect(new URL(src!).origin).toBe(suite.server.mediaUrl);
    expect(new URL(src!).origin).not.toBe(new URL(suite.server.url).origin);
    await slot.locator('[data-upload-progress]').waitFor({ state: 'detached' });

    const served = await fetch(src!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*sandbox/);
    expect(served.headers.get('set-cookie')).toBeNull();
    // The app's origin does not serve the file.
    const onApp = await fetch(suite.server.url + new URL(src!).pathname, { headers: { accept: 'image/png' } });
    expect(onApp.headers.get('content-type')).not.toBe('image/png');

    await slot.locator('[data-upload-clear]').click();
    await slot.getByText('Drag a file here or click to choose one').waitFor();
    expect(errors).toEqual([]);
  });
});
