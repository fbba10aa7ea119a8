// What re-renders a translated component: a language switch does; a remote's texts
// arriving do not. useTranslation re-renders synchronously, in one piece (useSyncExternalStore), so
// a re-render on each bundle added while the page hydrated would re-render the whole frame in one long task.
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { i18n } from 'shared-ui/i18n/core';
import { useTranslation } from 'shared-ui/i18n/react';
import { i18nOptions, SHELL_NAMESPACE } from '../init-i18n';

function SkipLinkText() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return <p>{t('skipLink')}</p>;
}

/** Counts React's commits of the component (the first render, then each render again). */
let renders = 0;
const counted = () => (
  <Profiler id="skip-link" onRender={() => (renders += 1)}>
    <SkipLinkText />
  </Profiler>
);

beforeAll(async () => {
  await i18n.init(i18nOptions('sk'));
});

beforeEach(() => {
  renders = 0;
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('sk'));
});

describe('a translated component', () => {
  it("does not render again when a remote's texts are added", () => {
    render(counted());
    const before = renders;
    act(() => {
      i18n.addResourceBundle('sk', 'public', { common: { title: 'Mäkké zručnosti' } });
      i18n.addResourceBundle('sk', 'public', { home: { hero: 'Vitajte' } });
    });
    expect(renders).toBe(before);
    expect(screen.getByText('Preskočiť na hlavný obsah')).toBeInTheDocument();
  });

  it('renders again in the other language when the language changes', async () => {
    render(counted());
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Skip to main content')).toBeInTheDocument();
  });
});
