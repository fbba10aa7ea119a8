// Slovak texts of the `public` namespace: the privacy information (issue 30).

export const privacy = {
  title: 'Ochrana osobných údajov',
  subtitle: 'Aké údaje o tebe máme, prečo, ako dlho ich držíme a ako si uplatníš svoje práva.',
  intro: 'Stránku robia študenti pre študentov, preto od teba zbierame len to, čo naozaj potrebujeme, a po uplynutí lehoty to stránka vymaže sama. Ak máš menej ako 16 rokov, súhlas so zverejnením fotografie či hodnotenia za teba dáva rodič alebo zákonný zástupca.',
  labels: {
    what: 'Čo zbierame',
    why: 'Prečo (právny základ)',
    howLong: 'Ako dlho',
    whoSees: 'Kto to vidí',
  },
  purposes: {
    contact: {
      title: 'Kontaktný formulár',
      what: 'Meno, e-mail, telefón (ak ho vyplníš), predmet a text správy.',
      why: 'Aby sme ti mohli odpovedať: oprávnený záujem odpovedať na otázku, ktorú si nám poslal (čl. 6 ods. 1 písm. f GDPR).',
      howLong: 'Vybavenú správu vymažeme {{resolved}} mesiacov po jej vybavení, nevybavenú najneskôr {{unresolved}} mesiacov po doručení.',
      whoSees: 'Len administrátori projektu (študentský tím a zodpovedný učiteľ). Nikde ju nezverejňujeme.',
    },
    feedback: {
      title: 'Hodnotenie workshopu',
      what: 'Meno, e-mail, workshop, hodnotenie a komentár.',
      why: 'Tvoj súhlas so zverejnením mena, hodnotenia a komentára (čl. 6 ods. 1 písm. a GDPR). E-mail slúži len na to, aby sme ťa mohli kontaktovať, ak by bolo s hodnotením niečo nejasné.',
      howLong: 'Neschválené hodnotenie vymažeme {{unapproved}} dní po odoslaní. Pri schválenom vymažeme e-mail {{email}} dní po schválení; meno, hodnotenie a komentár zostanú zverejnené, kým súhlas neodvoláš.',
      whoSees: 'Meno, workshop, hodnotenie a komentár po schválení ktokoľvek na stránke. E-mail len administrátori, nikdy nie je verejný.',
    },
    newsletter: {
      title: 'Novinky e-mailom',
      what: 'E-mailová adresa a jazyk, v ktorom chceš novinky dostávať.',
      why: 'Tvoj súhlas, ktorý potvrdíš kliknutím na odkaz v e-maile (čl. 6 ods. 1 písm. a GDPR).',
      howLong: 'Nepotvrdenú adresu vymažeme {{unconfirmed}} dní po prihlásení, potvrdenú hneď, ako sa odhlásiš (odkaz je v každom e-maile).',
      whoSees: 'Len administrátori projektu. Adresy nikomu neposkytujeme.',
    },
    photos: {
      title: 'Fotografie v galérii',
      what: 'Fotografie a videá z workshopov a podujatí, na ktorých môžeš byť ty.',
      why: 'Súhlas so zverejnením, ktorý pred podujatím dáva účastník, a kým má menej ako 16 rokov, jeho rodič alebo zákonný zástupca (čl. 6 ods. 1 písm. a GDPR).',
      howLong: 'Kým súhlas neodvoláš; potom fotografiu zo stránky odstránime.',
      whoSees: 'Ktokoľvek na stránke. Ak nechceš, aby tu tvoja fotografia bola, napíš nám a odstránime ju.',
    },
  },
  rights: {
    title: 'Tvoje práva a ako ich uplatníš',
    intro: 'Napíš na e-mail pre ochranu osobných údajov nižšie alebo nám napíš cez kontaktný formulár a uveď e-mail, ktorý si na stránke použil. Odpovieme do jedného mesiaca, bezplatne.',
    items: [
      { title: 'Prístup', desc: 'Pošleme ti všetko, čo o tebe máme, v jednom súbore.' },
      { title: 'Oprava', desc: 'Opravíme nesprávne meno, e-mail či iný údaj.' },
      { title: 'Vymazanie', desc: 'Vymažeme všetko, čo sa viaže na tvoj e-mail, naraz.' },
      { title: 'Obmedzenie spracúvania a námietka', desc: 'Prestaneme tvoje údaje používať, kým vec nevyriešime.' },
      { title: 'Prenosnosť', desc: 'Tvoje údaje dostaneš v strojovo čitateľnom formáte (JSON).' },
      { title: 'Odvolanie súhlasu', desc: 'Kedykoľvek, rovnako jednoducho, ako si ho dal: zverejnené hodnotenie či fotografiu stiahneme a z noviniek sa odhlásiš odkazom v e-maile.' },
      { title: 'Sťažnosť', desc: 'Ak nie si spokojný s tým, ako sme tvoju žiadosť vybavili, môžeš sa obrátiť na Úrad na ochranu osobných údajov Slovenskej republiky.' },
    ],
  },
  cookies: {
    title: 'Súbory cookie',
    text: 'Stránka nepoužíva žiadne sledovacie ani reklamné cookies a nemeria návštevnosť cez služby tretích strán. Ukladá len cookie s jazykom, ktorý si si vybral, aby sa ti stránka zobrazila po slovensky alebo po anglicky; je nevyhnutná na fungovanie stránky a nesleduje ťa.',
  },
  controller: {
    title: 'Kto za tvoje údaje zodpovedá',
    controller: 'Prevádzkovateľ',
    address: 'Adresa',
    email: 'E-mail',
    dpo: 'Kontakt pre ochranu osobných údajov',
    unconfirmed: 'Tieto údaje ešte musí potvrdiť škola.',
  },
};
