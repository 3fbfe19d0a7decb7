import { apiToTypedDate, formatDate, typedDateToApi } from '@portal/contracts/dates';
import { MESSAGES } from '@portal/contracts/messages';
import {
  type QuotaFigures,
  type Quotas,
  quotaFiguresSchema,
  validateFiguresDate,
} from '@portal/contracts/quotas';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { MaskedInput } from '@portal/shell/forms/masks';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordQuotas } from '../api/record-quotas';

/**
 * The form's values: each field as typed, keyed by its input's name ('figures_date', 'company.headcount',
 * 'unit-7.headcount': a unit by its id, since units left blank are not sent and the body's indexes shift).
 */
type Values = Record<string, string>;
const UNIT_FIELDS = ['headcount', 'apprentice_base', 'apprentices_employed'] as const;
type Unit = Quotas['units'][number];

const unitField = (unit: Unit, field: (typeof UNIT_FIELDS)[number]) => `unit-${unit.unit_id}.${field}`;

/** Units with recorded figures first, as the page lists them; then those without. */
function orderedUnits(quotas: Quotas): Unit[] {
  return [
    ...quotas.units.filter((unit) => unit.figures_date !== null),
    ...quotas.units.filter((unit) => unit.figures_date === null),
  ];
}

/** The figures as recorded (a unit without figures starts blank, not at zero) and today as the figures' day. */
function valuesOf(quotas: Quotas, locale: string): Values {
  const values: Values = {
    figures_date: apiToTypedDate(brasiliaDate(), locale),
    'company.headcount': quotas.company.figures_date === null ? '' : String(quotas.company.headcount),
    'company.pcd_employed': quotas.company.figures_date === null ? '' : String(quotas.company.pcd_employed),
  };
  for (const unit of quotas.units)
    for (const field of UNIT_FIELDS)
      values[unitField(unit, field)] = unit.figures_date === null ? '' : String(unit[field]);
  return values;
}

/** A typed figure as a number: an empty field is no number (NaN), which the schema refuses. */
const numberOf = (value: string | undefined) => (value?.trim() ? Number(value.trim()) : Number.NaN);

/**
 * The body and, for each unit sent, the unit (the body's `units.N` is `sent[N]`). A unit that never had figures and
 * whose three fields are blank is left out: it stays without figures.
 */
function bodyOf(quotas: Quotas, values: Values, locale: string): { body: QuotaFigures; sent: Unit[] } {
  const blank = (unit: Unit) => UNIT_FIELDS.every((field) => !values[unitField(unit, field)]?.trim());
  const sent = orderedUnits(quotas).filter((unit) => unit.figures_date !== null || !blank(unit));
  return {
    body: {
      figures_date: typedDateToApi(values.figures_date ?? '', locale),
      company: {
        headcount: numberOf(values['company.headcount']),
        pcd_employed: numberOf(values['company.pcd_employed']),
      },
      units: sent.map((unit) => ({
        unit_id: unit.unit_id,
        headcount: numberOf(values[unitField(unit, 'headcount')]),
        apprentice_base: numberOf(values[unitField(unit, 'apprentice_base')]),
        apprentices_employed: numberOf(values[unitField(unit, 'apprentices_employed')]),
      })),
    },
    sent,
  };
}

/**
 * The contracts' verdict on each field, as message keys by input name: the figures' day (a real day, not after
 * today) and whole numbers from 0 to a million; a unit begun but not finished says to fill all three or none.
 */
function validate(body: QuotaFigures, sent: Unit[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const dateError = validateFiguresDate(body.figures_date, brasiliaDate());
  if (dateError)
    errors.figures_date =
      dateError === MESSAGES.dateInFuture
        ? 'recruiting.quotas.form.dateInFuture'
        : 'recruiting.quotas.form.dateInvalid';
  const result = quotaFiguresSchema.safeParse(body);
  for (const issue of result.success ? [] : result.error.issues) {
    const [part, index, field] = issue.path.map(String);
    const unit = part === 'units' ? sent[Number(index)] : undefined;
    const name = unit ? `unit-${unit.unit_id}.${field}` : issue.path.join('.');
    if (name === 'figures_date') continue;
    const typed = values[name]?.trim() ?? '';
    errors[name] ??=
      typed === ''
        ? unit && unit.figures_date === null
          ? 'recruiting.quotas.form.required'
          : 'recruiting.quotas.form.requiredRecorded'
        : issue.code === 'too_small'
          ? 'recruiting.quotas.form.tooSmall'
          : issue.code === 'too_big'
            ? 'recruiting.quotas.form.tooBig'
            : 'recruiting.quotas.form.wholeNumber';
  }
  return errors;
}

/** What a refused save says, by the problem's code (and, for a validation, the field it names). */
function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) {
    handleError(error);
    return 'recruiting.quotas.form.saveError';
  }
  if (error.code === 'forbidden') return 'recruiting.quotas.form.forbidden';
  if (error.code === 'validation_failed')
    return error.errors?.some((entry) => entry.field === 'figures_date')
      ? 'recruiting.quotas.form.invalidDate'
      : 'recruiting.quotas.form.invalidUnit';
  return 'recruiting.quotas.form.saveError';
}

