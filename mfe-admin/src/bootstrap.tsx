// Standalone harness for developing the admin remote alone (`npm run dev -w mfe-admin`); the shell
// never loads this file. `?lang=en` and `?theme=dark|contrast` preview the other variants; /api
// is proxied to ADMIN_API_TARGET (see rsbuild.config.mts).
import { i18n } from 'shared-ui/i18n/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import AdminPage from './pages/panel/admin-page';
import AdminLoginPage from './pages/login/admin-login-page';

const params = new URLSearchParams(window.location.search);
const theme = params.get('theme');
if (theme === 'dark') document.body.classList.add('dark-mode');
if (theme === 'contrast') document.body.classList.add('high-contrast');

void i18n.init({
  lng: params.get('lang') === 'en' ? 'en' : 'sk',
  fallbackLng: 'sk',
  resources: {},
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
