import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Page({ title, site }: { title: string | undefined; site?: string }) {
  useDocumentTitle(title, site);
  return null;
}

beforeEach(() => {
  document.title = 'Antes';
});

describe('useDocumentTitle', () => {
  it('sets a whole title as given', () => {
    render(<Page title="Entrar | Portal corporativo" />);
    expect(document.title).toBe('Entrar | Portal corporativo');
  });

  it("joins the page's name and the site's with a bar, and follows a new page name", () => {
    const { rerender } = render(<Page title="Meu currículo" site="Trabalhe conosco" />);
    expect(document.title).toBe('Meu currículo | Trabalhe conosco');
    rerender(<Page title="Minhas inscrições" site="Trabalhe conosco" />);
    expect(document.title).toBe('Minhas inscrições | Trabalhe conosco');
  });

  it('leaves the title alone while the page has none yet', () => {
    render(<Page title={undefined} site="Trabalhe conosco" />);
    expect(document.title).toBe('Antes');
  });
});
