import { cx } from '@portal/shell/components/css-vars';
import { ArrowLeftIcon } from '@portal/shell/components/icons';
import { Link } from '@portal/shell/navigation/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/page-header.css';

export interface Breadcrumb {
  label: string;
  href?: string;
  /** The current page (aria-current="page"). When no crumb is marked, the last one is the current page. */
  active?: boolean;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** Shows a back arrow to this path; `true` goes to the root path '/' (spec §2). */
  backTo?: string | true;
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: breadcrumbs, optional back arrow, the page's <h1> title, and an actions area. */
export function PageHeader({ title, breadcrumbs, backTo, actions, className }: PageHeaderProps) {
  const { t } = useTranslation('library');
  const crumbs = breadcrumbs ?? [];
  const anyActive = crumbs.some((crumb) => crumb.active);
  return (
    <div className={cx('page-header', className)}>
      {crumbs.length > 0 ? (
        <nav className="breadcrumbs" aria-label={t('pageHeader.breadcrumbs')}>
          <ol className="breadcrumbs__list">
            {crumbs.map((crumb, index) => {
              const current = anyActive ? Boolean(crumb.active) : index === crumbs.length - 1;
              return (
                // After each crumb but the last, its chevron (drawn by the stylesheet), glued to the crumb's last word.
                <li key={`${crumb.href ?? ''}|${crumb.label}`} className="breadcrumbs__item">
                  {current ? (
                    <span className="breadcrumbs__current" aria-current="page">
                      {crumb.label}
                    </span>
                  ) : crumb.href ? (
                    <Link className="breadcrumbs__link" to={crumb.href}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span className="breadcrumbs__text">{crumb.label}</span>
                  )}
                  {index < crumbs.length - 1 ? (
                    <span className="breadcrumbs__separator" aria-hidden="true" />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="page-header__row">
        {backTo ? (
          <Link
            className="page-header__back"
            to={backTo === true ? '/' : backTo}
            aria-label={t('pageHeader.back')}
            title={t('pageHeader.back')}
          >
            <ArrowLeftIcon />
          </Link>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
