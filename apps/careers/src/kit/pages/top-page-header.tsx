import { PageHeader } from '@portal/shell/layout/page-header';
import { useTranslation } from 'react-i18next';

/**
 * The header of a page reached from the vacancy list, the site's home (the registration, the resume, the candidate's
 * applications, the talent pool, an alert's link): its title (with `headingId`, the id a list is labelled by), the
 * breadcrumbs Vacancies › the page and, with `backToList`, the back link to the list.
 */
export function TopPageHeader({
  title,
  headingId,
  backToList = false,
}: {
  title: string;
  headingId?: string;
  backToList?: boolean;
}) {
  const { t } = useTranslation('careers');
  return (
    <PageHeader
      title={headingId ? <span id={headingId}>{title}</span> : title}
      breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]}
      backTo={backToList ? '/' : undefined}
    />
  );
}
