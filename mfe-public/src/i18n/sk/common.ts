// Slovak texts of the `public` namespace: the texts every public page shares: buttons, states, form messages.

export const common = {
  learnMore: 'Zistiť viac',
  workshops: 'Workshopy',
  allWorkshops: 'Všetky workshopy',
  contactUs: 'Kontaktuj nás',
  close: 'Zavrieť',
  loading: 'Načítavam…',
  sending: 'Odosielam...',
  required: 'povinné',
  newTab: '(otvorí sa v novom okne)',
  unknownDate: 'Neznámy dátum',
  tooManySubmissions_one: 'Z tejto siete prišlo naraz priveľa formulárov. Skús to znova o minútu – tvoj text zostal vo formulári.',
  tooManySubmissions_few: 'Z tejto siete prišlo naraz priveľa formulárov. Skús to znova o {{count}} minúty – tvoj text zostal vo formulári.',
  tooManySubmissions_many: 'Z tejto siete prišlo naraz priveľa formulárov. Skús to znova o {{count}} minúty – tvoj text zostal vo formulári.',
  tooManySubmissions_other: 'Z tejto siete prišlo naraz priveľa formulárov. Skús to znova o {{count}} minút – tvoj text zostal vo formulári.',
  formNeedsScript: 'Formulár sa odosiela cez JavaScript, ktorý je v tvojom prehliadači vypnutý. Zapni ho a stránku načítaj znova.',
  spamTrap: 'Toto pole nevypĺňaj',
  privacyNote: 'Ako narábame s tvojimi údajmi:',
  privacyLink: 'Ochrana osobných údajov',
};
