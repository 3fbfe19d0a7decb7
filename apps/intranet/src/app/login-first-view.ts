import type { ComponentType } from 'react';

/** Where employees sign in; its first view runs without the router (decision 0104). */
export const LOGIN_PATH = '/login';

/** The sign-in page's component, for its route and for its first view (main.tsx). */
export async function loadLoginPage(): Promise<ComponentType> {
  return (await import('#intranet/features/login/components/login-page')).LoginPage;
}
