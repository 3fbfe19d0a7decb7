import { BRAZIL_STATE_CODES } from '@portal/contracts/brazil-states';
import { DICTIONARIES } from '@portal/contracts/dictionaries';
import { TALENT_UPDATED_WITHIN_DAYS, type TalentFacets } from '@portal/contracts/talent-pool';
import { Button } from '@portal/shell/components/button';
import { minWidth, useMediaQuery } from '@portal/shell/components/use-media-query';
import { Field } from '@portal/shell/forms/field';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { Link } from '@portal/shell/navigation/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '#intranet/kit/recruiting/components/choice-options';
import { talentPoolPath } from '#intranet/kit/recruiting/recruiting-access';
import type { TalentFilterParams } from '../api/search-candidates';
import {
  BOOLEAN_FILTERS,
  DICTIONARY_FILTERS,
  educationCount,
  facetCount,
  TALENT_FILTERS,
  talentFiltersOf,
} from './talent-filters';

/** A choice's label with how many results hold it ('Betim (312)'), while the facets are known. */
function counted(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

function TextFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <Field label={label}>
      {(control) => (
        <input {...control} name={name} type="search" className="form-field__input" defaultValue={value} />
      )}
    </Field>
  );
}

function SelectFilter({
  name,
  label,
  value,
  choices,
  all,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  all: string;
}) {
  // Held here rather than given as `defaultValue`: Preact's compat has no DOM property of that name on a select and
  // writes it as a `defaultvalue` attribute (invalid HTML, issue 27 point 19). The form is remade for each search
  // (its `key`), so the state starts from the URL's filter every time.
  const [chosen, setChosen] = useState(value);
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="form-field__input"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The choices of each select filter, each with its facet count (the proficiency has no facet of its own). */
function useChoices(facets: TalentFacets | undefined) {
  const { t } = useTranslation('intranet');
  const locale = currentLocale();
  // The proficiency has no facet (the language facet honours it); the education is a minimum (decision 0073).
  const countOf = (name: keyof typeof DICTIONARY_FILTERS, id: number) =>
    name === 'proficiency'
      ? undefined
      : name === 'education'
        ? educationCount(facets, id)
        : facetCount(facets, name, String(id));
  const dictionary = (name: keyof typeof DICTIONARY_FILTERS): Choice[] =>
    DICTIONARIES[DICTIONARY_FILTERS[name]].map((entry) => ({
      value: String(entry.id),
      label: counted(entry.label[locale], countOf(name, entry.id)),
    }));
  const yesNo = (name: (typeof BOOLEAN_FILTERS)[number]): Choice[] =>
    ['true', 'false'].map((value) => ({
      value,
      label: counted(
        t(`recruiting.talent.${value === 'true' ? 'yes' : 'no'}`),
        facetCount(facets, name, value),
      ),
    }));
  const states: Choice[] = BRAZIL_STATE_CODES.map((code) => ({
    value: code,
    label: counted(code, facetCount(facets, 'state', code)),
  }));
  // The last update: within a month, a quarter, half a year, a year (each count includes the shorter ones).
  const updatedWithin: Choice[] = TALENT_UPDATED_WITHIN_DAYS.map((days) => ({
    value: String(days),
    label: counted(
      t('recruiting.talent.updatedDays', { count: days }),
      facetCount(facets, 'updated_within', String(days)),
    ),
  }));
  return { dictionary, yesNo, states, updatedWithin };
}

/**
 * The search's filters as one form: the free text always in sight, the others in a group open on wide screens and
 * folded on a phone (it says how many are set). 'Search' puts every filter in the URL at once (`onSearch`).
 */
export function TalentFilterForm({
  params,
  sensitive,
  facets,
  onSearch,
}: {
  params: URLSearchParams;
  sensitive: boolean;
  facets: TalentFacets | undefined;
  onSearch: (filters: TalentFilterParams) => void;
}) {
  const { t } = useTranslation('intranet');
  const wide = useMediaQuery(minWidth(720), true);
  const [open, setOpen] = useState<boolean | null>(null);
  const current = talentFiltersOf(params, sensitive);
  const value = (name: string) => current[name] ?? '';
  const { dictionary, yesNo, states, updatedWithin } = useChoices(facets);
  const more = Object.keys(current).filter((name) => name !== 'q').length;
  const shown = open ?? (wide || more > 0);
  const l = (key: string) => t(`recruiting.talent.filters.${key}`);
  const all = t('recruiting.talent.all');

  /** A filter offered as a select of its choices, each with its count. */
  const select = (
    name: Parameters<typeof value>[0],
    choices: Parameters<typeof SelectFilter>[0]['choices'],
  ) => (
    <SelectFilter key={name} name={name} label={l(name)} value={value(name)} choices={choices} all={all} />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const name of TALENT_FILTERS) values[name] = String(data.get(name) ?? '');
    onSearch(talentFiltersOf(values, sensitive));
  };

  return (
    <form className="talent__form" onSubmit={submit} aria-label={t('recruiting.talent.formLabel')}>
      <div className="talent__query">
        <TextFilter name="q" label={l('q')} value={value('q')} />
      </div>
      <details
        className="talent__more"
        open={shown}
        onToggle={(event) => {
          // The toggle event also follows a change of `open` made here (the first render, a resize): only the
          // reader's own click is remembered.
          if (event.currentTarget.open !== shown) setOpen(event.currentTarget.open);
        }}
      >
        <summary className="talent__summary">{t('recruiting.talent.moreFilters', { count: more })}</summary>
        <div className="talent__grid">
          {select('state', states)}
          <TextFilter name="city" label={l('city')} value={value('city')} />
          {select('education', dictionary('education'))}
          <TextFilter name="course" label={l('course')} value={value('course')} />
          {select('language', dictionary('language'))}
          {select('proficiency', dictionary('proficiency'))}
          {select('workshift', dictionary('workshift'))}
          {select('interest_area', dictionary('interest_area'))}
          {BOOLEAN_FILTERS.filter((name) => name !== 'pcd').map((name) => select(name, yesNo(name)))}
          {select('updated_within', updatedWithin)}
          {sensitive ? (
            <>
              {select('pcd', yesNo('pcd'))}
              {select('disability_type', dictionary('disability_type'))}
            </>
          ) : null}
        </div>
      </details>
      <div className="talent__form-actions">
        <Button type="submit">{t('recruiting.list.searchButton')}</Button>
        {Object.keys(current).length > 0 ? (
          <Link to={talentPoolPath}>{t('recruiting.talent.clear')}</Link>
        ) : null}
      </div>
    </form>
  );
}
