import { MESSAGES } from '@portal/contracts/messages';
import type { Address } from '@portal/contracts/resume';
import { type AddressForm, addressFormSchema } from '@portal/contracts/resume-profile-forms';
import { FormActions, TextField } from '@portal/shell/forms/bound-fields';
import { Field } from '@portal/shell/forms/field';
import { formatMask } from '@portal/shell/forms/masks';
import type { useZodForm } from '@portal/shell/forms/use-zod-form';
import { type ChangeEvent, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddress, useCountries, useStates } from '../api/get-resume';
import { saveAddress } from '../api/save-resume-section';
import { validatePostalCode } from '../api/validate-postal-code';
import type { SectionProps } from './basic-information-section';
import { ControlledSelect } from './controlled-select';
import { SectionForm, useSectionForm } from './section-form';

/** Brazil: the default country, first in the list. */
const BRAZIL = 'BR';

const EMPTY: AddressForm = {
  country: BRAZIL,
  postal_code: '',
  state: '',
  city: '',
  district: '',
  street: '',
  number: '',
  complement: '',
};

const FIELDS = [
  'country',
  'postal_code',
  'state',
  'city',
  'district',
  'street',
  'number',
  'complement',
] as const satisfies readonly (keyof AddressForm)[];

/** The stored address as the form shows it: a Brazilian CEP with its mask, as typing it would have given. */
function toValues(data: Address | null | undefined): AddressForm {
  if (!data) return EMPTY;
  const country = data.country || BRAZIL;
  return {
    ...data,
    country,
    postal_code: country === BRAZIL ? formatMask('cep', data.postal_code) : data.postal_code,
  };
}

/** A country's name while the list is still loading (the browser knows it), else its code. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Section 2: country, postal code (a Brazilian CEP fills state and city), state, city, district, street, number. */
export function AddressSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t, i18n } = useTranslation('careers');
  const id = useId();
  const { data, error, mutate } = useAddress();
  const countries = useCountries();
  // The stored address may arrive after the form is drawn: it fills every field not edited yet.
  const values = useMemo(() => toValues(data), [data]);
  const { form, failure, fieldError, frame, saved, onInvalid } = useSectionForm<AddressForm>({
    schema: addressFormSchema,
    values,
    loading: data === undefined && !error,
    fields: FIELDS,
    onDirtyChange,
    onSaved,
  });
  const { register, handleSubmit, setValue, control } = form;
  const country = useWatch({ control, name: 'country' });
  const brazil = country === BRAZIL;
  const states = useStates(country || null);

  const lookUpPostalCode = usePostalCodeLookUp(form);

  const onSubmit = handleSubmit(async (form) => {
    failure.clear();
    try {
      const address = await saveAddress({ ...form, state: form.state.trim() });
      await mutate(address, { revalidate: false });
      saved(toValues(address));
    } catch (error) {
      failure.fail(error);
    }
  }, onInvalid);

  return (
    <SectionForm {...frame} id={id} title={t('resume.sections.address')} onSubmit={onSubmit}>
      {/* The list may arrive after the stored country, which must still be the one shown. */}
      <ControlledSelect
        control={control}
        name="country"
        label={t('resume.address.country')}
        error={fieldError('country')}
        autoComplete="country"
        options={(country) => (
          <>
            {countries.data?.some((option) => option.code === country) ? null : (
              <option value={country}>{regionName(country, i18n.language)}</option>
            )}
            {countries.data?.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </>
        )}
      />
      <TextField
        form={form}
        name="postal_code"
        label={t('resume.address.postalCode')}
        mask={brazil ? 'cep' : undefined}
        autoComplete="postal-code"
        registerOptions={{
          onChange: (event: ChangeEvent<HTMLInputElement>) => void lookUpPostalCode(event.target.value),
        }}
      />
      <Field
        label={t('resume.address.state')}
        hint={t('resume.address.stateHint')}
        error={fieldError('state')}
      >
        {(props) => (
          <>
            <input
              className="form-field__input"
              list={`${id}-states`}
              maxLength={3}
              autoCapitalize="characters"
              {...props}
              {...register('state', {
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  setValue('state', event.target.value.toUpperCase()),
              })}
            />
            <datalist id={`${id}-states`}>
              {states.data?.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>
      <TextField form={form} name="city" label={t('resume.address.city')} autoComplete="address-level2" />
      <TextField form={form} name="district" label={t('resume.address.district')} />
      <TextField form={form} name="street" label={t('resume.address.street')} autoComplete="address-line1" />
      <TextField form={form} name="number" label={t('resume.address.number')} />
      <TextField form={form} name="complement" label={t('resume.address.complement')} />
      <FormActions form={form} submit={t('resume.save')} />
    </SectionForm>
  );
}

/** Brazil: a complete CEP is checked by the server, which names its state and, when it knows it, its city. */
function usePostalCodeLookUp(form: ReturnType<typeof useZodForm<AddressForm>>) {
  const { getValues, setError, clearErrors, setValue } = form;
  return async (postal: string) => {
    if (getValues('country') !== BRAZIL || postal.replace(/\D/g, '').length !== 8) return;
    try {
      const result = await validatePostalCode(postal);
      if (getValues('postal_code') !== postal) return; // typed on since
      if (!result.valid) {
        setError('postal_code', { type: 'rule', message: MESSAGES.postalCodeInvalid });
        return;
      }
      clearErrors('postal_code');
      if (result.state) {
        setValue('state', result.state, { shouldDirty: true });
        clearErrors('state');
      }
      if (result.city) {
        setValue('city', result.city, { shouldDirty: true });
        clearErrors('city');
      }
    } catch {
      // The save checks it again; nothing to add here.
    }
  };
}
