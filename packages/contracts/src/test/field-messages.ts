/** A zod result's messages by field path ('a.b'), as a form shows them next to its fields; `{}` when it passed. */
export const fieldMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
