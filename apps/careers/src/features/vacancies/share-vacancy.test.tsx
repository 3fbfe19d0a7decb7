import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { sampleVacancyDetail } from '#careers/test/sample-vacancy';
import { ShareVacancy } from './components/share-vacancy';

// 'Share this vacancy' (decision 0077): the phone's share sheet when there is one, else WhatsApp, LinkedIn, copy.

const vacancy = sampleVacancyDetail();
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'careers', ...options });
/** The shared link: the vacancy's page, marked as a share so an application from it says so (issue 29). */
const PAGE = `${window.location.origin}/carreiras/vagas/7?source=share`;

function renderShare() {
  renderRouter(
    createMemoryRouter([{ path: '*', element: <ShareVacancy vacancy={vacancy} /> }], {
      initialEntries: ['/carreiras/vagas/7'],
      basename: '/carreiras',
    }),
    { toaster: true },
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('pt-BR');
});

describe('sharing a vacancy', () => {
  it("a phone's share sheet gets the title, a line about the vacancy and the page's address", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderShare();
    const region = await screen.findByRole('region', { name: t('vacancy.share.title') });
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: t('vacancy.share.button') }));
    expect(share).toHaveBeenCalledWith({
      title: vacancy.title,
      text: t('vacancy.share.text', { title: vacancy.title, city: 'Betim', state: 'MG' }),
      url: PAGE,
    });
  });

  it("without one: WhatsApp and LinkedIn links (new tab) and copy link, in the reader's language", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await i18next.changeLanguage('es-ES');
    renderShare();
    const region = await screen.findByRole('region', { name: t('vacancy.share.title') });
    const url = `${PAGE}&lang=es-ES`;
    const whatsapp = within(region).getByRole('link', { name: new RegExp(t('vacancy.share.whatsapp')) });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${t('vacancy.share.text', { title: vacancy.title, city: 'Betim', state: 'MG' })} ${url}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(
      within(region).getByRole('link', { name: new RegExp(t('vacancy.share.linkedin')) }),
    ).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await userEvent.click(within(region).getByRole('button', { name: t('vacancy.share.copy') }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByText(t('vacancy.share.copied'))).toBeInTheDocument());
  });
});
