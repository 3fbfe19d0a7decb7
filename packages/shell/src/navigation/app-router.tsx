import { type createBrowserRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from './router-navigation';

/** An app's data router (browser or memory). */
export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * An app's pages under its data router, with the shell's navigation hooks (./navigation.tsx) answered by the same
 * router: what an app renders at its root in place of react-router's RouterProvider (decision 0104).
 */
export function AppRouter({ router }: { router: AppDataRouter }) {
  return (
    <RouterNavigation router={router}>
      <RouterProvider router={router} />
    </RouterNavigation>
  );
}
