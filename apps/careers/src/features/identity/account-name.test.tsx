import { announceAccountChanged } from '@portal/shell/auth/account-events';
import type { TestServer } from '@portal/shell/test/test-server';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { signedInCandidate, signOutCandidate } from '#careers/test/signed-in-candidate';
import { AccountMenuDropdown } from './components/account-menu-dropdown';

/** Two fetches in a row (register check, then the candidate) on a busy machine. */
const SETTLED = { timeout: 4000 };

let server: TestServer;
let name = 'Ana Souza';

beforeEach(async () => {
  name = 'Ana Souza';
  server = await signedInCandidate(() => ({ finished: false, name }));
});

afterEach(() => signOutCandidate(server));

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
