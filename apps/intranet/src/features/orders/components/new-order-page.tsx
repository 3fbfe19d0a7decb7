import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useTranslation } from 'react-i18next';

/** /pedidos/novo: highlighted in the breadcrumbs; the spec does not show its content, and this page says so. */
export function NewOrderPage() {
  const { t } = useTranslation('intranet');
  useDocumentTitle(t('documentTitle', { page: t('orders.newTitle') }));
  return (
    <div className="new-order-page">
      <PageHeader
        title={t('orders.newTitle')}
        backTo
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('orders.title') },
          { label: t('orders.newTitle'), href: '/pedidos/novo', active: true },
        ]}
      />
      <p>{t('orders.notSpecified')}</p>
    </div>
  );
}
