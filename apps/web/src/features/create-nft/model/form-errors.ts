import type { z } from 'zod';

/** A zod result as Mantine form errors keyed by dotted path (`levels.0.value`), first message wins. */
export function nestedFormErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

// Body fields whose form field has another name.
const renamed: Record<string, string> = { mediaId: 'media', previewMediaId: 'preview', collectionId: 'collectionId' };

/** The API's issues (JSON pointers into the body, already in the user's language) as form errors. */
export function draftServerErrors(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null || !('issues' in details) || !Array.isArray(details.issues)) return {};
  const errors: Record<string, string> = {};
  for (const issue of details.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null || !('path' in issue) || !('message' in issue)) continue;
    const parts = String(issue.path).split('/').filter(Boolean);
    // /attributes/levels/0/value is levels.0.value in the form.
    const field = parts[0] === 'attributes' ? parts.slice(1) : [renamed[parts[0] ?? ''] ?? parts[0] ?? '', ...parts.slice(1)];
    errors[field.join('.')] ??= String(issue.message);
  }
  return errors;
}
