import { PageHeader } from '@portal/shell/layout/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header of a recruiting page reached from the home page (the vacancies, the talent pool, the quotas): its
 * title, the breadcrumbs Home › the page (`href`, the page's own address, where it has one) and its actions.
 */
export function TopPageHeader({
  title,
  href,
  actions,
}: {
  title: string;
  href?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('intranet');
  return (
    <PageHeader
      title={title}
      breadcrumbs={[
        { label: t('home.title'), href: '/home' },
        { label: title, href, active: true },
      ]}
      actions={actions}
    />
  );
}
