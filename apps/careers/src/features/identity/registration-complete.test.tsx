import { AppRouter } from '@portal/shell/navigation/app-router';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RegistrationCompletePage } from './components/registration-complete-page';

function open(url: string) {
  const router = createMemoryRouter(
    [{ path: '/cadastro-concluido', element: <RegistrationCompletePage /> }],
    {
      initialEntries: [url],
    },
  );
  render(<AppRouter router={router} />);
}

describe('screen 9: registration complete', () => {
  it('leads back to the vacancy the candidate was applying to', () => {
    open('/cadastro-concluido?next=%2Fvagas%2F12');
    expect(screen.getByRole('link', { name: 'Continuar para a vaga' })).toHaveAttribute('href', '/vagas/12');
    expect(screen.getByRole('link', { name: 'Ver vagas' })).toHaveAttribute('href', '/');
  });

  it('leads on to another page of the site (the talent pool choice) with a plain Continue', () => {
    open(`/cadastro-concluido?next=${encodeURIComponent('/banco-de-talentos?origem=carreiras')}`);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/banco-de-talentos?origem=carreiras',
    );
    expect(screen.queryByRole('link', { name: 'Continuar para a vaga' })).toBeNull();
  });

  it('without a vacancy, or with a target outside the site, offers the vacancies only', () => {
    open('/cadastro-concluido?next=https%3A%2F%2Fevil.example');
    expect(screen.queryByRole('link', { name: 'Continuar para a vaga' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver vagas' })).toBeVisible();
  });
});
