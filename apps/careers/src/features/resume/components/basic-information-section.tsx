import { pictureMaxInputPixels, UPLOAD_LIMIT_BYTES } from '@portal/contracts/constants';
import { apiToTypedDate, calendarDay, typedDateToApi } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import { MESSAGES } from '@portal/contracts/messages';
import type { Sex } from '@portal/contracts/resume';
import {
  type BasicInformationForm,
  basicInformationFormSchema,
} from '@portal/contracts/resume-profile-forms';
import { ApiError } from '@portal/shell/api/api-error';
import { announceAccountChanged } from '@portal/shell/auth/account-events';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { FormActions, TextField, YesNoField } from '@portal/shell/forms/bound-fields';
import { FieldGroup, FieldMessage } from '@portal/shell/forms/field';
import { formatMask } from '@portal/shell/forms/masks';
import { SERVER_ERROR, useFieldErrors, type useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { type ChangeEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BasicInformationView, useBasicInformation, useDictionary } from '../api/get-resume';
import { saveBasicInformation } from '../api/save-resume-section';
import { ControlledSelect } from './controlled-select';
import { SectionForm, useSectionForm } from './section-form';

/** The form's fields in the order they are shown: the first refused one takes the focus. */
const FIELDS = [
  'picture',
  'name',
  'birthdate',
  'nationality',
  'sex',
  'cpf',
  'email',
  'phone',
  'secondary_phone',
  'pcd',
  'disability_type',
] as const satisfies readonly (keyof BasicInformationForm)[];

/** The account's name and e-mail: what an empty resume starts with. */
export interface ResumeAccount {
  name: string;
  email: string;
  /** True while the account is still being fetched (its name and e-mail are not known yet). */
  loading?: boolean;
}

function toValues(
  data: BasicInformationView | null | undefined,
  account: ResumeAccount,
  locale: Locale,
): BasicInformationForm {
  return {
    picture: data?.picture ?? '',
    name: data?.name || account.name,
    birthdate: data?.birthdate ? apiToTypedDate(calendarDay(data.birthdate), locale) : '',
    nationality: data?.nationality ?? '',
    sex: data?.sex ?? '',
    cpf: formatMask('cpf', data?.cpf),
    email: data?.email || account.email,
    phone: formatMask('phone', data?.phone),
    secondary_phone: formatMask('phone', data?.secondary_phone),
    pcd: data?.pcd === true ? 'yes' : data?.pcd === false ? 'no' : '',
    disability_type: data?.disability_type ? String(data.disability_type) : '',
  };
}

/** Reads a chosen file as a data URL and checks that the browser can decode it as an image; answers its size too. */
async function readPicture(file: File): Promise<{ dataUrl: string; width: number; height: number }> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ dataUrl, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = dataUrl;
  });
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
  const { t, i18n } = useTranslation('careers');
  // Dates are typed and shown in the reader's order (dd/mm/aaaa; mm/dd/yyyy in en-US).
  const locale = currentLocale(i18n);
  const id = useId();
  const { data, error, mutate } = useBasicInformation();
  const schema = useMemo(() => basicInformationFormSchema(undefined, locale), [locale]);
  // The stored data and the account's name and e-mail may arrive after the form is drawn: they fill every field
  // the person has not edited yet.
  const values = useMemo(
    () => toValues(data, { name: account.name, email: account.email }, locale),
    [data, account.name, account.email, locale],
  );
  const pictureRef = useRef<HTMLInputElement>(null);
  const { form, failure, fieldError, frame, saved, onInvalid } = useSectionForm<BasicInformationForm>({
    schema,
    values,
    loading: (data === undefined && !error) || account.loading === true,
    fields: FIELDS,
    onDirtyChange,
    onSaved,
    // The picture's input is not registered with the form: it is focused through its ref.
    focusField: (name) => {
      if (name !== 'picture') return false;
      pictureRef.current?.focus();
      return true;
    },
  });
  const { handleSubmit, setFocus, getValues, control: formControl } = form;
  const [confirmName, setConfirmName] = useState(false);
  const [fileName, setFileName] = useState('');
  const savedName = data?.name;

  // Only the picture re-renders the form when it changes (not every keystroke elsewhere; the pcd answer re-renders
  // its own fields).
  const picture = useWatch({ control: formControl, name: 'picture' });

  const onPicture = usePictureChoice(form, setFileName);

  const save = async (form: BasicInformationForm) => {
    failure.clear();
    try {
      const basic = await saveBasicInformation({
        // The stored picture comes back as a WebP data URL; only a newly chosen one is sent.
        ...(form.picture !== data?.picture ? { picture: form.picture } : {}),
        name: form.name.trim(),
        birthdate: typedDateToApi(form.birthdate, locale),
        nationality: form.nationality.trim(),
        sex: form.sex as Sex,
        cpf: form.cpf,
        email: form.email.trim(),
        phone: form.phone,
        secondary_phone: form.secondary_phone,
        // pcd is sent only when it was answered (spec §5).
        ...(form.pcd ? { pcd: form.pcd === 'yes' } : {}),
        ...(form.pcd === 'yes' ? { disability_type: Number(form.disability_type) } : {}),
      });
      await mutate(basic, { revalidate: false });
      // A new name renames the account: the header and the account menu read it again.
      announceAccountChanged();
      setFileName('');
      saved(toValues(basic, account, locale));
    } catch (error) {
      // A CPF of another account (`cpf_in_use`) and refused fields land on their fields; the rest on the alert.
      failure.fail(error);
      if (error instanceof ApiError && error.code === 'cpf_in_use') setFocus('cpf');
    }
  };

  const onSubmit = handleSubmit(async (form) => {
    if (savedName && form.name.trim() !== savedName.trim()) {
      setConfirmName(true);
      return;
    }
    await save(form);
  }, onInvalid);

  const pictureId = `${id}-picture`;

  return (
    <SectionForm {...frame} id={id} title={t('resume.sections.basic_information')} onSubmit={onSubmit}>
      <PictureField
        id={pictureId}
        picture={picture}
        fileName={fileName}
        message={fieldError('picture')}
        inputRef={pictureRef}
        onChange={onPicture}
      />
      <TextField form={form} name="name" label={t('resume.basic.name')} autoComplete="name" />
      <TextField
        form={form}
        name="birthdate"
        label={t('resume.basic.birthdate')}
        hint={t('resume.dateHint')}
        mask="date"
        autoComplete="bday"
      />
      <TextField form={form} name="nationality" label={t('resume.basic.nationality')} />
      <SexField form={form} />
      <TextField form={form} name="cpf" label={t('resume.basic.cpf')} mask="cpf" />
      <TextField form={form} name="email" label={t('resume.basic.email')} type="email" autoComplete="email" />
      <TextField form={form} name="phone" label={t('resume.basic.phone')} mask="phone" autoComplete="tel" />
      <TextField form={form} name="secondary_phone" label={t('resume.basic.secondaryPhone')} mask="phone" />
      <PcdFields form={form} />
      <FormActions form={form} submit={t('resume.save')} />
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
    </SectionForm>
  );
}

