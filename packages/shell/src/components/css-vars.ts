import type { CSSProperties } from 'react';

/** Typed helper to pass constants (e.g. MODAL_WIDTHS) to CSS as custom properties on a `style` prop. */
export function cssVars(vars: Record<`--${string}`, string | number>): CSSProperties {
  return vars as CSSProperties;
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
