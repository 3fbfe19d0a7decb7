import { like, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE's wildcards, so a searched text matches as plain text (`50%` finds "50%", not "500"). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The column contains the text as plain text (the caller has normalised both sides alike). */
export function containsText(column: SQLWrapper, text: string) {
  return like(column as never, `%${escapeLike(text)}%`);
}
