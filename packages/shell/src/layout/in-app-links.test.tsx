import { ServerPart } from '@portal/shell/components/server-part';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { useLocation } from '@portal/shell/navigation/navigation';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInAppLinks } from './in-app-links';

/** A list of plain links, as a kept server part has them, under the app's basename /carreiras. */
function Cards() {
  const follow = useInAppLinks({ listSearch: '?q=solda' });
  return (
    <ServerPart as="ul" deps={[]} onClick={follow}>
      <li>
        <a href="/carreiras/vagas/7">Soldador</a>
      </li>
      <li>
        <a href="https://www.example.com/vagas/7">Outro site</a>
      </li>
      <li>
        <a href="/carreiras/vagas/8" target="_blank" rel="noopener">
          Nova aba
        </a>
      </li>
    </ServerPart>
  );
}

function Vacancy() {
  const { state } = useLocation();
  return <h1>Vaga {JSON.stringify(state)}</h1>;
}

function renderCards() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Cards /> },
      { path: '/vagas/:id', element: <Vacancy /> },
    ],
    { basename: '/carreiras', initialEntries: ['/carreiras/'] },
  );
  render(<AppRouter router={router} />);
  return router;
}

describe('useInAppLinks on a part rendered in the browser', () => {
  it('draws the part’s children when it was not hydrated from the server', () => {
    renderCards();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens an app link inside the app with the state, as its Link would', async () => {
    const router = renderCards();
    await userEvent.click(screen.getByRole('link', { name: 'Soldador' }));
    expect(router.state.location.pathname).toBe('/carreiras/vagas/7');
    expect(screen.getByRole('heading')).toHaveTextContent('Vaga {"listSearch":"?q=solda"}');
  });

  it('leaves another site, a new tab and a modified click to the browser', () => {
    const router = renderCards();
    for (const [name, modifiers] of [
      ['Outro site', {}],
      ['Nova aba', {}],
      ['Soldador', { ctrlKey: true }],
      ['Soldador', { shiftKey: true }],
    ] as const) {
      const link = screen.getByRole('link', { name });
      const allowed = fireEvent.click(link, { button: 0, ...modifiers });
      expect(allowed, `${name} ${JSON.stringify(modifiers)}: the browser's default`).toBe(true);
      expect(router.state.location.pathname).toBe('/carreiras/');
    }
  });
});
