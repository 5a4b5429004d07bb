// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { UploadedMedia } from '../model/uploaded-media';
import { MediaUpload } from './media-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** An XMLHttpRequest stand-in: records what was sent, reports upload progress, then answers. */
function stubXhr(answer: Answer) {
  const sent: { url: string; body: FormData; headers: Record<string, string> }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, body, headers: this.headers });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      // The answer comes a little later, so the progress is on screen meanwhile.
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 150);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const pngHead = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const stored: UploadedMedia & { sizeBytes: number; thumbnails: [] } = {
  id: 7,
  url: 'https://media.example/media/abc.png',
  mime: 'image/png',
  width: 400,
  height: 400,
  sizeBytes: 12,
  thumbnails: [],
};

function Harness({ onChange }: { onChange: (media: UploadedMedia | null) => void }) {
  const [value, setValue] = useState<UploadedMedia | null>(null);
  return (
    <MediaUpload
      kind="logo"
      label="Logo"
      required
      value={value}
      onChange={(media) => {
        setValue(media);
        onChange(media);
      }}
    />
  );
}

async function renderUpload(language: 'en' | 'ja', answer: Answer = { status: 200, body: { code: 200, data: stored } }) {
  const sent = stubXhr(answer);
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  await renderWithProviders(<Harness onChange={onChange} />, { language });
  const input = document.querySelector<HTMLInputElement>('[data-upload-kind="logo"] input[type="file"]')!;
  return { user, input, sent, onChange };
}

describe('MediaUpload', () => {
  it.each([
    ['en', '400 x 400 recommended · PNG, JPG, JPEG, up to 1M', 'File type not supported', 'The file size is too large'],
    ['ja', '推奨サイズ 400 x 400 · PNG, JPG, JPEG、最大 1M', '対応していないファイル形式です', 'ファイルサイズが大きすぎます'],
  ] as const)(
    'shows the limits and refuses a wrong type or an over-large file without uploading (%s)',
    async (language, hint, wrongType, tooLarge) => {
      const { user, input, sent, onChange } = await renderUpload(language);
      expect(screen.getByText(hint)).toBeTruthy();
      // Named and typed as a PNG, but the bytes say otherwise.
      await user.upload(input, new File(['<html>hello</html>'], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText(wrongType)).toBeTruthy();
      await user.upload(input, new File([pngHead, new Uint8Array(1024 * 1024)], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText(tooLarge)).toBeTruthy();
      expect(sent).toEqual([]);
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it('uploads a PNG named anything, shows progress, then the preview; clear empties the slot', async () => {
    const { user, input, sent, onChange } = await renderUpload('en');
    await user.upload(input, new File([pngHead], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    expect(document.querySelector('[data-upload-progress]')).not.toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 7, url: stored.url, mime: 'image/png', width: 400, height: 400 }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/v1/uploads?kind=logo');
    expect((sent[0]!.body.get('file') as File).name).toBe('notes.txt');
    expect(document.querySelector('img[data-upload-preview]')?.getAttribute('src')).toBe(stored.url);
    expect(document.querySelector('[data-upload-progress]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Drag a file here or click to choose one')).toBeTruthy();
  });

  it('shows the server refusal in the page language', async () => {
    const { user, input, onChange } = await renderUpload('ja', {
      status: 415,
      body: { code: 415, error: 'file_type_not_supported', message: 'File type not supported' },
    });
    await user.upload(input, new File([pngHead], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('対応していないファイル形式です')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
