import { AppRouter } from '@portal/shell/navigation/app-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from './components/privacy-page';

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

function renderPrivacy(url = '/privacidade') {
  render(
    <AppRouter
      router={createMemoryRouter([{ path: '*', element: <PrivacyPage /> }], { initialEntries: [url] })}
    />,
  );
}

describe('PrivacyPage', () => {
  it('tells intranet users how their data is handled, with its own title and the officer’s address', async () => {
    renderPrivacy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Privacidade no portal corporativo' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Privacidade no portal corporativo | Portal corporativo'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Seus direitos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacidade@example.com.br' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.com.br',
    );
    expect(screen.getByText(/Aurora Indústria Elétrica S\.A\./)).toBeInTheDocument();
  });

  it('the footer’s privacy tips link (#dicas) lands on the tips, focused', async () => {
    renderPrivacy('/privacidade#dicas');
    const tips = screen.getByRole('heading', { level: 2, name: 'Dicas de privacidade' });
    expect(tips).toHaveAttribute('id', 'dicas');
    await waitFor(() => expect(tips).toHaveFocus());
  });

  it('follows the interface language', async () => {
    renderPrivacy();
    await act(() => i18next.changeLanguage('es-ES'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Privacidad en el portal corporativo' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Consejos de privacidad' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy in the company portal' })).toBeVisible();
  });
});
