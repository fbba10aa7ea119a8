// A minimal stand-in for the shell so the public team can look at its pages alone: tokens,
// a router, a theme and a language switch. Query `?theme=dark|high-contrast&lng=en` presets them.
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { BrowserRouter, NavLink, Route, Routes } from 'shared-ui/router';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import AboutPage from '../pages/about/about-page';
import ContactPage from '../pages/contact/contact-page';
import FeedbackPage from '../pages/feedback/feedback-page';
import HomePage from '../pages/home/home-page';
import InteractiveToolsPage from '../pages/interactive-tools/interactive-tools-page';
import MaterialsPage from '../pages/materials/materials-page';
import WorkshopsPage from '../pages/workshops/workshops-page';
import './harness.css';

type HarnessTheme = 'light' | 'dark' | 'high-contrast';
const THEMES: readonly HarnessTheme[] = ['light', 'dark', 'high-contrast'];

export function harnessPreferencesFromUrl(search: string): { theme: HarnessTheme; language: 'sk' | 'en' } {
  const params = new URLSearchParams(search);
  const theme = THEMES.find((name) => name === params.get('theme')) ?? 'light';
  return { theme, language: params.get('lng') === 'en' ? 'en' : 'sk' };
}

const PAGES = [
  { path: '/', label: 'Domov', element: <HomePage /> },
  { path: '/o-projekte', label: 'O projekte', element: <AboutPage /> },
  { path: '/workshopy', label: 'Workshopy', element: <WorkshopsPage /> },
  { path: '/materialy', label: 'Materiály', element: <MaterialsPage /> },
  { path: '/hodnotenie', label: 'Hodnotenie', element: <FeedbackPage /> },
  { path: '/kontakt', label: 'Kontakt', element: <ContactPage /> },
  { path: '/interaktivne-nastroje', label: 'Nástroje', element: <InteractiveToolsPage /> },
];

export function HarnessApp({ initialTheme }: { initialTheme: HarnessTheme }) {
  const { i18n } = useTranslation();
  const [theme, setTheme] = useState<HarnessTheme>(initialTheme);
  useEffect(() => {
    document.body.classList.toggle('dark-mode', theme === 'dark');
    document.body.classList.toggle('high-contrast', theme === 'high-contrast');
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return (
    <BrowserRouter>
      <header className="pub-harness__bar">
        <nav aria-label="Harness">
          {PAGES.map((page) => (
            <NavLink key={page.path} to={page.path + window.location.search} end>
              {page.label}
            </NavLink>
          ))}
        </nav>
        <select aria-label="Theme" value={theme} onChange={(event) => setTheme(event.target.value as HarnessTheme)}>
          {THEMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <button type="button" onClick={() => void i18n.changeLanguage(i18n.language === 'sk' ? 'en' : 'sk')}>
          {i18n.language.toUpperCase()}
        </button>
      </header>
      <main id="main">
        <Routes>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
        </Routes>
      </main>
    </BrowserRouter>
  );
}
