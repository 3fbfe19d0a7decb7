import { UPLOAD_LIMIT_BYTES } from '@portal/contracts/constants';
import { formatCpf, isValidCpf } from '@portal/contracts/cpf';
import { calendarDay } from '@portal/contracts/dates';
import { MESSAGES } from '@portal/contracts/messages';
import type { Sex } from '@portal/contracts/resume';
import {
  apiToDayMonthYear,
  dayMonthYearToApi,
  formatPhone,
  isoDay,
  validateBirthdate,
  validatePhone,
  validateSecondaryPhone,
} from '@portal/contracts/resume-rules';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { showToast } from '@portal/shell/toast/toast-store';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type BasicInformationView,
  saveBasicInformation,
  useBasicInformation,
  useDictionary,
} from '../api/resume-api';
import { Field, FieldError, FormAlert, fieldProps } from './field';
import { requiredText, ruleResolver } from './rule-resolver';
import { useSaveError } from './use-save-error';

export interface BasicInformationValues {
  picture: string;
  name: string;
  birthdate: string;
  nationality: string;
  sex: Sex | '';
  cpf: string;
  email: string;
  phone: string;
  secondary_phone: string;
  pcd: '' | 'yes' | 'no';
  disability_type: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The basic-information rules of spec §5, with the contracts functions the server also runs. */
export function validateBasicInformation(values: BasicInformationValues, today = isoDay(new Date())) {
  const birthdate = dayMonthYearToApi(values.birthdate);
  return {
    picture: values.picture ? null : MESSAGES.pictureRequired,
    name: values.name.trim() ? null : MESSAGES.fullNameRequired,
    birthdate: birthdate ? validateBirthdate(birthdate, today) : MESSAGES.birthdateInvalid,
    nationality: requiredText(values.nationality),
    sex: values.sex ? null : MESSAGES.required,
    cpf: values.cpf.trim() === '' ? MESSAGES.required : isValidCpf(values.cpf) ? null : MESSAGES.cpfInvalid,
    email: EMAIL.test(values.email.trim()) ? null : MESSAGES.emailInvalid,
    phone: validatePhone(values.phone),
    secondary_phone: validateSecondaryPhone(values.secondary_phone, values.phone),
    disability_type: values.pcd === 'yes' && !values.disability_type ? MESSAGES.required : null,
  };
}

const resolver = ruleResolver<BasicInformationValues>((values) => validateBasicInformation(values));

/** The account's name and e-mail: what an empty resume starts with. */
export interface ResumeAccount {
  name: string;
  email: string;
}

function toValues(
  data: BasicInformationView | null | undefined,
  account: ResumeAccount,
): BasicInformationValues {
  return {
    picture: data?.picture ?? '',
    name: data?.name ?? account.name,
    birthdate: data?.birthdate ? apiToDayMonthYear(calendarDay(data.birthdate)) : '',
    nationality: data?.nationality ?? '',
    sex: data?.sex ?? '',
    cpf: data?.cpf ?? '',
    email: data?.email ?? account.email,
    phone: data?.phone ? formatPhone(data.phone) : '',
    secondary_phone: data?.secondary_phone ? formatPhone(data.secondary_phone) : '',
    pcd: data?.pcd === true ? 'yes' : data?.pcd === false ? 'no' : '',
    disability_type: data?.disability_type ? String(data.disability_type) : '',
  };
}

/** Reads a chosen file as a data URL and checks that the browser can decode it as an image. */
async function readPicture(file: File): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  await new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('not an image'));
    image.src = dataUrl;
  });
  return dataUrl;
}

export interface SectionProps {
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
}

