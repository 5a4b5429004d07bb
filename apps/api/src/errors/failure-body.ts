import type { FailureEnvelope } from '@nft/shared';
import { localizeFieldMessage, type Locale } from '@nft/api-contract';
import { translate } from '../i18n/messages';
import type { Failure } from './to-failure';

/**
 * The failure envelope sent to the client. Internal failures carry only the request id, so a user
 * report can be matched to the logged cause without the cause itself leaving the server.
 */
export function failureBody(failure: Failure, locale: Locale, requestId: string): FailureEnvelope {
  const message = 'key' in failure.message ? translate(failure.message.key, locale) : failure.message.text;
  const details = failure.internal ? { requestId } : localizeIssues(failure.details, locale);
  return { code: failure.status, error: failure.error, message, ...(details === undefined ? {} : { details }) };
}

type IssueList = { issues: { message: string }[] };

function hasIssues(details: unknown): details is IssueList {
  if (typeof details !== 'object' || details === null || !('issues' in details) || !Array.isArray(details.issues)) return false;
  return details.issues.every(
    (issue: unknown) => typeof issue === 'object' && issue !== null && 'message' in issue && typeof issue.message === 'string',
  );
}

// Field messages (docs/product.md, spec section 5) in the caller's language; see the API contract's messages/field-messages.
function localizeIssues(details: unknown, locale: Locale): unknown {
  if (locale === 'en' || !hasIssues(details)) return details;
  return { ...details, issues: details.issues.map((issue) => ({ ...issue, message: localizeFieldMessage(issue.message, locale) })) };
}
