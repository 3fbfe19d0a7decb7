import { Link } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeader } from './page-header';
import { RouteErrorProgress } from './route-progress';

function ErrorContent({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('library');
  return (
    <>
      <PageHeader title={t(notFound ? 'routeError.notFoundTitle' : 'routeError.title')} backTo />
      <p>{t(notFound ? 'routeError.notFoundDescription' : 'routeError.description')}</p>
      <p>
        <Link to="/">{t('routeError.backHome')}</Link>
      </p>
    </>
  );
}

/**
 * A route's errorElement: the progress bar ends in the error style and the visitor reads what happened and
 * can go back to the start. Unknown paths (404) and failures read differently.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const content = (
    <>
      <RouteErrorProgress />
      <ErrorContent notFound={isRouteErrorResponse(error) && error.status === 404} />
    </>
  );
  return standalone ? (
    <main className="route-error" id="main-content" tabIndex={-1}>
      {content}
    </main>
  ) : (
    <div className="route-error">{content}</div>
  );
}

/**
 * The page of an unknown path (the `*` route). A component rather than a throwing loader, so a page rendered on
 * the server hydrates at once (a loader would make the router wait, and React would render the page twice).
 */
export function NotFoundPage() {
  return (
    <div className="route-error">
      <ErrorContent notFound />
    </div>
  );
}
