import {
  BRAZIL_STATE_CODES,
  isPostalCodeConsistentWithState,
  isValidCep,
} from '@portal/contracts/brazil-states';
import { MESSAGES } from '@portal/contracts/messages';
import type { Address } from '@portal/contracts/resume';
import { ADDRESS_NUMBER_MAX_LENGTH, isStateAcronym } from '@portal/contracts/resume-rules';
import { Button } from '@portal/shell/components/button';
import { showToast } from '@portal/shell/toast/toast-store';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveAddress, useAddress, useCountries, useStates, validatePostalCode } from '../api/resume-api';
import type { SectionProps } from './basic-information-section';
import { Field, FormAlert, fieldProps } from './field';
import { requiredText, ruleResolver } from './rule-resolver';
import { useSaveError } from './use-save-error';

type AddressValues = Address;

const EMPTY: AddressValues = {
  country: 'BR',
  postal_code: '',
  state: '',
  city: '',
  district: '',
  street: '',
  number: '',
  complement: '',
};

/** The address rules of spec §5 (the server runs the same functions). */
export function validateAddress(values: AddressValues) {
  const brazil = values.country === 'BR';
  const state = values.state.trim();
  const stateMessage =
    state === ''
      ? MESSAGES.required
      : !isStateAcronym(state) || (brazil && !(BRAZIL_STATE_CODES as readonly string[]).includes(state))
        ? MESSAGES.stateAcronymOnly
        : null;
  const postal = values.postal_code.trim();
  const postalMessage =
    postal === ''
      ? MESSAGES.required
      : brazil && (!isValidCep(postal) || (!stateMessage && !isPostalCodeConsistentWithState(postal, state)))
        ? MESSAGES.postalCodeInvalid
        : null;
  const number = values.number.trim();
  return {
    country: requiredText(values.country),
    postal_code: postalMessage,
    state: stateMessage,
    city: requiredText(values.city),
    district: requiredText(values.district),
    street: requiredText(values.street),
    number:
      number === ''
        ? MESSAGES.required
        : number.length > ADDRESS_NUMBER_MAX_LENGTH
          ? MESSAGES.numberTooLarge
          : null,
  };
}

const resolver = ruleResolver<AddressValues>(validateAddress);
const formatCep = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/** Section 2: country, postal code (checked by the server for Brazil), state, city, district, street, number. */
export function AddressSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const { data, mutate } = useAddress();
  const countries = useCountries();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    watch,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AddressValues>({ defaultValues: data ?? EMPTY, resolver });
  const saveError = useSaveError(setError);
  const country = watch('country');
  const states = useStates(country || null);

  useEffect(() => {
    if (data !== undefined && !isDirty) reset(data ?? EMPTY);
  }, [data, isDirty, reset]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // Brazil: the server checks the postal code and names its state, which fills an empty state field.
  const checkPostalCode = async () => {
    const postal = getValues('postal_code');
    if (getValues('country') !== 'BR' || !postal.trim()) return;
    try {
      const result = await validatePostalCode(postal);
      if (!result.valid) {
        setError('postal_code', { type: 'server', message: MESSAGES.postalCodeInvalid });
        return;
      }
      clearErrors('postal_code');
      if (result.state && !getValues('state')) setValue('state', result.state, { shouldDirty: true });
    } catch {
      // The save checks it again; nothing to add here.
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    try {
      const saved = await saveAddress({ ...values, state: values.state.trim() });
      await mutate(saved, { revalidate: false });
      reset(saved);
      showToast({ type: 'success', title: t('resume.saved') });
      onSaved();
    } catch (error) {
      saveError.fail(error);
    }
  });
  const error = (name: keyof AddressValues) => errors[name]?.message;
  const text = (name: keyof AddressValues, label: string, extra: Record<string, string> = {}) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)}>
      <input
        className="form-field__input"
        {...extra}
        {...fieldProps(`${id}-${name}`, error(name))}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="resume__section-title">
        {t('resume.sections.address')}
      </h2>
      <FormAlert message={saveError.message} />
      <Field id={`${id}-country`} label={t('resume.address.country')} error={error('country')}>
        <select
          className="form-field__input"
          {...fieldProps(`${id}-country`, error('country'))}
          {...register('country', { onChange: () => setValue('state', '') })}
        >
          {countries.data ? null : <option value={country}>{country}</option>}
          {countries.data?.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-postal`} label={t('resume.address.postalCode')} error={error('postal_code')}>
        <input
          className="form-field__input"
          inputMode={country === 'BR' ? 'numeric' : 'text'}
          autoComplete="postal-code"
          {...fieldProps(`${id}-postal`, error('postal_code'))}
          {...register('postal_code', {
            onChange: (e) => country === 'BR' && setValue('postal_code', formatCep(e.target.value)),
            onBlur: checkPostalCode,
          })}
        />
      </Field>
      <Field
        id={`${id}-state`}
        label={t('resume.address.state')}
        hint={t('resume.address.stateHint')}
        error={error('state')}
      >
        <input
          className="form-field__input"
          list={`${id}-states`}
          maxLength={3}
          {...fieldProps(`${id}-state`, error('state'))}
          {...register('state', { onChange: (e) => setValue('state', e.target.value.toUpperCase()) })}
        />
        <datalist id={`${id}-states`}>
          {states.data?.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </datalist>
      </Field>
      {text('city', t('resume.address.city'), { autoComplete: 'address-level2' })}
      {text('district', t('resume.address.district'))}
      {text('street', t('resume.address.street'), { autoComplete: 'address-line1' })}
      {text('number', t('resume.address.number'))}
      {text('complement', t('resume.address.complement'))}
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {t('resume.save')}
        </Button>
      </div>
    </form>
  );
}
