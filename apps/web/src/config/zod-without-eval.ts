import { config } from 'zod';

// The app's Content-Security-Policy forbids eval (docs/decisions/024-web-delivery-and-content-security-policy.md).
// Zod's fast path compiles parsers with `new Function`, probing for it once; under the policy the
// probe is refused and reported as a violation. Jitless parsing never tries. Imported first in
// main.tsx: the probe happens when the first object schema is created.
config({ jitless: true });
