import type { z } from 'zod';

/** A zod result as Mantine form errors: the first message of each top-level field. */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

type ServerIssue = { path: string; message: string };

function isIssueList(details: unknown): details is { issues: ServerIssue[] } {
  if (typeof details !== 'object' || details === null || !('issues' in details) || !Array.isArray(details.issues)) return false;
  return details.issues.every((issue: unknown) => typeof issue === 'object' && issue !== null && 'path' in issue && 'message' in issue);
}

/**
 * The API's field issues (already in the request's language) as form errors. `fields` maps the
 * body's field names to the form's where they differ (logoMediaId -> logo).
 */
export function serverFieldErrors(details: unknown, fields: Record<string, string> = {}): Record<string, string> {
  if (!isIssueList(details)) return {};
  const errors: Record<string, string> = {};
  for (const { path, message } of details.issues) {
    const name = path.split('/')[1] ?? '';
    errors[fields[name] ?? name] ??= message;
  }
  return errors;
}
