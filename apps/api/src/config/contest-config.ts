import { z } from 'zod';
import { parseContestContactKey } from '../modules/contests/contact-seal';

/**
 * CONTEST_CONTACT_KEY: 32 bytes (64 hex characters or base64) that seal contest contact data at rest (docs/security.md
 * "Contest contact data"). A malformed key stops the start; the message never quotes the value. Unset, contest
 * entries are refused with 503 (the embedded `npm start` writes a random one into its data directory).
 */
export const contestContactKeySchema = z.string().transform((value, context) => {
  try {
    return parseContestContactKey(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});
