import { like, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE's wildcards, so a searched text matches as plain text (`50%` finds "50%", not "500"). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern that finds the text anywhere, as plain text (for a prepared query's parameter). */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The column contains the text as plain text (the caller has normalised both sides alike). */
export function containsText(column: SQLWrapper, text: string) {
  return like(column as never, likePattern(text));
}
