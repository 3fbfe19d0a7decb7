/** One of the five colour bands of a badge: A-E, F-J, K-O, P-T, U-Z. */
export type BadgeBand = 0 | 1 | 2 | 3 | 4;

/**
 * Badge background colours, one per band, in band order. Each has a contrast ratio of at least 4.5:1 with
 * white text (WCAG AA): blue 6.7, green 5.5, amber 5.0, rose 6.3, violet 7.1.
 */
export const BADGE_COLORS = ['#1d4ed8', '#047857', '#b45309', '#be123c', '#6d28d9'] as const;

/** The text colour to use on every {@link BADGE_COLORS} background. */
export const BADGE_TEXT_COLOR = '#ffffff';

/** First letter of a text without its accent, upper-cased ('Élio' → 'E', 'ñandu' → 'N'). */
function firstLetter(text: string): string {
  const first = [...text.trim()][0] ?? '';
  return first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/**
 * The colour band of a system or user name by its first letter (spec §9), accent-insensitive:
 * A-E → 0, F-J → 1, K-O → 2, P-T → 3, U-Z → 4. Anything that does not start with a letter A-Z → 0.
 */
export function badgeBand(name: string): BadgeBand {
  const letter = firstLetter(name);
  if (!/^[A-Z]$/.test(letter)) return 0;
  // Five letters a band; Z joins the last band (U-Z has six letters).
  return Math.min(4, Math.floor((letter.charCodeAt(0) - 65) / 5)) as BadgeBand;
}

/** The background colour of a name's badge: `BADGE_COLORS[badgeBand(name)]`. */
export function badgeColor(name: string): (typeof BADGE_COLORS)[number] {
  return BADGE_COLORS[badgeBand(name)];
}

/** Initials of a name: first letters of its first and last words, upper-cased ('Maria da Silva' → 'MS', 'Ana' → 'A'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + last).toUpperCase();
}
