import { ApiProvider } from '@portal/shell/api/swr';
import { Toaster } from '@portal/shell/components/toaster';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';

type ApiProviderProps = Omit<ComponentProps<typeof ApiProvider>, 'children'>;

/**
 * Renders a test's memory router as the careers app runs its pages: under the API client's provider (with the SWR
 * data or errors a server render would have handed over), with an SWR cache of its own per render and, for pages
 * that confirm with a toast, the toaster.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { toaster = false, ...api }: ApiProviderProps & { toaster?: boolean } = {},
) {
  return render(
    <ApiProvider {...api}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppRouter router={router} />
        {toaster ? <Toaster /> : null}
      </SWRConfig>
    </ApiProvider>,
  );
}
