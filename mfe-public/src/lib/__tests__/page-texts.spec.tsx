import { render, screen } from '@testing-library/react';
import { i18n } from 'shared-ui/i18n/core';
import { MemoryRouter } from 'shared-ui/router/server';
import type { PublicReads } from 'shared-ui/api';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import type { PageRequest } from 'shared-ui/page-data';
import { loadPageTexts, RichText, TEXTS_LOAD_ERROR_LOG, Words } from '../page-texts';

const request = (reads: Partial<PublicReads>, overrides: Partial<PageRequest> = {}): PageRequest => ({
  params: {},
  pathname: '/',
  search: '',
  locale: 'en',
  reads: reads as PublicReads,
  ...overrides,
});

describe('a page\'s texts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are read in the page\'s language, with the preview token when the editor previews', async () => {
    const pageTexts = jest.fn().mockResolvedValue({ subtitle: { text: 'Tools', lang: 'en' } });
    expect(await loadPageTexts(request({ pageTexts }, { preview: 'token' }), 'tools')).toEqual({ subtitle: { text: 'Tools', lang: 'en' } });
    expect(pageTexts).toHaveBeenCalledWith('tools', 'en', 'token');
  });

  it('fall back to the texts the site started with when they cannot be read, with the site\'s own details and the error logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = { ...TEST_SITE_DETAILS, town: 'Banská Štiavnica', productNameEn: 'Key skills' };
    const texts = await loadPageTexts(request({ pageTexts: jest.fn().mockRejectedValue(new Error('API down')) }, { site }), 'home');
    expect(texts.carousel[0].title).toEqual({ text: 'Key skills', lang: 'en' });
    expect(texts.carousel[0].description.text).toContain('Banská Štiavnica');
    expect(error).toHaveBeenCalledWith(`${TEXTS_LOAD_ERROR_LOG}: home`, expect.any(Error));
  });

  it('mark a Slovak text on an English page with its language, and only then', async () => {
    await i18n.changeLanguage('en');
    render(
      <p>
        <Words value={{ text: 'Ahoj', lang: 'sk' }} /> <Words value={{ text: 'Hello', lang: 'en' }} />
      </p>,
    );
    expect(screen.getByText('Ahoj')).toHaveAttribute('lang', 'sk');
    expect(screen.queryByText('Hello')?.closest('[lang]')).toBeNull();
  });

  it('show formatted text as the server rendered it', () => {
    const { container } = render(
      <MemoryRouter>
        <RichText value={{ html: '<p>A <strong>bold</strong> word</p>', lang: 'sk' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
  });

  it("lead their links to the site's pages in the page's language, and leave other links alone", () => {
    const html = '<p><a href="/workshopy">Dates</a> <a href="/galeria/2?typ=foto&amp;x=1">Photos</a> <a href="https://example.org/a">Web</a> <a href="mailto:a@example.sk">Mail</a></p>';
    render(
      <MemoryRouter initialEntries={['/kontakt?lang=en']}>
        <RichText value={{ html, lang: 'en' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Dates' })).toHaveAttribute('href', '/workshopy?lang=en');
    expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/galeria/2?typ=foto&x=1&lang=en');
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('href', 'https://example.org/a');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:a@example.sk');
  });
});
