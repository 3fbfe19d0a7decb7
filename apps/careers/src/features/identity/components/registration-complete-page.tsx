import { PageHeader } from '@portal/shell/layout/page-header';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './identity.css';

/**
 * /carreiras/cadastro-concluido, screen 9: the final message after the resume is finished (the resume's finish
 * call navigates here).
 */
export function RegistrationCompletePage() {
  const { t } = useTranslation('careers');
  const title = t('registrationComplete.title');
  useEffect(() => {
    document.title = `${title} | ${t('library:appShell.title')}`;
  }, [title, t]);
  return (
    <div className="identity-page">
      <PageHeader title={title} breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]} />
      <div className="identity-page__card identity-step--centered">
        <p>{t('registrationComplete.evaluation')}</p>
        <p>{t('registrationComplete.keepUpdated')}</p>
        <p className="form-actions">
          <Link className="button button--primary" to="/">
            <span className="button__label">{t('registrationComplete.seeVacancies')}</span>
          </Link>
        </p>
      </div>
    </div>
  );
}
