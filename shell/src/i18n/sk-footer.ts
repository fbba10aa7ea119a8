// The footer's Slovak texts (namespace `shell`), added when the footer's module loads: a page
// fetches the footer's script when a visitor reaches it (src/app/site-layout.tsx), and its texts
// with it (src/features/footer/footer.tsx adds them). The English ones are in en.ts.
export const footerSk = {
  tagline: 'Rozvíjaj mäkké zručnosti, ktoré otvárajú dvere k úspechu.',
  social: 'Sociálne siete',
  socialLink: '{{network}} (otvorí sa v novom okne)',
  quickLinks: 'Rýchle odkazy',
  contact: 'Kontakt',
  email: 'E-mail',
  organisation: 'Organizácia',
  phone: 'Telefón',
  place: 'Miesto realizácie',
  duration: 'Trvanie: 12 mesiacov (2025-2026)',
  euLogo: 'Európska únia',
  euLogoAlt: 'Vlajka Európskej únie',
  coFunded: 'Projekt bol spolufinancovaný z programu Európskeho zboru solidarity Európskej únie.',
  copyright: '© {{year}} {{product}}. Všetky práva vyhradené.',
  euValues: 'Projekt podporuje hodnoty EÚ: rešpektovanie ľudskej dôstojnosti, rovnosť, solidaritu, demokraciu a právny štát.',
  otherLanguage: 'English version',
};
