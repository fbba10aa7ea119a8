// Standalone harness for working on the gallery alone (`npm run dev -w mfe-gallery`); the shell
// never loads this file. It stands in for what the shell provides: i18next, the router, the tokens.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'shared-ui/i18n/react';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import GalleryPage from './pages/gallery/gallery-page';
import { HarnessBar } from './dev/harness-bar';

void i18next.use(initReactI18next).init({
  lng: new URLSearchParams(window.location.search).get('lng') ?? 'sk',
  fallbackLng: 'sk',
  resources: {},
  interpolation: { escapeValue: false },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <HarnessBar />
      <main id="main">
        <Routes>
          <Route path="/galeria" element={<GalleryPage />} />
          <Route path="/galeria/:albumId" element={<GalleryPage />} />
          <Route path="*" element={<Navigate to="/galeria" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  </StrictMode>,
);
