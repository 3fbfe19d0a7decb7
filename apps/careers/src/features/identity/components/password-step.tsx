import { zodResolver } from '@hookform/resolvers/zod';
import { accountPasswordSchema } from '@portal/contracts/candidates';
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';
import { passwordCriteria } from '@portal/contracts/password-policy';
import { Button } from '@portal/shell/components/button';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';
import { TextField, useFieldMessage } from './text-field';

interface PasswordValues {
  name: string;
  password: string;
  confirmation: string;
}

/** Screen 4, new account: password and confirmation with a live list of the policy's criteria. */
export function PasswordStep({
  name,
  initial,
  focus,
  onBack,
  onContinue,
}: {
  name: string;
  initial: string;
  focus: boolean;
  onBack: () => void;
  onContinue: (password: string) => void;
}) {
  const { t } = useTranslation('careers');
  const criteriaId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PasswordValues>({
    defaultValues: { name, password: initial, confirmation: initial },
    resolver: zodResolver(accountPasswordSchema) as never,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const criteria = passwordCriteria(password, name);
  const items = [
    { key: 'minLength', met: criteria.minLength, params: { min: PASSWORD_MIN_LENGTH } },
    {
      key: 'classes',
      met: criteria.classes >= PASSWORD_MIN_CLASSES,
      params: { count: PASSWORD_MIN_CLASSES },
    },
    { key: 'lowercase', met: criteria.lowercase },
    { key: 'uppercase', met: criteria.uppercase },
    { key: 'number', met: criteria.number },
    { key: 'special', met: criteria.special },
    { key: 'notContainName', met: criteria.notContainName && password.length > 0 },
  ];
  const message = useFieldMessage();

  return (
    <form noValidate onSubmit={handleSubmit((v) => onContinue(v.password))} className="identity-step">
      <StepHeading focus={focus}>{t('register.password.title')}</StepHeading>
      <TextField
        label={t('register.password.password')}
        type="password"
        autoComplete="new-password"
        maxLength={256}
        required
        error={message(errors.password?.message)}
        aria-describedby={criteriaId}
        {...register('password')}
      />
      <TextField
        label={t('register.password.confirmation')}
        type="password"
        autoComplete="new-password"
        maxLength={256}
        required
        error={message(errors.confirmation?.message)}
        {...register('confirmation')}
      />
      <div id={criteriaId} className="password-criteria">
        <p className="password-criteria__title">{t('register.password.criteria.title')}</p>
        <ul className="password-criteria__list">
          {items.map((item) => (
            <li
              key={item.key}
              className={item.met ? 'password-criteria__item--met' : 'password-criteria__item'}
              data-met={item.met}
            >
              <span aria-hidden="true">{item.met ? '✓' : '•'}</span>{' '}
              <span>
                {t(`register.password.criteria.${item.key}`, item.params)}
                <span className="sr-only">
                  {' '}
                  ({item.met ? t('register.password.criteria.met') : t('register.password.criteria.notMet')})
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('register.back')}
        </Button>
        <Button type="submit">{t('register.continue')}</Button>
      </div>
    </form>
  );
}
