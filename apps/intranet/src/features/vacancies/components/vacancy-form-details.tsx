import { dictionaryOptions } from '@portal/contracts/dictionaries';
import { SALARY_PERIODS } from '@portal/contracts/salary';
import {
  BENEFITS,
  MODALITIES,
  REGULAR_CONTRACT_TYPES,
  VACANCY_PROGRAMS,
} from '@portal/contracts/vacancy-rules';
import { CheckboxField, CheckboxGroupField, SelectField, TextField } from '@portal/shell/forms/bound-fields';
import { FieldGroup } from '@portal/shell/forms/field';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecruitingUnits } from '#intranet/kit/recruiting/api/get-recruiting-units';
import { ChoiceOptions } from '#intranet/kit/recruiting/components/choice-options';
import type { VacancyEditorValues } from './vacancy-questions-form';

/** The editor's form as its fields are handed it. */
interface FormProps {
  form: UseFormReturn<VacancyEditorValues>;
}

/** A required select of the details section: 'Choose' first, then the options. */
function RequiredChoice({
  form,
  label,
  name,
  options,
}: FormProps & {
  label: string;
  name: Path<VacancyEditorValues>;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('intranet');
  return (
    <SelectField form={form} name={name} label={`${label} *`}>
      <ChoiceOptions empty={t('recruiting.editor.choose')} choices={options} />
    </SelectField>
  );
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
function UnitField({ units, form, onChooseUnit }: DetailsProps) {
  const { t } = useTranslation('intranet');
  const unitId = useWatch({ control: form.control, name: 'unit_id' });
  const chosen = units.find((unit) => String(unit.id) === unitId);
  return (
    <SelectField
      form={form}
      name="unit_id"
      fieldClassName="recruiting__unit"
      label={`${t('recruiting.fields.unit')} *`}
      hint={t('recruiting.editor.unitHint')}
      registerOptions={{ onChange: (event) => onChooseUnit(event.target.value) }}
      wrap={(select) => (
        <div className="recruiting__select-wrap">
          <span className="form-field__input recruiting__select-face" aria-hidden="true">
            {chosen?.name ?? t('recruiting.editor.choose')}
          </span>
          {select}
        </div>
      )}
    >
      <ChoiceOptions
        empty={t('recruiting.editor.choose')}
        choices={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
      />
    </SelectField>
  );
}

/**
 * The salary (decision 0078): not given, one amount or a range, in reais, per month or hour. The amounts are typed
 * as a person writes money ('2.500,00', '2500'); the numeric keypad has the decimal separator.
 */
function SalaryFields({ form }: FormProps) {
  const { t } = useTranslation('intranet');
  const kind = useWatch({ control: form.control, name: 'salary.kind' });
  const amount = (name: 'salary.min' | 'salary.max', label: string) => (
    <TextField form={form} name={name} label={`${label} *`} inputMode="decimal" autoComplete="off" />
  );
  return (
    <FieldGroup
      legend={t('recruiting.fields.salary')}
      hint={kind ? t('recruiting.salary.amountHint') : undefined}
    >
      <div className="recruiting__grid recruiting__salary">
        <SelectField form={form} name="salary.kind" label={t('recruiting.salary.kindLabel')}>
          <option value="">{t('recruiting.salary.kind.none')}</option>
          <option value="fixed">{t('recruiting.salary.kind.fixed')}</option>
          <option value="range">{t('recruiting.salary.kind.range')}</option>
        </SelectField>
        {kind === 'fixed' || kind === 'range' ? (
          <>
            {amount(
              'salary.min',
              t(kind === 'range' ? 'recruiting.salary.from' : 'recruiting.salary.amount'),
            )}
            {kind === 'range' ? amount('salary.max', t('recruiting.salary.to')) : null}
            <SelectField form={form} name="salary.period" label={t('recruiting.salary.periodLabel')}>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`recruiting.salary.period.${period}`)}
                </option>
              ))}
            </SelectField>
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
function ContractField({ form }: FormProps) {
  const { t } = useTranslation('intranet');
  const program = useWatch({ control: form.control, name: 'program' });
  if (program === 'regular')
    return (
      <RequiredChoice
        form={form}
        label={t('recruiting.fields.contractType')}
        name="contract_type"
        options={REGULAR_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`recruiting.contractType.${c}`) }))}
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
export function VacancyDetailsSection({ units, form, onChooseUnit }: DetailsProps) {
  const { t, i18n } = useTranslation('intranet');
  const locale = currentLocale(i18n);
  return (
    <section className="recruiting__section recruiting__details" aria-labelledby="vacancy-details">
      <h2 id="vacancy-details">{t('recruiting.editor.detailsHeading')}</h2>
      <div className="recruiting__grid">
        <UnitField units={units} form={form} onChooseUnit={onChooseUnit} />
        <div className="recruiting__place">
          <TextField form={form} name="city" label={t('recruiting.fields.city')} readOnly />
          <TextField form={form} name="state" label={t('recruiting.fields.state')} readOnly />
        </div>
        <RequiredChoice
          form={form}
          label={t('recruiting.fields.modality')}
          name="modality"
          options={MODALITIES.map((m) => ({ value: m, label: t(`recruiting.modality.${m}`) }))}
        />
        <SelectField
          form={form}
          name="program"
          label={t('recruiting.fields.program')}
          hint={t('recruiting.editor.programHint')}
        >
          {VACANCY_PROGRAMS.map((program) => (
            <option key={program} value={program}>
              {t(`recruiting.program.${program}`)}
            </option>
          ))}
        </SelectField>
        <ContractField form={form} />
        <TextField
          form={form}
          name="application_deadline"
          mask="date"
          label={`${t('recruiting.fields.deadline')} *`}
          hint={t('recruiting.editor.deadlineHint')}
        />
        <CheckboxField
          form={form}
          name="pcd_exclusive"
          fieldClassName="recruiting__pcd-exclusive"
          labelClassName="form-fieldset__option"
          label={t('recruiting.fields.pcdExclusive')}
        />
        <SelectField form={form} name="interest_area" label={t('recruiting.fields.interestArea')}>
          <option value="">{t('recruiting.editor.noInterestArea')}</option>
          {dictionaryOptions('interest_area', locale).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroupField
        form={form}
        name="workshifts"
        legend={t('recruiting.fields.workshifts')}
        hint={t('recruiting.editor.matchHint')}
        optionsClassName="recruiting__benefits"
        options={dictionaryOptions('workshift', locale).map((option) => ({
          value: String(option.id),
          label: option.label,
        }))}
      />
      <SalaryFields form={form} />
      <CheckboxGroupField
        form={form}
        name="benefits"
        legend={t('recruiting.fields.benefits')}
        optionsClassName="recruiting__benefits"
        options={BENEFITS.map((benefit) => ({ value: benefit, label: t(`recruiting.benefits.${benefit}`) }))}
      />
    </section>
  );
}
