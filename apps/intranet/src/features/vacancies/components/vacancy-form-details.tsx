import { dictionaryOptions } from '@portal/contracts/dictionaries';
import type { VacancyFormValues } from '@portal/contracts/recruiting';
import { SALARY_PERIODS } from '@portal/contracts/salary';
import {
  BENEFITS,
  MODALITIES,
  REGULAR_CONTRACT_TYPES,
  VACANCY_PROGRAMS,
} from '@portal/contracts/vacancy-rules';
import { Field, FieldGroup, FieldMessage } from '@portal/shell/forms/field';
import { MaskedInput } from '@portal/shell/forms/masks';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useId } from 'react';
import { type Control, type Path, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecruitingUnits } from '../../../kit/recruiting/api/get-recruiting-units';
import { ChoiceOptions } from '../../../kit/recruiting/components/choice-options';

/** A select of the details section: 'Choose' first, then the options. */
function SelectField({
  label,
  name,
  options,
  register,
  fieldError,
}: {
  label: string;
  name: Path<VacancyFormValues>;
  options: readonly { value: string; label: string }[];
  register: UseFormRegister<VacancyFormValues>;
  fieldError: (name: Path<VacancyFormValues>) => string | undefined;
}) {
  const { t } = useTranslation('intranet');
  return (
    <Field label={`${label} *`} error={fieldError(name)}>
      {(control) => (
        <select className="form-field__input" {...control} {...register(name)}>
          <ChoiceOptions empty={t('recruiting.editor.choose')} choices={options} />
        </select>
      )}
    </Field>
  );
}

/** The editor's form as its fields are handed it. */
interface FormProps {
  control: Control<VacancyFormValues>;
  register: UseFormRegister<VacancyFormValues>;
  fieldError: (name: Path<VacancyFormValues>) => string | undefined;
}

/** What the details section and its unit field are handed by the editor. */
interface DetailsProps extends FormProps {
  units: RecruitingUnits;
  /** Called with the unit chosen ('' for none): the city and state are the unit's. */
  onChooseUnit: (unitId: string) => void;
}

/**
 * The unit select. A unit's whole name shows in the box, on as many lines as it needs (a native select cuts it at a
 * phone's width): the box drawn is a copy of the chosen option's name, and the real select lies transparent over it,
 * so tapping, the keyboard, the native list and screen readers work on the select itself.
 */
