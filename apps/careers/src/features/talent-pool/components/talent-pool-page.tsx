import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import { TalentPoolChoiceEditor } from './talent-pool-form';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/page-card.css';

/** `?origem=carreiras`: the candidate came through the careers page's 'submit your resume' call. */
export const FROM_CAREERS_PAGE = 'carreiras';

/**
 * /carreiras/banco-de-talentos: where the careers page's 'submit your resume for future opportunities' call leads
 * after sign-in or registration. Explains the talent pool and asks for the choice, saved when ticked (source
 * `careers_page` when the candidate came that way), then offers the resume and the vacancies.
 */
export function TalentPoolPage() {
  const { t } = useTranslation('careers');
  const title = t('talentPool.title');
  useDocumentTitle(title, t('library:appShell.title'));
  const fromCareersPage = useSearchParams()[0].get('origem') === FROM_CAREERS_PAGE;
  return (
    <div className="talent-pool-page">
      <PageHeader title={title} breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]} />
      <div className="page-card">
        <p>{t('talentPool.page.intro')}</p>
        <p>{t('talentPool.page.how')}</p>
        <p>{t('talentPool.page.control')}</p>
        <TalentPoolChoiceEditor source={fromCareersPage ? 'careers_page' : 'account'} />
        <p className="form-actions">
          <Link className="button button--primary" to="/curriculo">
            <span className="button__label">{t('talentPool.page.resume')}</span>
          </Link>
          <Link className="button button--secondary" to="/">
            <span className="button__label">{t('talentPool.page.vacancies')}</span>
          </Link>
        </p>
      </div>
    </div>
  );
}
