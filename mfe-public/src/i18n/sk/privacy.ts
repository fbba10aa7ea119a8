// Slovak texts of the `public` namespace: the privacy information.

export const privacy = {
  title: 'Ochrana osobných údajov',
  subtitle: 'Aké údaje o tebe máme, prečo, ako dlho ich držíme a ako si uplatníš svoje práva.',
  intro: 'Stránku robia študenti pre študentov, preto od teba zbierame len to, čo naozaj potrebujeme, a po uplynutí lehoty to stránka vymaže sama. Ak máš menej ako 16 rokov, súhlas so zverejnením fotografie či hodnotenia za teba dáva rodič alebo zákonný zástupca.',
  /** The periods as the API applies them, each with its unit in the right form ("1 mesiac", "3 mesiace", "12 mesiacov"). */
  periods: {
    months_one: '{{count}} mesiac',
    months_few: '{{count}} mesiace',
    months_many: '{{count}} mesiaca',
    months_other: '{{count}} mesiacov',
    days_one: '{{count}} deň',
    days_few: '{{count}} dni',
    days_many: '{{count}} dňa',
    days_other: '{{count}} dní',
    unavailable: 'Lehotu sa práve nepodarilo načítať. Načítaj stránku znova o chvíľu.',
  },
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
      howLong: 'Vybavenú správu vymažeme {{resolved}} po jej vybavení, nevybavenú najneskôr {{unresolved}} po doručení.',
      whoSees: 'Len administrátori projektu (študentský tím a zodpovedný učiteľ). Nikde ju nezverejňujeme.',
    },
    feedback: {
      title: 'Hodnotenie workshopu',
      what: 'Meno, e-mail, workshop, hodnotenie a komentár.',
      why: 'Tvoj súhlas so zverejnením mena, hodnotenia a komentára (čl. 6 ods. 1 písm. a GDPR). E-mail slúži len na to, aby sme ťa mohli kontaktovať, ak by bolo s hodnotením niečo nejasné.',
      howLong: 'Neschválené hodnotenie vymažeme {{unapproved}} po odoslaní. Pri schválenom vymažeme e-mail {{email}} po schválení; meno, hodnotenie a komentár zostanú zverejnené, kým súhlas neodvoláš.',
      whoSees: 'Meno, workshop, hodnotenie a komentár po schválení ktokoľvek na stránke. E-mail len administrátori, nikdy nie je verejný.',
    },
    newsletter: {
      title: 'Novinky e-mailom',
      what: 'E-mailová adresa a jazyk, v ktorom chceš novinky dostávať.',
      why: 'Tvoj súhlas, ktorý potvrdíš kliknutím na odkaz v e-maile (čl. 6 ods. 1 písm. a GDPR).',
      howLong: 'Nepotvrdenú adresu vymažeme {{unconfirmed}} po prihlásení, potvrdenú hneď, ako sa odhlásiš (odkaz je v každom e-maile).',
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
  records: {
    title: 'Záznamy servera a zálohy',
    logs: 'Server si pri každej požiadavke zapíše technický záznam: čas, adresu stránky, výsledok a tvoju IP adresu so skrytou poslednou časťou. Obsah formulárov ani e-mailové adresy doň nezapisuje. Záznamy slúžia len na odhaľovanie porúch a útokov a priebežne ich nahrádzajú novšie.',
    backups: 'Každú noc sa celý web zálohuje, aby sa dal po poruche obnoviť. Uchováva sa posledných {{nights}} nočných záloh, takže údaj, ktorý vymažeme (aj na tvoju žiadosť), zo záloh zmizne najneskôr do {{days}}. Zálohy má k dispozícii len ten, kto spravuje server.',
    activity: 'Každé prihlásenie do správy webu, aj neúspešný pokus, sa zapíše s časom a IP adresou so skrytou poslednou časťou, rovnako ako zmeny, ktoré správca urobí. Meno ani text tvojich správ sa do tohto záznamu nedostane. Záznam sa uchováva {{days}}, potom sa vymaže.',
    unavailable: 'Ako dlho sa uchovávajú zálohy, sa práve nepodarilo načítať. Načítaj stránku znova o chvíľu.',
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