type BasicInformationFormApi = ReturnType<typeof useZodForm<BasicInformationForm>>;

/**
 * The handler of the picture's file input: the file is checked (size, decodable, pixels) before it becomes the
 * form's picture as a data URL; a refusal lands on the picture field.
 */
function usePictureChoice(form: BasicInformationFormApi, setFileName: (name: string) => void) {
  const { t } = useTranslation('careers');
  const { clearErrors, setError, setValue } = form;
  return async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    clearErrors('picture');
    setFileName(file.name);
    if (file.size > UPLOAD_LIMIT_BYTES) {
      setError('picture', { type: SERVER_ERROR, message: t('common:errors.imageTooLarge') });
      return;
    }
    let picture: Awaited<ReturnType<typeof readPicture>>;
    try {
      picture = await readPicture(file);
    } catch {
      setError('picture', { type: 'rule', message: MESSAGES.pictureConversionFailed });
      return;
    }
    const { dataUrl, width, height } = picture;
    // The server refuses it by its header too (a huge picture costs it too much memory to decode); the bound
    // depends on the format (an AVIF is decoded whole, decision 0065).
    const { pixels, example } = pictureMaxInputPixels(file.type);
    if (width * height > pixels) {
      const megapixels = pixels / 1_000_000;
      setError('picture', {
        type: SERVER_ERROR,
        message: t(`common:${MESSAGES.pictureTooManyPixels}`, { width, height, megapixels, example }),
      });
      return;
    }
    setValue('picture', dataUrl, { shouldDirty: true });
  };
}

