import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { uploadMedia } from '../api/upload-media';
import { checkUploadFile } from '../model/check-upload-file';
import { toUploadedMedia, type UploadedMedia, type UploadKind } from '../model/uploaded-media';

export type UploadState = { status: 'idle' } | { status: 'uploading'; fraction: number } | { status: 'failed'; message: string };

/**
 * Checks a chosen file, uploads it with progress and hands the stored media to `onChange`.
 * A new choice or unmounting aborts the upload in flight.
 */
export function useMediaUpload(kind: UploadKind, onChange: (media: UploadedMedia | null) => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const check = await checkUploadFile(file, kind);
      if (controller.signal.aborted) return;
      if (!check.ok) {
        setState({ status: 'failed', message: t(`validation.${check.error}`) });
        return;
      }
      setState({ status: 'uploading', fraction: 0 });
      try {
        const stored = await uploadMedia({
          kind,
          file,
          signal: controller.signal,
          onProgress: (fraction) => setState({ status: 'uploading', fraction }),
        });
        setState({ status: 'idle' });
        onChange(toUploadedMedia(stored));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: describeFailure(error, t) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [kind, onChange, t],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    setState({ status: 'idle' });
    onChange(null);
  }, [onChange]);

  return { state, upload, clear };
}

// i18next's own type: `ReturnType<typeof useTranslation>['t']` re-instantiates the hook's generics over the
// whole catalogue, which grew past the compiler's instantiation limit.
type Translate = TFunction<'translation'>;

function describeFailure(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const key = `errors.${error.code}`;
    return t(key as 'errors.file_too_large', { defaultValue: t('uploads.upload_failed') });
  }
  return t('uploads.upload_failed');
}
