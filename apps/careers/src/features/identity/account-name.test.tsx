import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { announceAccountChanged } from '@portal/shell/auth/account-events';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '../../test/render-router';
import { AccountMenuDropdown } from './components/account-menu-dropdown';

/** Two fetches in a row (register check, then the candidate) on a busy machine. */
const SETTLED = { timeout: 4000 };

let server: TestServer;
let name = 'Ana Souza';

beforeEach(async () => {
  // A signed-in candidate: the readable login-type cookie tells the page a session exists.
  document.cookie = 'login_type=email; path=/';
  sessionStorage.setItem('careers.sessionStarted', '1');
  name = 'Ana Souza';
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register')
      return sendJson(response, 200, { exists: true });
    if (path === '/api/curriculum/candidates/v1/user')
      return sendJson(response, 200, {
        finished: false,
        seenPrivacyPolicy: true,
        name,
        email: 'ana@example.com',
      });
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  document.cookie = 'login_type=; path=/; max-age=0';
  sessionStorage.clear();
  resetApiClient();
  await server.close();
});

describe('the account menu follows a rename', () => {
  it('shows the new name as soon as another feature announces the account changed, without a reload', async () => {
    const router = createMemoryRouter([{ path: '/', element: <AccountMenuDropdown /> }]);
    renderRouter(router);
    expect(await screen.findByRole('button', { name: /Ana Souza$/ }, SETTLED)).toBeInTheDocument();

    name = 'Ana Souza Lima';
    await act(async () => announceAccountChanged());
    expect(await screen.findByRole('button', { name: /Ana Souza Lima$/ }, SETTLED)).toBeInTheDocument();
  });
});
