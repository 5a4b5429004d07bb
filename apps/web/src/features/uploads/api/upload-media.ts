import { failureEnvelope, successEnvelope, type UploadKind } from '@nft/shared';
import { env } from '../../../config/env';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-error';
import { buildUrl } from '../../../lib/api-client';
import { readSession, sessionKeys } from '../../../lib/session-storage';
import { uploadResponseSchema, type UploadResponse } from '../model/uploaded-media';

export type UploadOptions = {
  kind: UploadKind;
  file: Blob;
  fileName?: string;
  /** Called with 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /v1/uploads?kind=<kind> as multipart. XMLHttpRequest rather than the shared fetch client:
 * fetch reports no upload progress, and a 50M video needs a progress bar.
 */
export function uploadMedia({ kind, file, fileName, onProgress, signal }: UploadOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(env.apiBaseUrl, '/uploads', { kind }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('locale', i18n.language);
    const token = readSession(sessionKeys.token);
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(unwrap(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(new ApiError({ code: 'network_error', status: 0, message: 'the API could not be reached' }));
    xhr.ontimeout = () => reject(new ApiError({ code: 'timeout', status: 0, message: 'the upload timed out' }));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
    xhr.send(form);
  });
}

function unwrap(status: number, text: string): UploadResponse {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError({ code: 'invalid_response', status, message: 'the answer is not JSON', cause });
  }
  const failure = failureEnvelope.safeParse(body);
  if (failure.success && failure.data.code !== 200) {
    const { code, error, message, details } = failure.data;
    throw new ApiError({ code: error, status: code, message, details });
  }
  const success = successEnvelope(uploadResponseSchema).safeParse(body);
  if (!success.success) throw new ApiError({ code: 'invalid_response', status, message: 'malformed upload answer', cause: success.error });
  return success.data.data;
}
