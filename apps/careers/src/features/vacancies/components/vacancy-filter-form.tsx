import type { VacancyFilters } from '@portal/contracts/vacancies';
import { PCD_FILTER_VALUE, VACANCY_SEARCH_MAX } from '@portal/contracts/vacancy-rules';
import { Button } from '@portal/shell/components/button';
import { Link, useHref } from '@portal/shell/navigation/navigation';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_NAMES } from '../api/get-vacancies';

export interface VacancyFilterFormProps {
  /** The page's URL search params: the form shows them. */
  searchParams: URLSearchParams;
  /** Called with the form's non-empty filters when it is submitted or a select changes. */
  onFilter: (next: URLSearchParams) => void;
  options: VacancyFilters | undefined;
}

/** The programs the list offers as filters (a regular vacancy needs none; `?program=regular` still works). */
const PROGRAM_FILTERS = ['apprentice', 'internship'] as const;

/** The non-empty, trimmed filters of the form, in the order q, city, unit, program, pcd. */
function filtersOf(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const next = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = String(data.get(name) ?? '').trim();
    if (value) next.set(name, value);
  }
  return next;
}

/** The units with a listed vacancy in `city` (every unit when no city is chosen), compared like the API does. */
function unitsOfCity(units: VacancyFilters['units'], city: string): VacancyFilters['units'] {
  if (!city) return units;
  const wanted = city.toLowerCase();
  return units.filter((unit) => unit.cities.some((name) => name.toLowerCase() === wanted));
}

/** One select of the form under its label (a city, a unit, a program); choosing one filters at once. */
function FilterSelect({
  name,
  value,
  modifier,
  onSelect,
  children,
}: {
  name: 'city' | 'unit' | 'program';
  value: string;
  /** The field's own modifier class (`vacancy-filters__field--<modifier>`). */
  modifier?: string;
  onSelect: (event: FormEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('careers');
  const id = useId();
  return (
    <div
      className={
        modifier ? `vacancy-filters__field vacancy-filters__field--${modifier}` : 'vacancy-filters__field'
      }
    >
      <label htmlFor={id}>{t(`vacancies.filters.${name}`)}</label>
      <select id={id} name={name} value={value} onChange={onSelect}>
        {children}
      </select>
    </div>
  );
}

/**
 * Search a vacancy, select a city, select a unit, select a program (young apprentice, internship), only the vacancies
 * for people with disabilities, clear filters (careers screen 1). A real GET form to the list page, so it filters
 * without JavaScript too; with JavaScript the page intercepts it and updates the URL itself, at once for a select or
 * the box.
 *
 * On a phone (below 768 px) the fields fold behind one control, 'Filtros (2)' with the count of active filters, so
 * the first vacancies show on the first screen: a native <details> (keyboard and screen readers know it, and it opens
 * before any script has run); from 768 px the stylesheet shows the fields and hides the control (decision 0085).
 */
export function VacancyFilterForm({ searchParams, onFilter, options }: VacancyFilterFormProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const action = useHref('/');

  // The text box follows the URL (back button, clear filters) and is free to edit in between.
  const q = searchParams.get('q') ?? '';
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }

  const cityParam = searchParams.get('city') ?? '';
  const cities = options?.cities ?? [];
  const knownCity = cities.find((option) => option.city.toLowerCase() === cityParam.toLowerCase());
  const city = knownCity?.city ?? cityParam;
  const unit = searchParams.get('unit') ?? '';
  const allUnits = options?.units ?? [];
  const cityUnits = unitsOfCity(allUnits, city);
  // A unit of another city that the URL asks for stays visible, so the select tells the truth about the filter.
  const urlUnit = allUnits.find((option) => String(option.id) === unit);
  const units = urlUnit && !cityUnits.includes(urlUnit) ? [...cityUnits, urlUnit] : cityUnits;
  const programParam = searchParams.get('program') ?? '';
  // `?program=regular` (a link from elsewhere) stays visible, so the select tells the truth about the filter.
  const program =
    programParam === 'regular' || (PROGRAM_FILTERS as readonly string[]).includes(programParam)
      ? programParam
      : '';
  const pcd = searchParams.get('pcd') === PCD_FILTER_VALUE;
  const active = [q, city, unit, program, pcd].filter(Boolean).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter(filtersOf(event.currentTarget));
  };
  const onSelect = (event: FormEvent<HTMLSelectElement | HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const next = filtersOf(form);
    // A new city drops a unit that has no vacancy there (the unit select no longer offers it).
    const chosenCity = next.get('city') ?? '';
    const chosenUnit = Number(next.get('unit'));
    if (options && chosenCity && !unitsOfCity(options.units, chosenCity).some((u) => u.id === chosenUnit)) {
      next.delete('unit');
    }
    onFilter(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every browser and screen reader knows; <search> is too recent for older phones
    <form
      className="vacancy-filters"
      method="get"
      action={action}
      role="search"
      aria-label={t('vacancies.filters.label')}
      onSubmit={onSubmit}
    >
      <details className="vacancy-filters__fold">
        <summary className="vacancy-filters__toggle">
          {t('vacancies.filters.toggle')}
          {active ? (
            <>
              {' '}
              <span aria-hidden="true">({active})</span>
              <span className="sr-only">({t('vacancies.filters.active', { count: active })})</span>
            </>
          ) : null}
        </summary>
        <div className="vacancy-filters__grid">
          <div className="vacancy-filters__field vacancy-filters__field--search">
            <label htmlFor={`${id}-q`}>{t('vacancies.filters.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={VACANCY_SEARCH_MAX}
              placeholder={t('vacancies.filters.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <FilterSelect name="city" value={city} onSelect={onSelect}>
            <option value="">{t('vacancies.filters.allCities')}</option>
            {city && !knownCity ? <option value={city}>{city}</option> : null}
            {cities.map((option) => (
              <option key={`${option.city}|${option.state}`} value={option.city}>
                {t('vacancies.facts.cityState', { city: option.city, state: option.state })}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect name="unit" value={unit} onSelect={onSelect} modifier="unit">
            <option value="">{t('vacancies.filters.allUnits')}</option>
            {units.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect name="program" value={program} onSelect={onSelect}>
            <option value="">{t('vacancies.filters.allPrograms')}</option>
            {program === 'regular' ? (
              <option value="regular">{t('vacancies.filters.programs.regular')}</option>
            ) : null}
            {PROGRAM_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`vacancies.filters.programs.${option}`)}
              </option>
            ))}
          </FilterSelect>
          <div className="vacancy-filters__field vacancy-filters__field--check">
            <label htmlFor={`${id}-pcd`}>
              <input
                id={`${id}-pcd`}
                type="checkbox"
                name="pcd"
                value={PCD_FILTER_VALUE}
                checked={pcd}
                onChange={onSelect}
              />
              {t('vacancies.filters.pcd')}
            </label>
          </div>
          <div className="vacancy-filters__actions">
            <Button type="submit">{t('vacancies.filters.submit')}</Button>
            <Link className="button button--ghost" to="/" onClick={() => setText('')}>
              {t('vacancies.filters.clear')}
            </Link>
          </div>
        </div>
      </details>
    </form>
  );
}
