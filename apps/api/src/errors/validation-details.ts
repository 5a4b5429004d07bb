import { z } from 'zod';

/** One problem with the input; `path` is a JSON pointer into the part named by `in`. */
export type ValidationIssue = { path: string; code: string; message: string };
export type ValidationDetails = { in?: string; issues: ValidationIssue[] };

// Fastify puts schema failures (ours come from fastify-type-provider-zod) on `validation`.
const fastifyValidationError = z.object({
  validation: z.array(z.object({ instancePath: z.string(), keyword: z.string(), message: z.string().optional() })).min(1),
  validationContext: z.string().optional(),
});

/** The issues of a request-validation failure or of a ZodError a module let through; else undefined. */
export function toValidationDetails(error: unknown): ValidationDetails | undefined {
  if (error instanceof z.core.$ZodError) {
    return { issues: error.issues.map((issue) => ({ path: pointer(issue.path), code: issue.code, message: issue.message })) };
  }
  const fastify = fastifyValidationError.safeParse(error);
  if (!fastify.success) return undefined;
  const issues = fastify.data.validation.map((entry) => ({
    path: entry.instancePath === '' ? '/' : entry.instancePath,
    code: entry.keyword,
    message: entry.message ?? 'is invalid',
  }));
  return { in: fastify.data.validationContext, issues };
}

function pointer(path: readonly PropertyKey[]): string {
  return `/${path.map(String).join('/')}`;
}
