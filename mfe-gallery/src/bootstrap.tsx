// Standalone harness for working on the gallery alone (`npm run dev -w mfe-gallery`); the shell
// never loads this file. It stands in for what the shell provides: the texts, the router, the tokens.
import { i18n } from 'shared-ui/i18n/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import GalleryPage from './pages/gallery/gallery-page';
import { HarnessBar } from './dev/harness-bar';

void i18n.init({
  lng: new URLSearchParams(window.location.search).get('lng') ?? 'sk',
  fallbackLng: 'sk',
  resources: {},
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
