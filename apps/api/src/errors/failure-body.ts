import type { FailureEnvelope } from '@nft/shared';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import type { Failure } from './to-failure';

/**
 * The failure envelope sent to the client. Internal failures carry only the request id, so a user
 * report can be matched to the logged cause without the cause itself leaving the server.
 */
export function failureBody(failure: Failure, locale: Locale, requestId: string): FailureEnvelope {
  const message = 'key' in failure.message ? translate(failure.message.key, locale) : failure.message.text;
  const details = failure.internal ? { requestId } : failure.details;
  return { code: failure.status, error: failure.error, message, ...(details === undefined ? {} : { details }) };
}