/** The picture: its preview, the file input behind a button-like label, the chosen file's name and the error. */
function PictureField({
  id: pictureId,
  picture,
  fileName,
  message: pictureMessage,
  inputRef: pictureRef,
  onChange: onPicture,
}: {
  id: string;
  picture: string;
  fileName: string;
  message: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('careers');
  return (
    <div className="form-field resume__picture">
      <span className="form-field__label" id={`${pictureId}-label`}>
        {t('resume.basic.picture')}
      </span>
      <div className="resume__picture-row">
        {picture ? (
          <img className="resume__picture-preview" src={picture} alt={t('resume.basic.picturePreview')} />
        ) : (
          <span className="resume__picture-empty" aria-hidden="true" />
        )}
        <div className="resume__picture-choose">
          <input
            ref={pictureRef}
            id={pictureId}
            type="file"
            accept="image/*"
            className="resume__file-input"
            aria-labelledby={`${pictureId}-label ${pictureId}-button`}
            aria-invalid={pictureMessage ? true : undefined}
            aria-describedby={pictureMessage ? `${pictureId}-error` : undefined}
            onChange={onPicture}
          />
          <label
            htmlFor={pictureId}
            className="button button--secondary resume__file-button"
            id={`${pictureId}-button`}
          >
            {picture ? t('resume.basic.changePicture') : t('resume.basic.choosePicture')}
          </label>
          <span className="resume__file-name">
            {fileName || (picture ? '' : t('resume.basic.noPicture'))}
          </span>
        </div>
      </div>
      <FieldMessage id={pictureId} error={pictureMessage} />
    </div>
  );
}

/** Whether the candidate is a person with a disability (pcd) and, when so, the disability's type. */
function PcdFields({ form }: { form: BasicInformationFormApi }) {
  const { t } = useTranslation('careers');
  const { control: formControl, formState } = form;
  const fieldError = useFieldErrors(formState.errors);
  const disabilities = useDictionary('disability_type');
  const pcd = useWatch({ control: formControl, name: 'pcd' });
  return (
    <>
      <YesNoField
        form={form}
        name="pcd"
        legend={t('resume.basic.pcd')}
        labels={{ yes: t('resume.yes'), no: t('resume.no') }}
        optionsClassName="resume__options"
      />
      {pcd === 'yes' ? (
        // The dictionary may arrive after the stored choice, which must still show.
        <ControlledSelect
          control={formControl}
          name="disability_type"
          label={t('resume.basic.disabilityType')}
          error={fieldError('disability_type')}
          options={(choice) => (
            <>
              <option value="">{t('resume.select')}</option>
              {disabilities.data?.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.label}
                </option>
              ))}
              {choice && !disabilities.data ? <option value={choice}>…</option> : null}
            </>
          )}
        />
      ) : null}
    </>
  );
}

/** The candidate's sex, one of three answers ('not informed' among them). */
function SexField({ form }: { form: BasicInformationFormApi }) {
  const { t } = useTranslation('careers');
  const fieldError = useFieldErrors(form.formState.errors);
  const { register } = form;
  return (
    <FieldGroup legend={t('resume.basic.sex')} error={fieldError('sex')}>
      <div className="form-fieldset__options resume__options">
        {(['male', 'female', 'not_informed'] as const).map((sex) => (
          <label key={sex} className="form-fieldset__option">
            <input type="radio" value={sex} {...register('sex')} />
            {t(`resume.basic.sexes.${sex}`)}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
