/** 24 December 2026 as each interface language writes a date: day first in pt-BR and es-ES, month first in en-US
 * (spec §5). */
export const DECEMBER_24_2026_BY_LOCALE = [
  ['pt-BR', '24/12/2026'],
  ['es-ES', '24/12/2026'],
  ['en-US', '12/24/2026'],
] as const;
