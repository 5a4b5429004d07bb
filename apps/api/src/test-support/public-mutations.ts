/**
 * The reviewed list of mutating routes an anonymous caller may use, each with its reason
 * (docs/decisions/020-route-table-authorisation.md). Every other POST/PUT/PATCH/DELETE route must
 * answer an anonymous call with 401; route-authorisation.test.ts holds the whole route table to
 * that, so a new public mutation needs a line here, seen in review.
 */
export const publicMutations: Readonly<Record<string, string>> = {
  'POST /v1/login/message': 'Sign-in step 1: hands out a challenge to sign; the caller has no session yet.',
  'POST /v1/login/auth': 'Sign-in step 2: the signed challenge is the credential that creates the session.',
  'POST /v1/logout': 'Ends the session named by the token header if there is one; idempotent, so nothing to refuse.',
  'POST /v1/nfts/:chain/:contractAddress/:tokenId/refresh':
    'Anyone may ask for public metadata to be re-read; rate-limited and deduplicated per token.',
  'POST /v1/drops/:id/mint':
    'Builds unsigned mint transactions for the wallet named in the body and writes nothing; the wallet signs and the drop contract checks (docs/decisions/047).',
};
