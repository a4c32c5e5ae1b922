/** For the schemas' tests: each field's first error code, by dotted path (as the server's fieldErrors). */
export function errorsOf(schema: { safeParse: (v: unknown) => unknown }, value: unknown): Record<string, string> {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
