// Slovak texts of the `public` namespace: the newsletter subscription, on the contact page
// and beside the workshop dates (Home, Workshops); read as `contact.newsletter`.
export const newsletter = {
  title: 'Novinky z projektu',
  text: 'Nové termíny workshopov, materiály a fotky z posledného stretnutia ti pošleme e-mailom. Odber začne, až keď ho potvrdíš v e-maile, ktorý ti pošleme.',
  email: 'Tvoj e-mail',
  emailError: 'Zadaj platnú e-mailovú adresu',
  emailQuoted: 'Napíš adresu bez úvodzoviek a spätných lomiek, tak ako ju bežne používaš',
  language: 'Jazyk e-mailov',
  languages: { sk: 'Slovenčina', en: 'English' },
  consentError: 'Bez súhlasu ti novinky posielať nemôžeme',
  privacyLink: 'Ako chránime tvoje údaje',
  submit: 'Prihlásiť sa na odber',
  success: 'Skontroluj si e-mail: ak je adresa správna, príde na ňu odkaz na potvrdenie odberu, alebo správa, že novinky už odoberáš.',
  failure: 'Prihlásenie sa nepodarilo. Skús to znova o chvíľu.',
  privacyTitle: 'Ochrana údajov pri odbere noviniek',
  privacyText:
    'Uchovávame iba tvoj e-mail, zvolený jazyk a záznam o súhlase (kedy, v akom jazyku a ktoré znenie súhlasu si videl/a). Nepotvrdené adresy vymažeme do {{days}} dní. E-maily neobsahujú sledovacie prvky. Odhlásiť sa môžeš jedným klikom v každom e-maile; po odhlásení tvoj e-mail vymažeme a ponecháme len nečitateľný odtlačok adresy a dátumy, aby počty odhlásených zostali správne.',
};
