import { Field } from '@portal/shell/forms/field';
import { useSearchParams } from '@portal/shell/navigation/navigation';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Choice, ChoiceOptions } from './choice-options';

/**
 * Sets one filter of a recruiting list in the URL's query (an empty value removes it), keeping the others and
 * replacing the history entry: the address is the list's state, and Back leaves the list.
 */
export function useSetUrlFilter(): (name: string, value: string) => void {
  const [params, setParams] = useSearchParams();
  return (name, value) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
}

/** A choice filter of a recruiting list (`?name=`): everything (no filter) first, then the options. */
export function UrlSelectFilter({
  name,
  label,
  all,
  options,
}: {
  name: string;
  label: string;
  /** The first option's text, what the list shows without this filter. */
  all: string;
  options: readonly Choice[];
}) {
  const [params] = useSearchParams();
  const setFilter = useSetUrlFilter();
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          value={params.get(name) ?? ''}
          onChange={(event) => setFilter(name, event.target.value)}
        >
          <ChoiceOptions empty={all} choices={options} />
        </select>
      )}
    </Field>
  );
}

/**
 * The text search of a recruiting list (`?q=`, trimmed; an empty search clears it), labelled `label`. The field
 * shows the URL's `q` again when it changes elsewhere (Back, a link).
 */
export function UrlSearchForm({ label, wide = false }: { label: string; wide?: boolean }) {
  const { t } = useTranslation('intranet');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const setFilter = useSetUrlFilter();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form
      className={wide ? 'recruiting__search recruiting__search--wide' : 'recruiting__search'}
      onSubmit={search}
      key={q}
    >
      <Field label={label}>
        {(control) => (
          <input {...control} name="q" type="search" className="form-field__input" defaultValue={q} />
        )}
      </Field>
      <button type="submit" className="button button--secondary">
        <span className="button__label">{t('recruiting.list.searchButton')}</span>
      </button>
    </form>
  );
}