/** Section 1: picture, name, birthdate, nationality, sex, CPF, e-mail, phones, pcd and disability type. */
export function BasicInformationSection({
  onDirtyChange,
  onSaved,
  account,
}: SectionProps & { account: ResumeAccount }) {
  const { t } = useTranslation('careers');
  const id = useId();
  const { data, mutate } = useBasicInformation();
  const disabilities = useDictionary('disability_type');
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
  } = useForm<BasicInformationValues>({ defaultValues: toValues(data, account), resolver });
  const saveError = useSaveError(setError);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [confirmName, setConfirmName] = useState(false);
  const savedName = data?.name;

  useEffect(() => {
    if (data !== undefined && !isDirty) reset(toValues(data, account));
  }, [data, account, isDirty, reset]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const picture = watch('picture');
  const pcd = watch('pcd');

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPictureError(null);
    if (file.size > UPLOAD_LIMIT_BYTES) {
      setPictureError(t('common:errors.imageTooLarge'));
      return;
    }
    try {
      setValue('picture', await readPicture(file), { shouldDirty: true });
      clearErrors('picture');
    } catch {
      setPictureError(t(`common:${MESSAGES.pictureConversionFailed}`));
    }
  };

  const save = async (values: BasicInformationValues) => {
    saveError.clear();
    try {
      const saved = await saveBasicInformation({
        // The stored picture comes back as a WebP data URL; only a newly chosen one is sent.
        ...(values.picture !== data?.picture ? { picture: values.picture } : {}),
        name: values.name.trim(),
        birthdate: dayMonthYearToApi(values.birthdate),
        nationality: values.nationality.trim(),
        sex: values.sex as Sex,
        cpf: values.cpf,
        email: values.email.trim(),
        phone: values.phone,
        secondary_phone: values.secondary_phone,
        // pcd is sent only when it was answered (spec §5).
        ...(values.pcd ? { pcd: values.pcd === 'yes' } : {}),
        ...(values.pcd === 'yes' ? { disability_type: Number(values.disability_type) } : {}),
      });
      await mutate(saved, { revalidate: false });
      reset(toValues(saved, account));
      showToast({ type: 'success', title: t('resume.saved') });
      onSaved();
    } catch (error) {
      saveError.fail(error);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (savedName && values.name.trim() !== savedName.trim()) {
      setConfirmName(true);
      return;
    }
    await save(values);
  });

  const error = (name: keyof BasicInformationValues) => errors[name]?.message;
  const pictureMessage = pictureError ?? error('picture');

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="resume__section-title">
        {t('resume.sections.basic_information')}
      </h2>
      <FormAlert message={saveError.message} />
      <div className="form-field resume__picture">
        {picture ? (
          <img className="resume__picture-preview" src={picture} alt={t('resume.basic.picturePreview')} />
        ) : (
          <span className="resume__picture-empty" aria-hidden="true" />
        )}
        <label className="form-field__label" htmlFor={`${id}-picture`}>
          {t('resume.basic.picture')}
        </label>
        <input
          type="file"
          accept="image/*"
          className="form-field__input"
          {...fieldProps(`${id}-picture`, pictureMessage)}
          onChange={onPicture}
        />
        <FieldError id={`${id}-picture`} message={pictureMessage} />
      </div>
      <Field id={`${id}-name`} label={t('resume.basic.name')} error={error('name')}>
        <input
          className="form-field__input"
          autoComplete="name"
          {...fieldProps(`${id}-name`, error('name'))}
          {...register('name')}
        />
      </Field>
      <Field
        id={`${id}-birthdate`}
        label={t('resume.basic.birthdate')}
        hint={t('resume.dayMonthYearHint')}
        error={error('birthdate')}
      >
        <input
          className="form-field__input"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          {...fieldProps(`${id}-birthdate`, error('birthdate'))}
          {...register('birthdate')}
        />
      </Field>
      <Field id={`${id}-nationality`} label={t('resume.basic.nationality')} error={error('nationality')}>
        <input
          className="form-field__input"
          {...fieldProps(`${id}-nationality`, error('nationality'))}
          {...register('nationality')}
        />
      </Field>
      <fieldset
        className="form-fieldset"
        aria-invalid={error('sex') ? true : undefined}
        aria-describedby={error('sex') ? `${id}-sex-error` : undefined}
      >
        <legend className="form-fieldset__legend">{t('resume.basic.sex')}</legend>
        <div className="form-fieldset__options">
          {(['male', 'female', 'not_informed'] as const).map((sex) => (
            <label key={sex} className="form-fieldset__option">
              <input type="radio" value={sex} {...register('sex')} />
              {t(`resume.basic.sexes.${sex}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-sex`} message={error('sex')} />
      </fieldset>
      <Field id={`${id}-cpf`} label={t('resume.basic.cpf')} error={error('cpf')}>
        <input
          className="form-field__input"
          inputMode="numeric"
          placeholder="000.000.000-00"
          {...fieldProps(`${id}-cpf`, error('cpf'))}
          {...register('cpf', { onChange: (e) => setValue('cpf', formatCpf(e.target.value)) })}
        />
      </Field>
      <Field id={`${id}-email`} label={t('resume.basic.email')} error={error('email')}>
        <input
          type="email"
          className="form-field__input"
          autoComplete="email"
          {...fieldProps(`${id}-email`, error('email'))}
          {...register('email')}
        />
      </Field>
      <Field id={`${id}-phone`} label={t('resume.basic.phone')} error={error('phone')}>
        <input
          type="tel"
          className="form-field__input"
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          {...fieldProps(`${id}-phone`, error('phone'))}
          {...register('phone', { onChange: (e) => setValue('phone', formatPhone(e.target.value)) })}
        />
      </Field>
      <Field id={`${id}-secondary`} label={t('resume.basic.secondaryPhone')} error={error('secondary_phone')}>
        <input
          type="tel"
          className="form-field__input"
          placeholder="(00) 00000-0000"
          {...fieldProps(`${id}-secondary`, error('secondary_phone'))}
          {...register('secondary_phone', {
            onChange: (e) => setValue('secondary_phone', formatPhone(e.target.value)),
          })}
        />
      </Field>
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">{t('resume.basic.pcd')}</legend>
        <div className="form-fieldset__options">
          <label className="form-fieldset__option">
            <input type="radio" value="yes" {...register('pcd')} />
            {t('resume.yes')}
          </label>
          <label className="form-fieldset__option">
            <input type="radio" value="no" {...register('pcd')} />
            {t('resume.no')}
          </label>
        </div>
      </fieldset>
      {pcd === 'yes' ? (
        <Field
          id={`${id}-disability`}
          label={t('resume.basic.disabilityType')}
          error={error('disability_type')}
        >
          <select
            className="form-field__input"
            {...fieldProps(`${id}-disability`, error('disability_type'))}
            {...register('disability_type')}
          >
            <option value="">{t('resume.select')}</option>
            {disabilities.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {t('resume.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmName}
        onOpenChange={setConfirmName}
        title={t('resume.basic.nameChangeTitle')}
        description={t(`common:${MESSAGES.nameChangeWarning}`)}
        confirmLabel={t('resume.basic.nameChangeConfirm')}
        cancelLabel={t('resume.cancel')}
        onConfirm={() => {
          setConfirmName(false);
          void save(getValues());
        }}
      />
    </form>
  );
}
