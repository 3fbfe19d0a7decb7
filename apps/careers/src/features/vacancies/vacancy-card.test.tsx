import { AppRouter } from '@portal/shell/navigation/app-router';
import { DECEMBER_24_2026_BY_LOCALE } from '@portal/shell/test/locale-dates';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleVacancy } from '#careers/test/sample-vacancy';
import { VacancyCard } from './components/vacancy-card';

const vacancy = sampleVacancy({ id: 11, title: 'Welder', application_deadline: '2026-12-24' });

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

describe('vacancy card deadline', () => {
  it.each(DECEMBER_24_2026_BY_LOCALE)('in %s reads %s', async (locale, shown) => {
    await i18next.changeLanguage(locale);
    const t = i18next.getFixedT(locale, 'careers');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <ul>
              <VacancyCard vacancy={vacancy} listSearch="" t={t} locale={locale} />
            </ul>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<AppRouter router={router} />);
    expect(screen.getByText(shown, { selector: 'time' })).toHaveAttribute('datetime', '2026-12-24');
  });
});