function UnitField({ units, control, register, fieldError, onChooseUnit }: DetailsProps) {
  const { t } = useTranslation('intranet');
  const unitId = useWatch({ control, name: 'unit_id' });
  const chosen = units.find((unit) => String(unit.id) === unitId);
  return (
    <Field
      className="recruiting__unit"
      label={`${t('recruiting.fields.unit')} *`}
      hint={t('recruiting.editor.unitHint')}
      error={fieldError('unit_id')}
    >
      {(field) => (
        <div className="recruiting__select-wrap">
          <span className="form-field__input recruiting__select-face" aria-hidden="true">
            {chosen?.name ?? t('recruiting.editor.choose')}
          </span>
          <select
            className="form-field__input"
            {...field}
            {...register('unit_id', { onChange: (event) => onChooseUnit(event.target.value) })}
          >
            <ChoiceOptions
              empty={t('recruiting.editor.choose')}
              choices={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
            />
          </select>
        </div>
      )}
    </Field>
  );
}

/**
 * The salary (decision 0078): not given, one amount or a range, in reais, per month or hour. The amounts are typed
 * as a person writes money ('2.500,00', '2500'); the numeric keypad has the decimal separator.
 */
function SalaryFields({ control, register, fieldError }: FormProps) {
  const { t } = useTranslation('intranet');
  const kind = useWatch({ control, name: 'salary.kind' });
  const amount = (name: 'salary.min' | 'salary.max', label: string) => (
    <Field label={`${label} *`} error={fieldError(name)}>
      {(field) => (
        <input
          className="form-field__input"
          inputMode="decimal"
          autoComplete="off"
          {...field}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <FieldGroup
      legend={t('recruiting.fields.salary')}
      hint={kind ? t('recruiting.salary.amountHint') : undefined}
    >
      <div className="recruiting__grid recruiting__salary">
        <Field label={t('recruiting.salary.kindLabel')} error={fieldError('salary.kind')}>
          {(field) => (
            <select className="form-field__input" {...field} {...register('salary.kind')}>
              <option value="">{t('recruiting.salary.kind.none')}</option>
              <option value="fixed">{t('recruiting.salary.kind.fixed')}</option>
              <option value="range">{t('recruiting.salary.kind.range')}</option>
            </select>
          )}
        </Field>
        {kind === 'fixed' || kind === 'range' ? (
          <>
            {amount(
              'salary.min',
              t(kind === 'range' ? 'recruiting.salary.from' : 'recruiting.salary.amount'),
            )}
            {kind === 'range' ? amount('salary.max', t('recruiting.salary.to')) : null}
            <Field label={t('recruiting.salary.periodLabel')} error={fieldError('salary.period')}>
              {(field) => (
                <select className="form-field__input" {...field} {...register('salary.period')}>
                  {SALARY_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(`recruiting.salary.period.${period}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : null}
      </div>
    </FieldGroup>
  );
}

/**
 * The contract (decision 0088): asked of a regular vacancy only, CLT or temporary; an apprentice or internship
 * vacancy is hired on its program's own contract, which is said in words instead of offered as a choice.
 */
function ContractField({ control, register, fieldError }: FormProps) {
  const { t } = useTranslation('intranet');
  const program = useWatch({ control, name: 'program' });
  if (program === 'regular')
    return (
      <SelectField
        label={t('recruiting.fields.contractType')}
        name="contract_type"
        options={REGULAR_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`recruiting.contractType.${c}`) }))}
        register={register}
        fieldError={fieldError}
      />
    );
  return (
    <div className="form-field recruiting__implied">
      <span className="form-field__label">{t('recruiting.fields.contractType')}</span>
      <p className="recruiting__implied-value">
        {t('recruiting.editor.contractOfProgram', {
          contract: t(`recruiting.contractType.${program === 'internship' ? 'internship' : 'apprentice'}`),
        })}
      </p>
    </div>
  );
}

/**
 * The details section of the vacancy editor: unit and its place (city and state, read only: they are the unit's), modality, program, contract (a regular vacancy's), exclusive to PcD, deadline,
 * area of interest and work shifts (what job alerts match), salary and benefits.
 */
export function VacancyDetailsSection({ units, control, register, fieldError, onChooseUnit }: DetailsProps) {
  const { t, i18n } = useTranslation('intranet');
  const locale = currentLocale(i18n);
  const fieldProps = { register, fieldError };
  const pcdId = useId();
  const pcdError = fieldError('pcd_exclusive');
  return (
    <section className="recruiting__section recruiting__details" aria-labelledby="vacancy-details">
      <h2 id="vacancy-details">{t('recruiting.editor.detailsHeading')}</h2>
      <div className="recruiting__grid">
        <UnitField units={units} control={control} onChooseUnit={onChooseUnit} {...fieldProps} />
        <div className="recruiting__place">
          <Field label={t('recruiting.fields.city')} error={fieldError('city')}>
            {(field) => <input className="form-field__input" readOnly {...field} {...register('city')} />}
          </Field>
          <Field label={t('recruiting.fields.state')} error={fieldError('state')}>
            {(field) => <input className="form-field__input" readOnly {...field} {...register('state')} />}
          </Field>
        </div>
        <SelectField
          label={t('recruiting.fields.modality')}
          name="modality"
          options={MODALITIES.map((m) => ({ value: m, label: t(`recruiting.modality.${m}`) }))}
          {...fieldProps}
        />
        <Field
          label={t('recruiting.fields.program')}
          hint={t('recruiting.editor.programHint')}
          error={fieldError('program')}
        >
          {(control) => (
            <select className="form-field__input" {...control} {...register('program')}>
              {VACANCY_PROGRAMS.map((program) => (
                <option key={program} value={program}>
                  {t(`recruiting.program.${program}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ContractField control={control} {...fieldProps} />
        <Field
          label={`${t('recruiting.fields.deadline')} *`}
          hint={t('recruiting.editor.deadlineHint')}
          error={fieldError('application_deadline')}
        >
          {(control) => <MaskedInput mask="date" {...control} {...register('application_deadline')} />}
        </Field>
        <div className="form-field recruiting__pcd-exclusive">
          <label className="form-fieldset__option">
            <input
              type="checkbox"
              aria-invalid={pcdError ? true : undefined}
              aria-describedby={pcdError ? `${pcdId}-error` : undefined}
              {...register('pcd_exclusive')}
            />
            {t('recruiting.fields.pcdExclusive')}
          </label>
          <FieldMessage id={pcdId} error={pcdError} />
        </div>
        <Field label={t('recruiting.fields.interestArea')} error={fieldError('interest_area')}>
          {(field) => (
            <select className="form-field__input" {...field} {...register('interest_area')}>
              <option value="">{t('recruiting.editor.noInterestArea')}</option>
              {dictionaryOptions('interest_area', locale).map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FieldGroup
        legend={t('recruiting.fields.workshifts')}
        hint={t('recruiting.editor.matchHint')}
        error={fieldError('workshifts')}
      >
        <div className="form-fieldset__options recruiting__benefits">
          {dictionaryOptions('workshift', locale).map((option) => (
            <label key={option.id} className="form-fieldset__option">
              <input type="checkbox" {...register(`workshifts.${option.id}`)} />
              {option.label}
            </label>
          ))}
        </div>
      </FieldGroup>
      <SalaryFields control={control} {...fieldProps} />
      <FieldGroup legend={t('recruiting.fields.benefits')}>
        <div className="form-fieldset__options recruiting__benefits">
          {BENEFITS.map((benefit) => (
            <label key={benefit} className="form-fieldset__option">
              <input type="checkbox" {...register(`benefits.${benefit}`)} />
              {t(`recruiting.benefits.${benefit}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
    </section>
  );
}
