import { safeTarget } from '@portal/contracts/auth';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import './identity.css';

/**
 * /carreiras/cadastro-concluido, screen 9: the final message after the resume is finished (the resume's finish
 * call navigates here). With `?next=` (the vacancy the candidate was applying to) its first action leads back there,
 * so the application is one tap away; another `next` (e.g. the talent pool choice the careers page's call leads
 * to) is a plain 'Continue'.
 */
export function RegistrationCompletePage() {
  const { t } = useTranslation('careers');
  const title = t('registrationComplete.title');
  const next = safeTarget(useSearchParams()[0].get('next'), '');
  useDocumentTitle(title, t('library:appShell.title'));
  return (
    <div className="identity-page">
      <PageHeader title={title} breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]} />
      <div className="identity-page__card identity-step--centered">
        <p>{t('registrationComplete.evaluation')}</p>
        <p>{t('registrationComplete.keepUpdated')}</p>
        <p className="form-actions">
          <Link className={next ? 'button button--secondary' : 'button button--primary'} to="/">
            <span className="button__label">{t('registrationComplete.seeVacancies')}</span>
          </Link>
          {next ? (
            <Link className="button button--primary" to={next}>
              <span className="button__label">
                {t(
                  next.startsWith('/vagas/')
                    ? 'registrationComplete.backToVacancy'
                    : 'registrationComplete.continue',
                )}
              </span>
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}