/**
 * The hires through the portal that the new figures' day takes in (they were counted before and are now taken to be
 * in the figures typed): the company's PcD and each unit's apprentices, by name, with how many. Issue 27 point 8:
 * a count that went down on its own, without a word, read as a hire lost.
 */
function absorbedHires(before: Quotas, after: Quotas, pcdLabel: string): { name: string; count: number }[] {
  const absorbed: { name: string; count: number }[] = [];
  const pcd = before.company.pcd_hired - after.company.pcd_hired;
  if (pcd > 0) absorbed.push({ name: pcdLabel, count: pcd });
  for (const unit of after.units) {
    const earlier = before.units.find((entry) => entry.unit_id === unit.unit_id);
    const count = (earlier?.apprentice_hired ?? 0) - unit.apprentice_hired;
    if (count > 0) absorbed.push({ name: unit.name, count });
  }
  return absorbed;
}

/**
 * The administrator's figures (decisions 0072, 0088): the day they are from, the company's headcount and PcD
 * employees, and per unit its headcount, apprentice base and apprentices employed (a unit without figures may stay
 * blank). Validated with the contracts' rules before the PUT; the answer replaces the page's figures, and the status
 * says which hires through the portal the figures' day now takes in.
 */
export function QuotasForm({ quotas, onSaved }: { quotas: Quotas; onSaved: (saved: Quotas) => void }) {
  const { t, i18n } = useTranslation('intranet');
  const locale = i18n.language;
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(quotas, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ date: string; absorbed: { name: string; count: number }[] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, sent } = bodyOf(quotas, values, locale);
    const found = validate(body, sent, values);
    setErrors(found);
    setSaved(null);
    setFailure(null);
    const first = formRef.current
      ? [...formRef.current.querySelectorAll<HTMLInputElement>('input[name]')].find(
          (input) => found[input.name],
        )
      : undefined;
    if (first) {
      first.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await recordQuotas(body);
      onSaved(answer);
      setSaved({
        date: body.figures_date,
        absorbed: absorbedHires(quotas, answer, t('recruiting.quotas.form.absorbedPcd')),
      });
    } catch (error) {
      setFailure(t(failureOf(error)));
    } finally {
      setBusy(false);
    }
  };

  const change = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
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
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <section className="quotas__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recruiting.quotas.form.title')}</h2>
      <form ref={formRef} className="quotas-form" noValidate onSubmit={submit}>
        <FormAlert message={failure} />
        <div className="quotas-form__date">
          <Field
            label={`${t('recruiting.quotas.form.figuresDate')} *`}
            hint={t('recruiting.quotas.form.figuresDateHint')}
            error={errors.figures_date ? t(errors.figures_date) : undefined}
          >
            {(control) => (
              <MaskedInput
                {...control}
                mask="date"
                name="figures_date"
                autoComplete="off"
                value={values.figures_date ?? ''}
                onChange={(event) => change('figures_date', event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="quotas-form__group">
          <legend>{t('recruiting.quotas.form.company')}</legend>
          {input('company.headcount', t('recruiting.quotas.form.companyHeadcount'))}
          {input('company.pcd_employed', t('recruiting.quotas.form.pcdEmployed'))}
        </fieldset>
        {orderedUnits(quotas).map((unit) => (
          <fieldset key={unit.unit_id} className="quotas-form__group">
            <legend>{unit.name}</legend>
            {unit.figures_date === null ? (
              <p className="quotas-form__hint">{t('recruiting.quotas.form.unrecordedHint')}</p>
            ) : null}
            {UNIT_FIELDS.map((field) =>
              input(unitField(unit, field), t(`recruiting.quotas.form.unit.${field}`)),
            )}
          </fieldset>
        ))}
        <div className="quotas-form__actions">
          <Button type="submit" loading={busy}>
            {t('recruiting.quotas.form.save')}
          </Button>
          <div className="quotas-form__status" role="status">
            {saved ? (
              <>
                <p>{t('recruiting.quotas.form.saved')}</p>
                {saved.absorbed.length > 0 ? (
                  <p>
                    {t('recruiting.quotas.form.absorbed', {
                      date: formatDate(saved.date, locale),
                      list: saved.absorbed
                        .map((entry) => t('recruiting.quotas.form.absorbedItem', entry))
                        .join(', '),
                    })}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
