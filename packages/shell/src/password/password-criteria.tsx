import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';
import { passwordCriteria } from '@portal/contracts/password-policy';
import { CheckIcon, CloseIcon } from '@portal/shell/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/password.css';

/** One rule of a password checklist: met or not (with its state for screen readers), or without a state. */
export function PasswordCriterion({ met, text }: { met: boolean | undefined; text: string }) {
  const { t } = useTranslation('library');
  if (met === undefined) {
    return (
      <li className="password-criteria__item password-criteria__item--info">
        <span>{text}</span>
      </li>
    );
  }
  return (
    <li className={met ? 'password-criteria__item--met' : 'password-criteria__item'} data-met={met}>
      {met ? <CheckIcon /> : <CloseIcon />}
      <span>
        {text}
        <span className="sr-only">
          {' '}
          ({met ? t('passwordRecovery.criteria.met') : t('passwordRecovery.criteria.notMet')})
        </span>
      </span>
    </li>
  );
}

/**
 * The live checklist of the one password policy (contracts `passwordCriteria`): length, 3 of 4 character classes,
 * not the person's name. Without a `name` the last rule is listed without a state (the server checks it). Every
 * password form (careers and intranet) draws this one list; `children` adds notes after the rules.
 */
export function PasswordCriteriaList({
  id,
  password,
  name,
  children,
}: {
  id: string;
  password: string;
  name?: string;
  /** Further items (a `PasswordCriterion` each), e.g. how often the password must change. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('library');
  const criteria = passwordCriteria(password, name);
  const k = (key: string) => `passwordRecovery.criteria.${key}`;
  return (
    <div id={id} className="password-criteria">
      <p className="password-criteria__title">{t(k('title'))}</p>
      <ul className="password-criteria__list">
        <PasswordCriterion met={criteria.minLength} text={t(k('minLength'), { min: PASSWORD_MIN_LENGTH })} />
        <PasswordCriterion
          met={criteria.classes >= PASSWORD_MIN_CLASSES}
          text={t(k('classes'), { count: PASSWORD_MIN_CLASSES })}
        />
        <li className="password-criteria__classes">
          <ul className="password-criteria__list">
            <PasswordCriterion met={criteria.lowercase} text={t(k('lowercase'))} />
            <PasswordCriterion met={criteria.uppercase} text={t(k('uppercase'))} />
            <PasswordCriterion met={criteria.number} text={t(k('number'))} />
            <PasswordCriterion met={criteria.special} text={t(k('special'))} />
          </ul>
        </li>
        <PasswordCriterion
          met={name ? criteria.notContainName && password.length > 0 : undefined}
          text={t(k('notContainName'))}
        />
        {children}
      </ul>
    </div>
  );
}
