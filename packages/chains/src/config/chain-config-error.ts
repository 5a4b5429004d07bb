import type { z } from 'zod';

/**
 * Invalid chain configuration: thrown at start-up, listing every problem at once so an operator
 * fixes them in one go. Values are never echoed, because RPC URLs often embed API keys.
 */
export class ChainConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid chain configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ChainConfigError';
    this.issues = issues;
  }
}

/** One line per zod issue: "path.to.field: message". */
export function describeIssues(error: z.ZodError, pathName: (path: PropertyKey[]) => string): string[] {
  return error.issues.map((issue) => `${pathName(issue.path)}: ${issue.message}`);
}
