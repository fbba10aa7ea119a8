import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router/server';
import { withPageLanguage } from 'shared-ui/domain';
import { Button } from '../button';
import { LanguageLink } from '../language-link';

describe('withPageLanguage', () => {
  it("adds the page's language to links inside the site, keeping their own query and hash", () => {
    expect(withPageLanguage('/kontakt', '?lang=en')).toBe('/kontakt?lang=en');
    expect(withPageLanguage('/galeria/3?foto=7', '?typ=foto&lang=en')).toBe('/galeria/3?foto=7&lang=en');
    expect(withPageLanguage('/ochrana-osobnych-udajov#pub-privacy-newsletter', '?lang=en')).toBe('/ochrana-osobnych-udajov?lang=en#pub-privacy-newsletter');
    expect(withPageLanguage('/', '?lang=sk')).toBe('/?lang=sk');
  });

  it('leaves links alone when the page names no language, or the link names its own, or leads off the pages', () => {
    expect(withPageLanguage('/kontakt', '')).toBe('/kontakt');
    expect(withPageLanguage('/kontakt', '?lang=de')).toBe('/kontakt');
    expect(withPageLanguage('/kontakt?lang=sk', '?lang=en')).toBe('/kontakt?lang=sk');
    for (const href of ['https://example.org/x', '//evil.example/x', '/api/calendar/all.ics', '/uploads/images/a.jpg', '#main', 'mailto:a@b.sk']) {
      expect(withPageLanguage(href, '?lang=en')).toBe(href);
    }
  });
});

describe('LanguageLink and Button', () => {
  it("keep the page's language in the HTML of their links", () => {
    render(
      <MemoryRouter initialEntries={['/galeria?lang=en']}>
        <LanguageLink to="/galeria/4">Album</LanguageLink>
        <Button href="/kontakt">Contact us</Button>
        <Button href="/uploads/files/a.pdf">File</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Album' })).toHaveAttribute('href', '/galeria/4?lang=en');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/kontakt?lang=en');
    expect(screen.getByRole('link', { name: 'File' })).toHaveAttribute('href', '/uploads/files/a.pdf');
  });
});
