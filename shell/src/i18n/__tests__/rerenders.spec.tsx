// What re-renders a translated component: a language switch does; a remote's texts
// arriving do not. react-i18next re-renders on its events synchronously, in one piece, so a bundle
// added while the page hydrated re-rendered the whole frame in one long task.
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'shared-ui/i18n/react';
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
  await i18next.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
});

beforeEach(() => {
  renders = 0;
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('sk'));
});

describe('a translated component', () => {
  it("does not render again when a remote's texts are added", () => {
    render(counted());
    const before = renders;
    act(() => {
      i18next.addResourceBundle('sk', 'public', { common: { title: 'Mäkké zručnosti' } }, true, true);
      i18next.addResourceBundle('sk', 'public', { home: { hero: 'Vitajte' } }, true, true);
    });
    expect(renders).toBe(before);
    expect(screen.getByText('Preskočiť na hlavný obsah')).toBeInTheDocument();
  });

  it('renders again in the other language when the language changes', async () => {
    render(counted());
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Skip to main content')).toBeInTheDocument();
  });
});
