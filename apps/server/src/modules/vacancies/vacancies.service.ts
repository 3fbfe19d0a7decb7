import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { DICTIONARIES } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import type { PublicScreeningQuestion, ScreeningQuestion } from '@portal/contracts/screening-questions';
import type {
  VacancyDetail,
  VacancyFilters,
  VacancyListItem,
  VacancyQuery,
} from '@portal/contracts/vacancies';
import {
  BENEFITS,
  brasiliaDate,
  isDeadlinePassed,
  localizedText,
  normalizeSearchText,
} from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import { strongEtag } from '#server/core/http-cache';
import type { NotificationBus } from '#server/core/notification-bus';
import { TtlCache } from '#server/core/ttl-cache';
import type { UnitRow } from '#server/db/schema';
import { benefitColumns, salaryOf } from '#server/db/vacancy-columns';
import type { ListedVacancyRow, VacanciesRepository } from './vacancies.repository';

/**
 * A screening question as the public vacancy shows it (issue 29): its texts in `locale` and the requirement's reason
 * only; the accepted answers stay with the recruiters.
 */
function publicQuestion(question: ScreeningQuestion, locale: Locale): PublicScreeningQuestion {
  return {
    key: question.key,
    kind: question.kind,
    text: localizedText(question.text, locale),
    ...(question.options
      ? { options: question.options.map((o) => ({ key: o.key, text: localizedText(o.text, locale) })) }
      : {}),
    ...(question.unit?.['pt-BR'] ? { unit: localizedText(question.unit, locale) } : {}),
    required: question.required,
    ...(question.requirement
      ? { requirement: { reason: localizedText(question.requirement.reason, locale) } }
      : {}),
  };
}

/** A dictionary option named in `locale` (an id the database holds is always one of its options). */
function namedOption(attribute: 'interest_area', id: number, locale: Locale) {
  const entry = DICTIONARIES[attribute].find((option) => option.id === id);
  return { id, name: entry?.label[locale] ?? String(id) };
}

function listItem(vacancy: ListedVacancyRow, unit: UnitRow, locale: Locale): VacancyListItem {
  return {
    id: vacancy.id,
    title: localizedText(vacancy.title, locale),
    city: vacancy.city,
    state: vacancy.state,
    unit: { id: unit.id, name: unit.name, city: unit.city, state: unit.state },
    modality: vacancy.modality,
    contract_type: vacancy.contractType,
    program: vacancy.program,
    pcd_exclusive: vacancy.pcdExclusive,
    salary: salaryOf(vacancy),
    application_deadline: vacancy.applicationDeadline,
    published_at: vacancy.publishedAt.toISOString(),
  };
}

/**
 * The public list cache's key: every field of the query (a filter left out would hand one filter's answer to
 * another), the language and the day. Keyed by the query as asked (the text is normalised only when the answer is
 * built, not on every hit), as a JSON array, so no value can pass for another field (a city holding the separator).
 */
export function listCacheKey(query: VacancyQuery, locale: Locale, today: string): string {
  // Typed so that a field added to the query and forgotten here does not compile.
  const fields: { [field in keyof Required<VacancyQuery>]: unknown } = {
    q: query.q ?? null,
    city: query.city?.toLowerCase() ?? null,
    unit: query.unit ?? null,
    program: query.program ?? null,
    pcd: query.pcd ?? null,
    interest_area: query.interest_area ?? null,
    workshift: query.workshift ?? null,
  };
  return JSON.stringify([locale, today, fields]);
}

const LIST_CACHE_TTL_MS = 5_000;
const LIST_CACHE_MAX = 500;

/** A serialised answer, kept as UTF-8 bytes and, once asked for, compressed copies (made once per entry). */
class CachedBody {
  private readonly encoded = new Map<'br' | 'gzip' | 'identity', { bytes: Buffer; etag: string }>();
  constructor(readonly json: Buffer) {}

