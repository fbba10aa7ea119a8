// Texts of the frame (namespace `shell`), Slovak: verbatim from the spec where it gives them.
// What the frame shows before any part of it loads on demand; the footer's, the accessibility
// panel's and the page head's texts come with their own modules (src/i18n/sk.ts has them all).
export const frame = {
  nav: {
    home: 'Domov',
    about: 'O projekte',
    workshops: 'Workshopy',
    materials: 'Materiály',
    gallery: 'Galéria',
    interactive_tools: 'Interaktívne nástroje',
    contact: 'Kontakt',
    feedback: 'Hodnotenie',
    privacy: 'Ochrana osobných údajov',
    main: 'Hlavné menu',
  },
  routes: {
    home: 'Domov',
    about: 'O projekte',
    workshops: 'Workshopy',
    materials: 'Materiály',
    gallery: 'Galéria',
    feedback: 'Hodnotenie',
    contact: 'Kontakt',
    interactiveTools: 'Interaktívne nástroje',
    privacy: 'Ochrana osobných údajov',
    adminLogin: 'Admin prihlásenie',
    admin: 'Admin Panel',
    notFound: 'Stránka nenájdená',
  },
  skipLink: 'Preskočiť na hlavný obsah',
  announce: {
    skipped: 'Preskočené na hlavný obsah stránky',
    pageLoaded: 'Načítaná stránka: {{label}}',
  },
  appBar: {
    home: '{{product}} – domov',
    switchToLight: 'Prepnúť na svetlý režim',
    switchToDark: 'Prepnúť na tmavý režim',
    language: 'Jazyk',
    switchLanguage: '{{code}} – prepnúť jazyk na {{language}}',
    openMenu: 'Otvoriť menu',
    themeBlocked: '{{action}} – nedostupné pri vysokom kontraste; vypni ho v paneli Prístupnosť',
    themeBlockedNote: 'Vysoký kontrast je zapnutý: je to tmavá téma sama o sebe, preto tmavý režim nič nezmení. Ak chceš prepínať svetlý a tmavý režim, vypni vysoký kontrast.',
    turnOffHighContrast: 'Vypnúť vysoký kontrast',
  },
  languages: {
    sk: 'Slovenčina',
    en: 'English',
  },
  drawer: {
    title: 'Menu',
    close: 'Zavrieť menu',
    lightMode: 'Svetlý režim',
    darkMode: 'Tmavý režim',
    themeBlocked: 'Nedostupné pri vysokom kontraste; vypni ho v paneli Prístupnosť.',
  },
  toolbar: {
    openHint: 'Otvoriť panel prístupnosti (Alt+A)',
  },
  voiceReader: {
    on: 'Hlasové čítanie zapnuté.',
    off: 'Hlasové čítanie vypnuté',
  },
  remote: {
    loading: 'Načítava sa stránka…',
    failedTitle: 'Túto časť stránky sa nepodarilo načítať',
    failedText: 'Zvyšok stránky funguje. Skontroluj pripojenie a skús to znova o chvíľu.',
    retry: 'Skúsiť znova',
    serverCopyText: 'Jej obsah si môžeš prečítať nižšie, ale tlačidlá a formuláre v nej nefungujú. Skontroluj pripojenie a skús to znova.',
  },
  site: {
    unavailableTitle: 'Stránku sa teraz nepodarilo zobraziť',
    unavailableText: 'Nepodarilo sa načítať údaje stránky. Skontroluj pripojenie a skús to znova o chvíľu.',
  },
  notFound: {
    title: 'Stránka nenájdená',
    text: 'Stránka, ktorú hľadáš, neexistuje alebo bola presunutá.',
    home: 'Späť na hlavnú stránku',
  },
};
