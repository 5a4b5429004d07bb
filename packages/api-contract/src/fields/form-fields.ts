import { z } from 'zod';
import { fieldMessage } from '../messages/field-messages';

/**
 * Field schemas of the create and edit forms. Each failure carries the spec's message (section 5),
 * which the failure envelope translates; the web repeats the same rules with the same wording.
 */

const required = fieldMessage('required');

// A missing or null value says "required"; a value of the wrong type says nothing better.
const requiredError = { error: () => required };

/** Text that must be present and between min and max characters once trimmed. */
export function requiredText(min: number, max: number) {
  const length = fieldMessage('length', { min, max });
  return (
    z
      .string(requiredError)
      .trim()
      // abort: a blank value is "required", not also "too short".
      .min(1, { error: required, abort: true })
      .min(min, length)
      .max(max, length)
  );
}

/** Optional text of at most max characters; an empty or blank string clears it (null). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, fieldMessage('maxLength', { max }))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** Optional name: empty clears it, otherwise between min and max characters. */
export function optionalName(min: number, max: number) {
  const length = fieldMessage('length', { min, max });
  return z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= min, length)
    .refine((value) => value.length <= max, length)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** Whether text is an absolute http(s) URL with a host (what a link on a public page may be). */
export function isWebsiteUrl(value: string): boolean {
  if (value.length > 2000 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An optional website: http(s) only, so a `javascript:` link can never reach a page. Empty clears it. */
export const websiteField = z
  .string()
  .trim()
  .refine((value) => value === '' || isWebsiteUrl(value), fieldMessage('website'))
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .describe('http(s) URL; empty or null clears it');

/** The Terms of Service box: must be ticked. */
export const termsField = z.literal(true, { error: () => fieldMessage('terms') }).describe('Must be true');

/** An uploaded media id (from POST /v1/uploads); null clears the image. */
export const mediaIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional();