  /** The bytes in `encoding` and their ETag (decision 0047), both made once per entry. */
  in(encoding: 'br' | 'gzip' | 'identity'): { bytes: Buffer; etag: string } {
    let body = this.encoded.get(encoding);
    if (!body) {
      const bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(this.json, { level: 6 })
            : this.json;
      body = { bytes, etag: strongEtag(bytes) };
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

interface CacheEntry {
  body: Promise<CachedBody>;
  /** The body is there (a failed one leaves the cache). */
  settled: boolean;
  /** Expired, and its successor is being built meanwhile. */
  renewing: boolean;
}

/**
 * The public vacancies (spec §7 Vacancies). Public lists are cached briefly as serialised bytes: they are
 * the hottest read of the site, the same for every visitor, and change rarely. The cache keeps the pending answer,
 * so requests that miss together share one query. A recruiter's change empties it on every instance at once
 * through the bus (`changed`, decision 0050); the few-second lifetime only bounds what a lost event can leave.
 */
export function vacanciesService(
  repository: VacanciesRepository,
  now: () => Date = () => new Date(),
  bus?: NotificationBus,
) {
  const cache = new TtlCache<string, CacheEntry>({
    ttlMs: LIST_CACHE_TTL_MS,
    max: LIST_CACHE_MAX,
    now: () => Date.now(),
  });
  bus?.subscribeAll((event) => {
    if (event.type === 'vacancies-changed') cache.clear();
  });
  // Events missed while the bus is down: drop what may be stale.
  bus?.onLost(() => cache.clear());

  /**
   * An expired entry is renewed in the background while its old bytes are still served: with 2,000 vacancies the
   * list takes tens of milliseconds to build, and every request of that moment would wait for it (decision 0057).
   * A change empties the cache instead, so what a recruiter did is never served stale; the lifetime only bounds what
   * a lost event can leave, and serving the old bytes for the moment of a renewal does not widen that.
   */
  function cached(key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    const hit = cache.peek(key);
    if (hit && (hit.fresh || hit.value.renewing)) return hit.value.body;
    const old = hit?.value;
    const entry: CacheEntry = {
      body: compute().then((value) => new CachedBody(Buffer.from(JSON.stringify(value)))),
      settled: false,
      renewing: false,
    };
    entry.body.then(
      () => {
        entry.settled = true;
        // A renewal replaces the old entry, unless a change emptied the cache meanwhile (this answer may predate it).
        if (old && cache.peek(key)?.value === old) cache.set(key, entry);
      },
      () => {
        if (cache.peek(key)?.value === entry) cache.delete(key);
        if (old) old.renewing = false;
      },
    );
    if (old?.settled) {
      old.renewing = true;
      return old.body;
    }
    cache.set(key, entry);
    return entry.body;
  }

  /** Open vacancies on `today` that match the query, newest first. */
  async function listMatching(
    query: VacancyQuery,
    locale: Locale,
    today: string,
  ): Promise<VacancyListItem[]> {
    const rows = await repository.search({
      text: query.q ? normalizeSearchText(query.q) : undefined,
      city: query.city,
      unitId: query.unit,
      program: query.program,
      pcdExclusive: query.pcd,
      interestArea: query.interest_area,
      workshift: query.workshift,
      openOn: today,
    });
    return rows.map(({ vacancy, unit }) => listItem(vacancy, unit, locale));
  }

  async function openVacancy(id: number) {
    const row = await repository.findById(id);
    if (row?.vacancy.status !== 'published')
      throw new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });
    return row;
  }

  return {
    /** Call after committing a change visible to the public: forgets here at once, then on every instance. */
    async changed(): Promise<void> {
      cache.clear();
      await bus?.publish({ type: 'vacancies-changed', userIds: [] });
    },

    /** Open vacancies within their deadline, newest first, serialised (a bare JSON array). */
    listBody(query: VacancyQuery, locale: Locale): Promise<CachedBody> {
      const today = brasiliaDate(now());
      const key = listCacheKey(query, locale, today);
      return cached(key, () => listMatching(query, locale, today));
    },

    /**
     * The open vacancies that match a search, newest first, as the careers list shows them: read from the database,
     * not the list's cache (the alerts job reads each search once a run, decision 0076).
     */
    listMatching: (query: VacancyQuery, locale: Locale): Promise<VacancyListItem[]> =>
      listMatching(query, locale, brasiliaDate(now())),

    /**
     * The options of the city and unit selects: only those with listed vacancies; each unit with the cities of
     * its listed vacancies (the unit select offers only the units of the chosen city).
     */
    async filters(): Promise<VacancyFilters> {
      const { cities, unitCities } = await repository.filterOptions(brasiliaDate(now()));
      const units = new Map<number, VacancyFilters['units'][number]>();
      for (const { id, name, city } of unitCities) {
        const unit = units.get(id) ?? { id, name, cities: [] };
        unit.cities.push(city);
        units.set(id, unit);
      }
      return { cities, units: [...units.values()] };
    },

    /** One vacancy: 404 when unknown or closed; an expired one is shown with deadline_passed. */
    async detail(id: number, locale: Locale): Promise<VacancyDetail> {
      const { vacancy, unit } = await openVacancy(id);
      return {
        ...listItem(vacancy, unit, locale),
        unit: {
          id: unit.id,
          name: unit.name,
          city: unit.city,
          state: unit.state,
          street: unit.street,
          district: unit.district,
          postal_code: unit.postalCode,
        },
        duties: localizedText(vacancy.duties, locale),
        working_day: localizedText(vacancy.workingDay, locale),
        requirements: localizedText(vacancy.requirements, locale),
        observations: localizedText(vacancy.observations, locale),
        benefits: BENEFITS.filter((b) => vacancy[benefitColumns[b]] === true),
        interest_area:
          vacancy.interestArea === null ? null : namedOption('interest_area', vacancy.interestArea, locale),
        workshifts: DICTIONARIES.workshift
          .filter((entry) => vacancy.workshifts.includes(entry.id))
          .map((entry) => ({ id: entry.id, name: entry.label[locale] })),
        // The public API keeps its words: a published vacancy is 'open' (only published ones are shown).
        status: 'open',
        deadline_passed: isDeadlinePassed(vacancy.applicationDeadline, now()),
        updated_at: vacancy.updatedAt.toISOString(),
        questions: vacancy.questions.map((question) => publicQuestion(question, locale)),
      };
    },

    /** A published vacancy's deadline, for applying to it: 404 when unknown or not published. */
    /** The vacancy and unit a share card shows: 404 when unknown or not published. */
    async forShareCard(id: number) {
      return openVacancy(id);
    },

    async openForApplications(
      id: number,
    ): Promise<{ applicationDeadline: string; questions: ScreeningQuestion[] }> {
      return (await openVacancy(id)).vacancy;
    },

    /** Every listed vacancy (open, within its deadline) and when the list last changed, for the sitemap. */
    async sitemap() {
      const [vacancies, lastChange] = await Promise.all([
        repository.listedForSitemap(brasiliaDate(now())),
        repository.lastChange(),
      ]);
      return { vacancies, lastChange: lastChange ?? now() };
    },

    /** One vacancy as stored (any status), with its unit, for the server-rendered careers pages. */
    findById: (id: number) => repository.findById(id),
  };
}

export type VacanciesService = ReturnType<typeof vacanciesService>;
