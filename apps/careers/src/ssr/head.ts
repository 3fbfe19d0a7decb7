import { COMPANY_LOGO_PATH, COMPANY_NAME, COMPANY_SITE_URL } from '@portal/contracts/company';
import { LOCALES, type Locale } from '@portal/contracts/locales';
import type { VacancySalary } from '@portal/contracts/salary';
import type { VacancyDetail } from '@portal/contracts/vacancies';
import type { Benefit, ContractType } from '@portal/contracts/vacancy-rules';
import type { TFunction } from 'i18next';

/** What goes into the document head of a server-rendered careers page. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** Absolute URL of this page in each language (hreflang), plus x-default. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  jsonLd?: object;
  /** The name of the site in link previews (Open Graph `og:site_name`). */
  siteName: string;
  /** A large preview image (a vacancy's share card, decision 0076): absolute URL, size and text alternative. */
  image?: { url: string; width: number; height: number; alt: string };
}

/** The page's URL in a language: pt-BR (the default) has no `lang` parameter. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(path, origin);
  if (locale !== 'pt-BR') url.searchParams.set('lang', locale);
  return url.toString();
}

export function alternatesFor(origin: string, path: string): PageHead['alternates'] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: localizedUrl(origin, path, locale) })),
    { hreflang: 'x-default', href: localizedUrl(origin, path, 'pt-BR') },
  ];
}

const EMPLOYMENT_TYPE: Record<ContractType, string[]> = {
  clt: ['FULL_TIME'],
  internship: ['INTERN'],
  apprentice: ['PART_TIME', 'OTHER'],
  temporary: ['TEMPORARY'],
};

/** schema.org's employmentType: an internship program is INTERN whatever its contract; otherwise the contract's. */
export function employmentType(vacancy: Pick<VacancyDetail, 'program' | 'contract_type'>): string[] {
  return vacancy.program === 'internship' ? ['INTERN'] : EMPLOYMENT_TYPE[vacancy.contract_type];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function htmlList(text: string): string {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** schema.org JobPosting of an open vacancy (Google for Jobs reads it). */
export function jobPosting(vacancy: VacancyDetail, url: string, t: TFunction): object {
  const sections: [string, string][] = [
    [t('library:vacancyDetails.duties'), vacancy.duties],
    [t('library:vacancyDetails.requirements'), vacancy.requirements],
    [t('library:vacancyDetails.workingDay'), vacancy.working_day],
    [t('library:vacancyDetails.observations'), vacancy.observations],
  ];
  const organization = {
    '@type': 'Organization',
    name: COMPANY_NAME,
    sameAs: COMPANY_SITE_URL,
    logo: new URL(COMPANY_LOGO_PATH, url).toString(),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: sections
      .filter(([, text]) => text.trim())
      .map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2>${htmlList(text)}`)
      .join(''),
    datePosted: vacancy.published_at.slice(0, 10),
    validThrough: `${vacancy.application_deadline}T23:59:59-03:00`,
    employmentType: employmentType(vacancy),
    hiringOrganization: organization,
    employmentUnit: { '@type': 'Organization', name: vacancy.unit.name, parentOrganization: organization },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: vacancy.unit.street,
        addressLocality: vacancy.city,
        addressRegion: vacancy.state,
        postalCode: vacancy.unit.postal_code,
        addressCountry: 'BR',
      },
    },
    ...(vacancy.modality === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'BR' } }
      : {}),
    identifier: { '@type': 'PropertyValue', name: COMPANY_NAME, value: String(vacancy.id) },
    jobBenefits: vacancy.benefits
      .map((benefit: Benefit) => t(`library:vacancyDetails.benefits.${benefit}`))
      .join(', '),
    ...(vacancy.salary ? { baseSalary: baseSalary(vacancy.salary) } : {}),
    directApply: true,
    url,
  };
}

/** schema.org MonetaryAmount of a stated salary (decision 0078): one value or a range, per MONTH or HOUR. */
function baseSalary(salary: VacancySalary): object {
  return {
    '@type': 'MonetaryAmount',
    currency: 'BRL',
    value: {
      '@type': 'QuantitativeValue',
      ...(salary.max === undefined ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
      unitText: salary.period.toUpperCase(),
    },
  };
}

/** Serialises JSON-LD safely inside a <script> element (no `</script>` or HTML comment can break out). */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Open Graph writes a language as `pt_BR`. */
const ogLocale = (locale: Locale) => locale.replace('-', '_');

/** A `<meta>` tag of Open Graph (`property`) or of the rest (`name`: description, robots, Twitter), escaped. */
const meta = (key: 'property' | 'name', which: string, content: string | number) =>
  `<meta ${key}="${which}" content="${escapeHtml(String(content))}" />`;

/** The head tags of a page, escaped. */
export function headHtml(head: PageHead, locale: Locale): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    // Open Graph and Twitter's card: how WhatsApp, LinkedIn and the rest preview a shared link (decision 0077).
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', ogLocale(other)),
    ),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', head.image.width),
          meta('property', 'og:image:height', head.image.height),
          meta('property', 'og:image:alt', head.image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image:alt', head.image.alt),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
  ];
  return tags.join('\n    ');
}
