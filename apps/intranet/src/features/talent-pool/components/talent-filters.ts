import { DICTIONARIES, type DictionaryAttribute } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import type { TalentCandidate, TalentFacets } from '@portal/contracts/talent-pool';
import type { TalentFilterParams } from '../api/search-candidates';

/** Every filter of the talent pool search, in the order the form shows them (DESIGN §2, decision 0073). */
export const TALENT_FILTERS = [
  'q',
  'state',
  'city',
  'education',
  'course',
  'language',
  'proficiency',
  'workshift',
  'interest_area',
  'apprentice_eligible',
  'internship',
  'first_job',
  'updated_within',
  'pcd',
  'disability_type',
] as const;
export type TalentFilter = (typeof TALENT_FILTERS)[number];

/** The filters that need `recruiting.sensitive` (the API answers 403 for them otherwise). */
export const SENSITIVE_FILTERS: readonly TalentFilter[] = ['pcd', 'disability_type'];

/** The yes/no filters (`true` or `false`). */
export const BOOLEAN_FILTERS = ['apprentice_eligible', 'internship', 'first_job', 'pcd'] as const;

/** The filters chosen from a dictionary, and which dictionary. */
export const DICTIONARY_FILTERS = {
  education: 'instruction_degree',
  language: 'language',
  proficiency: 'proficiency_level',
  workshift: 'workshift',
  interest_area: 'interest_area',
  disability_type: 'disability_type',
} as const satisfies Partial<Record<TalentFilter, DictionaryAttribute>>;

/**
 * The filters set in a query string (or a saved search), without the sensitive ones unless `sensitive`: what the
 * search asks the API, in the form's order.
 */
export function talentFiltersOf(
  source: URLSearchParams | Record<string, unknown>,
  sensitive: boolean,
): TalentFilterParams {
  const filters: TalentFilterParams = {};
  for (const name of TALENT_FILTERS) {
    if (!sensitive && SENSITIVE_FILTERS.includes(name)) continue;
    const raw = source instanceof URLSearchParams ? source.get(name) : source[name];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The filters as a query string (`?a=1&b=2`, or '' without any). */
export function searchOf(filters: TalentFilterParams): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `?${query}` : '';
}

/** A dictionary id as its label in the interface language (the id itself if the dictionary lost it). */
export function dictionaryLabel(attribute: DictionaryAttribute, id: number, locale: Locale): string {
  return DICTIONARIES[attribute].find((entry) => entry.id === id)?.label[locale] ?? String(id);
}

/** How many results hold `value` in a facet (undefined while the facets are unknown). */
export function facetCount(
  facets: TalentFacets | undefined,
  name: keyof TalentFacets,
  value: string,
): number | undefined {
  if (!facets) return undefined;
  return facets[name]?.find((entry) => String(entry.value) === value)?.count ?? 0;
}

/**
 * How many results the education filter would keep at `level`: the filter means "this level or above" and the facet
 * counts each highest level (decision 0073, the ids follow the Brazilian scale), so the levels from it up are added.
 */
export function educationCount(facets: TalentFacets | undefined, level: number): number | undefined {
  if (!facets) return undefined;
  return facets.education
    .filter((entry) => typeof entry.value === 'number' && entry.value >= level)
    .reduce((sum, entry) => sum + entry.count, 0);
}

/**
 * What of a candidate answers the search's filters, as short labels (the education, courses, languages, shifts,
 * areas and programs asked for; the highest degree and courses without such a filter).
 */
export function matchedLabels(
  candidate: TalentCandidate,
  filters: TalentFilterParams,
  locale: Locale,
  label: (key: string) => string,
): string[] {
  const labels: string[] = [];
  const asked = (name: TalentFilter) => Boolean(filters[name]);
  const general = !['workshift', 'interest_area', 'language', 'proficiency'].some((name) => filters[name]);
  if (candidate.education !== null && (asked('education') || general)) {
    labels.push(dictionaryLabel('instruction_degree', candidate.education, locale));
  }
  if (asked('course') || asked('q') || general) labels.push(...candidate.courses.slice(0, 2));
  if (asked('language') || asked('proficiency')) {
    const wanted = filters.language ? Number(filters.language) : null;
    for (const entry of candidate.languages) {
      if (wanted !== null && entry.language !== wanted) continue;
      labels.push(
        `${dictionaryLabel('language', entry.language, locale)} (${dictionaryLabel('proficiency_level', entry.proficiency_level, locale)})`,
      );
    }
  }
  if (asked('workshift')) {
    labels.push(...candidate.workshifts.map((id) => dictionaryLabel('workshift', id, locale)));
  }
  if (asked('interest_area')) {
    labels.push(...candidate.interest_areas.map((id) => dictionaryLabel('interest_area', id, locale)));
  }
  if (candidate.apprentice_eligible && asked('apprentice_eligible'))
    labels.push(label('apprentice_eligible'));
  if (candidate.internship && asked('internship')) labels.push(label('internship'));
  if (candidate.first_job && asked('first_job')) labels.push(label('first_job'));
  return labels;
}
