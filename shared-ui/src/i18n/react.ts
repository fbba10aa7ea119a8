// The one door to react-i18next for the shell and every remote, shared as a `shared-ui/` subpath
// for the same reason as ../router.ts: a shared package cannot be tree-shaken, the exports listed
// here can (3 KB of gzip JS instead of 10 on every page). Source files import from
// 'shared-ui/i18n/react', never from 'react-i18next' (federation-contract.spec.ts checks this).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
