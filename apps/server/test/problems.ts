/** The fields a problem+json answer names in its `errors` (validation_failed, resume_incomplete), in its order. */
export function problemFields(response: { json(): unknown }): string[] {
  const { errors } = response.json() as { errors?: { field: string }[] };
  return (errors ?? []).map((error) => error.field);
}
