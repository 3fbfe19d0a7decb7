import { COMPANY_MARK, COMPANY_NAME, companyMarkSvg } from '@portal/contracts/company';
import { formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import { SHARE_CARD_SIZE } from '@portal/contracts/vacancies';
import { localizedText } from '@portal/contracts/vacancy-rules';
import sharp from 'sharp';
import { escapeHtml } from '#server/core/escape-html';
import type { Translations } from '#server/core/translations';
import type { UnitRow, VacancyRow } from '#server/db/schema';

/**
 * Breaks `text` into at most `lines` lines of about `width` characters at spaces; a longer text ends with '…'. The
 * card's fonts are the machine's (librsvg through fontconfig), so widths are counted in characters, with room to
 * spare for wide letters.
 */
export function wrapLines(text: string, width: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next.length > width ? `${next.slice(0, width - 1)}…` : next;
      continue;
    }
    out.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (out.length === lines) break;
  }
  if (out.length < lines && line) out.push(line);
  if (out.length === lines && words.join(' ').length > out.join(' ').length) {
    const last = out[lines - 1]!;
    if (!last.endsWith('…')) out[lines - 1] = `${last.slice(0, width - 1).trimEnd()}…`;
  }
  return out;
}

/** What a vacancy's card says, in the reader's language. */
export interface ShareCardText {
  title: string;
  unit: string;
  place: string;
  /** The program's name, for an apprentice or internship vacancy. */
  program?: string;
  deadline: string;
  /** Only for people with disabilities. */
  pcd?: string;
}

/** The card as an SVG of SHARE_CARD_SIZE: the company's mark and name, the program, the title, unit, place, deadline. */
export function shareCardSvg(card: ShareCardText): string {
  const { width, height } = SHARE_CARD_SIZE;
  const title = wrapLines(card.title, 28, 3);
  const titleTop = 250;
  const titleLine = 68;
  const factsTop = titleTop + (title.length - 1) * titleLine + 80;
  const badges = [card.program, card.pcd].filter((badge): badge is string => Boolean(badge));
  let badgeX = 80;
  const badgeSvg = badges
    .map((badge) => {
      const badgeWidth = 40 + badge.length * 17;
      const svg = `<rect x="${badgeX}" y="140" width="${badgeWidth}" height="48" rx="24" fill="#e3eefb"/>
  <text x="${badgeX + badgeWidth / 2}" y="173" text-anchor="middle" font-size="26" font-weight="700" fill="${COMPANY_MARK.color}">${escapeHtml(badge)}</text>`;
      badgeX += badgeWidth + 16;
      return svg;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <rect width="24" height="${height}" fill="${COMPANY_MARK.color}"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <g transform="translate(80 48)">${companyMarkSvg(64)}</g>
  <text x="164" y="92" font-size="32" font-weight="700" fill="#1f2933">${escapeHtml(COMPANY_NAME)}</text>
  ${badgeSvg}
  ${title
    .map(
      (line, index) =>
        `<text x="80" y="${titleTop + index * titleLine}" font-size="56" font-weight="700" fill="#1f2933">${escapeHtml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="${factsTop}" font-size="34" fill="#3e4c59">${escapeHtml(wrapLines(card.unit, 52, 1)[0] ?? '')}</text>
  <text x="80" y="${factsTop + 50}" font-size="34" fill="#3e4c59">${escapeHtml(card.place)}</text>
  <text x="80" y="${height - 56}" font-size="30" font-weight="700" fill="${COMPANY_MARK.color}">${escapeHtml(card.deadline)}</text>
  </g>
</svg>`;
}

/** The most cards kept rendered (each about 40 KB): a language's card of the vacancies people are sharing. */
const CACHE_MAX = 300;

/**
 * The share cards of the vacancy pages (decision 0077): one PNG per vacancy and language, rendered from the SVG above
 * by sharp and kept until the vacancy changes (the key holds its last update) or newer cards push it out.
 */
export function shareCards(translations: Translations) {
  // Not a TtlCache: a card never goes stale by time (its key names the vacancy's version), and a new version drops
  // the vacancy's older cards by key prefix; only the count bounds it, least recently used out first.
  const cache = new Map<string, Promise<Buffer>>();
  return {
    png(vacancy: VacancyRow, unit: UnitRow, locale: Locale): Promise<Buffer> {
      const key = `${vacancy.id}:${locale}:${vacancy.updatedAt.getTime()}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const t = (name: string, params?: Record<string, unknown>) =>
        translations.t(locale, `library:vacancyDetails.${name}`, params);
      const text: ShareCardText = {
        title: localizedText(vacancy.title, locale),
        unit: unit.name,
        place: t('cityState', { city: vacancy.city, state: vacancy.state }),
        ...(vacancy.program === 'regular' ? {} : { program: t(`programs.${vacancy.program}`) }),
        ...(vacancy.pcdExclusive ? { pcd: t('pcdExclusive') } : {}),
        deadline: `${t('deadline')}: ${formatDate(vacancy.applicationDeadline, locale)}`,
      };
      const rendered = sharp(Buffer.from(shareCardSvg(text)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      rendered.catch(() => cache.delete(key));
      // The card of an earlier version of the vacancy is never asked for again; then the least recently used.
      const prefix = `${vacancy.id}:${locale}:`;
      for (const old of [...cache.keys()]) if (old.startsWith(prefix)) cache.delete(old);
      while (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, rendered);
      return rendered;
    },
  };
}

export type ShareCards = ReturnType<typeof shareCards>;
