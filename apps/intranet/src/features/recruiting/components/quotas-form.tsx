import { type QuotaFigures, type Quotas, quotaFiguresSchema } from '@portal/contracts/quotas';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordQuotas } from '../api/record-quotas';

/** The form's values: each field as typed, keyed by its path in the body ('company.headcount', 'units.0.headcount'). */
type Values = Record<string, string>;
const UNIT_FIELDS = ['headcount', 'apprentice_base', 'apprentices_employed'] as const;

function valuesOf(quotas: Quotas): Values {
  const values: Values = {
    'company.headcount': String(quotas.company.headcount),
    'company.pcd_employed': String(quotas.company.pcd_employed),
  };
  quotas.units.forEach((unit, index) => {
    for (const field of UNIT_FIELDS) values[`units.${index}.${field}`] = String(unit[field]);
  });
  return values;
}

/** A typed figure as a number: an empty field is no number (NaN), which the schema refuses. */
const numberOf = (value: string | undefined) => (value?.trim() ? Number(value.trim()) : Number.NaN);

function bodyOf(quotas: Quotas, values: Values): QuotaFigures {
  return {
    company: {
      headcount: numberOf(values['company.headcount']),
      pcd_employed: numberOf(values['company.pcd_employed']),
    },
    units: quotas.units.map((unit, index) => ({
      unit_id: unit.unit_id,
      headcount: numberOf(values[`units.${index}.headcount`]),
      apprentice_base: numberOf(values[`units.${index}.apprentice_base`]),
      apprentices_employed: numberOf(values[`units.${index}.apprentices_employed`]),
    })),
  };
}

/** The contracts' schema's verdict on each field, as message keys: a whole number from 0 to a million. */
function validate(body: QuotaFigures): Record<string, string> {
  const result = quotaFiguresSchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key =
      issue.code === 'too_small'
        ? 'recruiting.quotas.form.tooSmall'
        : issue.code === 'too_big'
          ? 'recruiting.quotas.form.tooBig'
          : 'recruiting.quotas.form.wholeNumber';
    errors[issue.path.join('.')] ??= key;
  }
  return errors;
}

/** What a refused save says, by the problem's code. */
function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) {
    handleError(error);
    return 'recruiting.quotas.form.saveError';
  }
  if (error.code === 'forbidden') return 'recruiting.quotas.form.forbidden';
  if (error.code === 'validation_failed') return 'recruiting.quotas.form.invalidUnit';
  return 'recruiting.quotas.form.saveError';
}

/**
 * The administrator's figures (decision 0072): the company's headcount and PcD employees, and per unit its
 * headcount, apprentice base and apprentices employed. Validated with the contracts' schema before the PUT; the
 * answer replaces the page's figures.
 */
export function QuotasForm({ quotas, onSaved }: { quotas: Quotas; onSaved: (saved: Quotas) => void }) {
  const { t } = useTranslation('intranet');
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(quotas));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(quotas, values);
    const found = validate(body);
    setErrors(found);
    setSaved(false);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onSaved(await recordQuotas(body));
      setSaved(true);
    } catch (error) {
      setFailure(t(failureOf(error)));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: string, label: string) => (
    <Field key={name} label={label} error={errors[name] ? t(errors[name]) : undefined}>
      {(control) => (
        <input
          {...control}
          name={name}
          className="form-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values[name] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <section className="quotas__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recruiting.quotas.form.title')}</h2>
      <form ref={formRef} className="quotas-form" noValidate onSubmit={submit}>
        <FormAlert message={failure} />
        <fieldset className="quotas-form__group">
          <legend>{t('recruiting.quotas.form.company')}</legend>
          {input('company.headcount', t('recruiting.quotas.form.companyHeadcount'))}
          {input('company.pcd_employed', t('recruiting.quotas.form.pcdEmployed'))}
        </fieldset>
        {quotas.units.map((unit, index) => (
          <fieldset key={unit.unit_id} className="quotas-form__group">
            <legend>{unit.name}</legend>
            {UNIT_FIELDS.map((field) =>
              input(`units.${index}.${field}`, t(`recruiting.quotas.form.unit.${field}`)),
            )}
          </fieldset>
        ))}
        <div className="quotas-form__actions">
          <Button type="submit" loading={busy}>
            {t('recruiting.quotas.form.save')}
          </Button>
          <p className="quotas-form__status" role="status">
            {saved ? t('recruiting.quotas.form.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
