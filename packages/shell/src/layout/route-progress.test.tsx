import { AppRouter } from '@portal/shell/navigation/app-router';
import { Link } from '@portal/shell/navigation/navigation';
import { deferred } from '@portal/shell/test/deferred';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_PROGRESS_ERROR_CLASS, RouteErrorProgress, RouteProgress } from './route-progress';

function Layout() {
  return (
    <>
      <RouteProgress />
      <Link to="/slow">Lento</Link>
      <Link to="/broken">Quebrado</Link>
      <Outlet />
    </>
  );
}

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');

/** The app: a start page, a slow page and a page that fails, each loader held until the test lets it finish. */
function renderApp() {
  const slow = deferred();
  const broken = deferred();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <p>Início</p> },
        {
          path: 'slow',
          loader: async () => {
            await slow.promise;
            return null;
          },
          element: <p>Página lenta</p>,
        },
        {
          path: 'broken',
          loader: async () => {
            await broken.promise;
            throw new Response('Not found', { status: 404 });
          },
          element: <p>Nunca</p>,
          errorElement: (
            <>
              <RouteErrorProgress />
              <p>Falhou</p>
            </>
          ),
        },
      ],
    },
  ]);
  render(<AppRouter router={router} />);
  return { slow, broken };
}

describe('RouteProgress', () => {
  // No timer of the bar may outlive this file's document: every fade has ended and nothing is queued.
  afterAll(async () => {
    await waitFor(() => expect(NProgress.status).toBeNull(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('shows the bar while a route loads and removes it when the navigation completes', async () => {
    const user = userEvent.setup();
    const { slow } = renderApp();
    expect(bar()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Lento' }));
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()).not.toHaveClass(ROUTE_PROGRESS_ERROR_CLASS);

    slow.resolve();
    expect(await screen.findByText('Página lenta')).toBeInTheDocument();
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  });

  it('completes the bar in the error style when the route fails', async () => {
    const user = userEvent.setup();
    const { broken } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Quebrado' }));
    await waitFor(() => expect(bar()).not.toBeNull());

    broken.resolve();
    expect(await screen.findByText('Falhou')).toBeInTheDocument();
    // The error page is in the DOM as soon as React commits it; the bar turns red in its effect, which React runs
    // after that commit (a loaded machine lets the test look in between).
    await waitFor(() => expect(bar()).toHaveClass(ROUTE_PROGRESS_ERROR_CLASS));
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  });
});
