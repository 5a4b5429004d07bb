import { config } from 'zod/v4';

// The app's Content-Security-Policy forbids eval (docs/decisions/024-web-delivery-and-content-security-policy.md).
// Zod's fast path compiles parsers with `new Function`, probing for it when the first object schema
// is created; under the policy the probe is refused and reported as a violation. Jitless parsing
// never tries. The web build resolves `zod` to this module (vite.config.ts), so the setting is made
// before any module, the API contract's included, creates a schema.
config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
