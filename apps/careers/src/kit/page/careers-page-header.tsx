import { PageHeader, type PageHeaderProps } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CareersPageHeaderProps {
  /** The page's name: its crumb, its heading unless `heading` is given, and its document title. */
  title: string;
  /** What the heading shows when it is more than the name (an element with an id to label a region by). */
  heading?: ReactNode;
  backTo?: PageHeaderProps['backTo'];
}

/**
 * The header of a careers page: its title under the 'Vacancies' crumb, which leads to the list; the document takes
 * the same title ("<page> | <site>").
 */
export function CareersPageHeader({ title, heading = title, backTo }: CareersPageHeaderProps) {
  const { t } = useTranslation('careers');
  useDocumentTitle(title, t('library:appShell.title'));
  return (
    <PageHeader
      title={heading}
      breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]}
      backTo={backTo}
    />
  );
}
