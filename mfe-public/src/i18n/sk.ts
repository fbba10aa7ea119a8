// Slovak texts of the `public` namespace (default and fallback language). Verbatim from the spec
// where the spec gives a text; en.ts must have exactly the same keys (see __tests__).
import { CONTACT_SUBJECT_TEXTS_SK, WORKSHOP_TEXTS_SK, WORKSHOPS } from 'shared-ui/domain';

/** Spec section 3: the Slovak facts of each workshop come from the one shared constant. */
const workshopFacts = Object.fromEntries(
  WORKSHOPS.map((w) => [w.id, { duration: w.duration, frequency: w.frequency, capacity: w.capacity, level: w.level }]),
);

export const sk = {
  common: {
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
  },
  labels: {
    workshops: WORKSHOP_TEXTS_SK,
    subjects: CONTACT_SUBJECT_TEXTS_SK,
    materialTypes: {
      pdf: 'PDF príručka',
      video: 'Video návod',
      infographic: 'Infografika',
      metodika: 'Metodický materiál',
      other: 'Materiál',
    },
    toolTypes: {
      kahoot: 'Kahoot! – kvíz',
      mentimeter: 'Mentimeter – anketa',
      miro: 'Miro – online tabuľa',
      padlet: 'Padlet – nástenka',
      google_forms: 'Google Forms – formulár',
      slido: 'Slido – otázky a odpovede',
      other: 'Iné',
    },
  },
  cta: {
    badge: 'Registrácia otvorená',
    title: 'Pridaj sa k nám!',
    text: 'Workshopy sú zadarmo a nepotrebuješ žiadne skúsenosti. Napíš nám a my ti pošleme termíny najbližších stretnutí.',
    button: 'Kontaktuj nás',
  },
  home: {
    carousel: {
      label: 'Predstavenie projektu',
      slideLabel: 'Snímka {{current}} z {{total}}',
      previous: 'Predchádzajúca snímka',
      next: 'Nasledujúca snímka',
      pause: 'Pozastaviť prezentáciu',
      play: 'Spustiť prezentáciu',
      goTo: 'Prejsť na snímku {{number}}',
      slides: [
        {
          title: 'Mäkké zručnosti pre budúcnosť',
          subtitle: 'Rozvíjaj mäkké zručnosti, ktoré otvárajú dvere k úspechu',
          description: 'Dvanásťmesačný projekt pre stredoškolákov vo veku 15 – 19 rokov z mesta {{town}} a okolia.',
          imageAlt: 'Ilustrácia: skupina študentov pri spoločnom stole, nad ktorým sa rozsvecujú bubliny s nápadmi',
        },
        {
          title: '6 workshopov',
          subtitle: 'Plných praktických vedomostí – od grafického dizajnu po projektový manažment',
          description: 'Malé skupiny, skúsení lektori a úlohy, ktoré si vyskúšaš na vlastnej koži.',
          imageAlt: 'Ilustrácia: šesť farebných dlaždíc so symbolmi štetca, bubliny reči, grafu, podaných rúk, fotoaparátu a zoznamu úloh',
        },
        {
          title: 'Program solidarity EÚ',
          subtitle: 'Kvalitné vzdelávanie dostupné pre všetkých',
          description: 'Vďaka spolufinancovaniu z Európskeho zboru solidarity sú všetky workshopy bezplatné.',
          imageAlt: 'Ilustrácia: kruh dvanástich zlatých hviezd nad mostom, ktorý spája malé mestečko so školou',
        },
      ],
    },
    infoCards: {
      label: 'Projekt v skratke',
      workshops: { title: '6 workshopov', desc: 'Tematické oblasti od grafického dizajnu po projektový manažment' },
      duration: { title: '12 mesiacov', desc: 'Projekt beží počas rokov 2025 – 2026' },
      programme: { title: 'Program EÚ', desc: 'Spolufinancované z Európskeho zboru solidarity, pre teba zadarmo' },
      skills: { title: 'Mäkké zručnosti', desc: 'Komunikácia, kreativita, tímová práca a kritické myslenie' },
    },
    focus: {
      title: 'Oblasti zamerania',
      subtitle: 'Šesť workshopov, z ktorých si vyberieš to, čo ťa baví',
      items: {
        1: { title: 'Grafický dizajn', desc: 'Farby, písmo a kompozícia pre plagáty a sociálne siete' },
        2: { title: 'Argumentácia', desc: 'Presvedčivé argumenty, kritické myslenie a debata' },
        3: { title: 'Marketing', desc: 'Ako osloviť publikum a pripraviť kampaň, ktorá funguje' },
        4: { title: 'Facilitácia', desc: 'Vedenie skupiny, diskusie a spoločné rozhodovanie' },
        5: { title: 'Fotografia', desc: 'Svetlo, kompozícia a príbehy zachytené objektívom' },
        6: { title: 'Projektový manažment', desc: 'Od nápadu cez plán a rozpočet až po hotový projekt' },
      },
    },
    reviews: {
      title: 'Hodnotenia účastníkov',
      subtitle: 'Čo hovoria študenti, ktorí už workshopy absolvovali',
      noComment: 'Bez komentára',
      none: 'Zatiaľ tu nie sú žiadne hodnotenia. Absolvoval si workshop? Buď prvý.',
      add: 'Pridaj svoje hodnotenie',
      rating: 'Hodnotenie: {{rating}} z 5',
    },
  },
  about: {
    title: 'O projekte',
    subtitle: 'Solidarity Project | {{code}}',
    mission: {
      title: 'Misia projektu',
      paragraphs: [
        'Chceme, aby každý stredoškolák mal možnosť rozvíjať zručnosti, ktoré škola bežne nestihne naučiť: komunikovať, spolupracovať, tvoriť a viesť. Počas dvanástich mesiacov pripravujeme šesť praktických workshopov, na ktorých sa učíš robením, nie memorovaním.',
        'Projekt vznikol z iniciatívy študentov a je určený mladým ľuďom z mesta {{town}} a okolitých obcí. Veríme, že kvalitné vzdelávanie nemá závisieť od toho, odkiaľ pochádzaš.',
      ],
    },
    goals: {
      title: 'Naše ciele',
      items: [
        'Rozvíjať praktické mäkké zručnosti 21. storočia',
        'Podporovať kreativitu a kritické myslenie',
        'Viesť mladých k aktívnemu občianstvu',
        'Vytvárať rovnaké príležitosti na vzdelávanie pre študentov z menších obcí',
        'Prepájať vzdelávanie s praxou',
        'Posilniť vzdelávanie v oblasti mäkkých zručností v regióne',
      ],
    },
    values: {
      title: 'Hodnoty EÚ',
      items: [
        { title: 'Inklúzia a rozmanitosť', desc: 'Workshopy sú otvorené všetkým a rozdielne skúsenosti účastníkov vnímame ako prínos pre celú skupinu.' },
        { title: 'Udržateľnosť', desc: 'Materiály zdieľame voľne, aby z nich mohli čerpať aj ďalší študenti a učitelia po skončení projektu.' },
        { title: 'Participácia', desc: 'Mladí ľudia sa podieľajú na tvorbe programu a spolurozhodujú o tom, čo sa budú učiť.' },
        { title: 'Solidarita', desc: 'Pomáhame si navzájom a učíme sa, ako môžu vedomosti a zručnosti slúžiť celej komunite.' },
      ],
    },
    inclusion: {
      title: 'Udržateľnosť a inklúzia',
      text: 'Projekt je otvorený všetkým študentom bez ohľadu na ich sociálne zázemie, náboženstvo, pohlavie či národnosť. Workshopy sú bezplatné, prebiehajú v priestoroch školy a všetky vytvorené materiály zostávajú verejne dostupné aj po skončení projektu.',
    },
    facts: {
      title: 'Rýchle fakty',
      durationLabel: 'Trvanie',
      duration: '12 mesiacov (2025-2026)',
      locationLabel: 'Lokácia',
      location: '{{school}}, {{town}}',
      audienceLabel: 'Cieľová skupina',
      audience: 'Stredoškoláci 15-19 rokov',
      workshopsLabel: 'Počet workshopov',
      workshops: '6 tematických oblastí',
    },
    eu: {
      alt: 'Vlajka Európskej únie: kruh dvanástich zlatých hviezd na modrom pozadí',
      title: 'Spolufinancované Európskou úniou',
      note: 'Projekt je spolufinancovaný z programu Európsky zbor solidarity. Vyjadrené názory sú názormi autorov a nemusia odrážať stanoviská Európskej únie.',
    },
    partners: {
      title: 'Partneri projektu',
      logoAlt: 'Logo: {{name}}',
    },
  },
  workshops: {
    title: 'Workshopy',
    subtitle: '6 oblastí zameraných na rozvoj praktických zručností',
    intro: 'Každý workshop vedú skúsení lektori v malých skupinách. Vyber si oblasť, ktorá ťa láka, alebo sa prihlás na viac workshopov naraz.',
    card: {
      chip: 'Workshop {{number}}',
      about: 'O workshope',
      skills: 'Čo sa naučíš',
      audience: 'Pre koho je určený',
      details: 'Detaily workshopu',
      duration: 'Trvanie',
      frequency: 'Frekvencia',
      capacity: 'Kapacita',
      level: 'Úroveň',
    },
    ctaTitle: 'Zaujal ťa niektorý workshop?',
    ctaText: 'Napíš nám, ktorý workshop ťa zaujal, a my ti pošleme termíny a podrobnosti o prihlásení.',
    facts: workshopFacts,
    items: {
      1: {
        subtitle: 'Vizuálna komunikácia, ktorá zaujme',
        description:
          'Naučíš sa, ako fungujú farby, písmo a kompozícia, a ako z nápadu vytvoriť plagát, príspevok na sociálne siete či jednoduchú vizuálnu identitu. Pracujeme v bezplatných nástrojoch Canva, Figma a Inkscape, takže všetko si môžeš vyskúšať aj doma. Na konci workshopu budeš mať vlastné malé portfólio prác.',
        skills: [
          'Základy teórie farieb a práce s farebnými paletami',
          'Výber a kombinovanie písma (typografia)',
          'Kompozícia, vizuálna hierarchia a práca s mriežkou',
          'Tvorba plagátov a grafiky pre sociálne siete',
          'Práca v nástrojoch Canva, Figma a Inkscape',
          'Príprava jednoduchého portfólia vlastných prác',
        ],
        audience:
          'Pre študentov, ktorí radi kreslia, fotia alebo tvoria obsah na sociálne siete a chcú, aby ich práce vyzerali profesionálne. Nepotrebuješ žiadne skúsenosti, stačí notebook alebo tablet a chuť tvoriť.',
      },
      2: {
        subtitle: 'Hovor presvedčivo a mysli kriticky',
        description:
          'Workshop ťa naučí stavať logické argumenty, odhaliť manipuláciu a slabé miesta v tvrdeniach iných a s rešpektom reagovať na odlišný názor. Trénujeme v debatných formátoch, simulovaných diskusiách a krátkych prejavoch, aby si sa pred publikom cítil istejšie.',
        skills: [
          'Stavba argumentu: tvrdenie, zdôvodnenie a dôkaz',
          'Rozpoznávanie logických chýb a manipulatívnych techník',
          'Overovanie zdrojov a práca s faktami',
          'Vecné a slušné vyvracanie protiargumentov',
          'Verejné vystupovanie a zvládanie trémy',
          'Debatné formáty a kultivovaná diskusia',
        ],
        audience:
          'Pre každého, kto chce vedieť obhájiť svoj názor v škole, na pohovore aj v bežnom živote. Workshop je vhodný pre úplných začiatočníkov aj pre tých, ktorí už debatovali.',
      },
      3: {
        subtitle: 'Od nápadu k publiku',
        description:
          'Zistíš, ako funguje marketing v praxi: ako spoznať svoju cieľovú skupinu, vymyslieť kampaň a zmerať, či zabrala. Spoločne pripravíme propagáciu skutočného školského alebo komunitného podujatia, od stratégie cez obsah na sociálnych sieťach až po vyhodnotenie výsledkov.',
        skills: [
          'Analýza cieľovej skupiny a tvorba persóny',
          'Základy budovania značky a jednotnej komunikácie',
          'Plánovanie obsahu na sociálne siete',
          'Písanie textov, ktoré zaujmú (copywriting)',
          'Príprava a realizácia jednoduchej kampane',
          'Vyhodnotenie výsledkov a práca s dátami',
        ],
        audience:
          'Pre študentov, ktorých zaujíma podnikanie, médiá alebo sociálne siete a chcú pochopiť, prečo niektoré kampane zaujmú a iné nie. Nepotrebuješ žiadne predchádzajúce znalosti.',
      },
      4: {
        subtitle: 'Veď skupinu k spoločnému cieľu',
        description:
          'Facilitátor pomáha skupine dobre diskutovať, rozhodovať sa a dospieť k výsledku. Naučíš sa pripraviť a viesť stretnutie, zapojiť aj tichších účastníkov, zvládnuť napätie v skupine a používať osvedčené metódy na hľadanie nápadov. Všetko si vyskúšaš pri vedení vlastnej aktivity pre spolužiakov.',
        skills: [
          'Príprava programu stretnutia a stanovenie jeho cieľa',
          'Aktívne počúvanie a kladenie otvorených otázok',
          'Metódy na hľadanie nápadov a spoločné rozhodovanie',
          'Zapojenie všetkých členov skupiny',
          'Zvládanie nezhôd a náročných situácií',
          'Spätná väzba a reflexia po aktivite',
        ],
        audience:
          'Pre študentov, ktorí už majú skúsenosť s prácou v skupine, napríklad v študentskej rade, v krúžku alebo v dobrovoľníctve, a chcú sa naučiť viesť ostatných.',
      },
      5: {
        subtitle: 'Rozprávaj príbehy obrazom',
        description:
          'Od nastavenia fotoaparátu či mobilu až po hotovú sériu fotografií. Naučíš sa pracovať so svetlom a s kompozíciou, fotiť ľudí aj udalosti a upravovať snímky tak, aby vynikli. Najlepšie fotografie z workshopu sa objavia v galérii projektu a na záverečnej výstave.',
        skills: [
          'Ovládanie fotoaparátu aj mobilu: expozícia, ostrenie a clona',
          'Práca s prirodzeným aj umelým svetlom',
          'Kompozícia a pravidlo tretín',
          'Portrétna a reportážna fotografia',
          'Základy úpravy fotografií',
          'Výber a príprava fotografií na výstavu',
        ],
        audience:
          'Pre začiatočníkov, ktorí chcú fotiť lepšie než len v automatickom režime. Stačí ti mobil; ak máš vlastný fotoaparát, pokojne si ho prines.',
      },
      6: {
        subtitle: 'Premeň nápad na hotový projekt',
        description:
          'Naučíš sa naplánovať projekt od nápadu po realizáciu: stanoviť ciele, rozdeliť úlohy, zostaviť harmonogram a rozpočet a udržať tím v pohybe. Počas workshopu pripravíte v malých tímoch vlastný projekt pre školu alebo obec, ktorý potom môžete aj zrealizovať.',
        skills: [
          'Stanovenie cieľov metódou SMART',
          'Plánovanie úloh a tvorba harmonogramu',
          'Zostavenie jednoduchého rozpočtu',
          'Rozdelenie rolí a spolupráca v tíme',
          'Práca s rizikami a riešenie problémov',
          'Prezentácia a vyhodnotenie projektu',
        ],
        audience:
          'Pre študentov, ktorí majú nápad na projekt alebo sa chcú zapojiť do organizovania podujatí a dobrovoľníckych aktivít. Vhodné pre začiatočníkov aj mierne pokročilých.',
      },
    },
  },
  materials: {
    title: 'Vzdelávacie materiály',
    subtitle: 'Príručky, videonávody, infografiky a metodiky z našich workshopov na stiahnutie zadarmo',
    infoBoxes: {
      pdf: { title: 'PDF Príručky', desc: 'Podrobné návody a pracovné listy na samoštúdium' },
      video: { title: 'Videonávody', desc: 'Krátke videá, v ktorých lektori ukazujú postupy krok za krokom' },
      infographic: { title: 'Infografiky', desc: 'To najdôležitejšie z každej témy prehľadne na jednej strane' },
      metodika: { title: 'Metodické materiály', desc: 'Scenáre aktivít pre učiteľov a vedúcich skupín' },
    },
    filter: {
      label: 'Filtrovať podľa:',
      all: 'Všetko',
      pdf: 'PDF',
      video: 'Video',
      infographic: 'Infografiky',
      metodika: 'Metodiky',
    },
    listLabel: 'Zoznam materiálov',
    download: 'Stiahnuť',
    downloadLabel: 'Stiahnuť: {{title}}',
    noFile: 'Súbor pripravujeme',
    category: 'Kategória',
    empty: {
      title: 'Žiadne materiály',
      text: 'Pre tento filter momentálne nemáme žiadne materiály.',
    },
    steps: {
      title: 'Ako použiť materiály',
      step: 'Krok {{number}}',
      items: [
        { title: 'Vyber a stiahni', desc: 'Vyfiltruj si typ materiálu, ktorý ti vyhovuje, a stiahni si ho do počítača alebo mobilu.' },
        { title: 'Uč sa a aplikuj', desc: 'Prejdi si materiál vlastným tempom a vyskúšaj cvičenia v škole, v krúžku alebo doma.' },
        { title: 'Zdieľaj ďalej', desc: 'Materiály sú voľne dostupné, pošli ich spolužiakom, učiteľom alebo kamarátom.' },
      ],
    },
    placeholders: [
      {
        title: 'Príručka: Základy grafického dizajnu',
        description: 'Farby, písmo a kompozícia v kocke, s cvičeniami na precvičenie doma.',
      },
      {
        title: 'Videonávod: Ako pripraviť presvedčivý argument',
        description: 'Krok za krokom od tvrdenia cez zdôvodnenie až po dôkaz, s príkladmi z debát.',
      },
      {
        title: 'Metodika: Facilitácia školskej diskusie',
        description: 'Scenár 45-minútovej aktivity pre triedu vrátane pravidiel diskusie a záverečnej reflexie.',
      },
    ],
  },
  feedback: {
    title: 'Hodnotenie projektu',
    subtitle: 'Tvoj názor nám pomáha robiť workshopy ešte lepšie',
    form: {
      title: 'Pridaj hodnotenie',
      name: 'Tvoje meno',
      nameError: 'Napíš svoje meno',
      email: 'Email (nepovinné)',
      emailHint: 'Použijeme ho iba vtedy, ak ti budeme chcieť odpovedať. Nezverejňujeme ho.',
      emailError: 'Zadaj platnú e-mailovú adresu',
      workshop: 'Workshop',
      workshopPlaceholder: 'Vyber workshop',
      workshopError: 'Vyber, ktorého workshopu sa hodnotenie týka',
      rating: 'Celkové hodnotenie',
      ratingError: 'Vyber hodnotenie od 1 do 5 hviezdičiek',
      ratingOptions: ['1 z 5 – slabé', '2 z 5 – priemerné', '3 z 5 – dobré', '4 z 5 – veľmi dobré', '5 z 5 – výborné'],
      comment: 'Tvoj komentár',
      commentHint: 'Napíš, čo sa ti páčilo a čo by sme mohli zlepšiť (10 – 500 znakov).',
      commentTooShort: '⚠️ Komentár musí mať aspoň 10 znakov',
      submit: 'Odoslať hodnotenie',
      success: '✅ Ďakujeme za tvoje hodnotenie! Po schválení administrátorom sa zobrazí na hlavnej stránke.',
      failure: '❌ Nastala chyba pri odosielaní. Skús to prosím neskôr.',
    },
    stats: {
      title: 'Štatistiky hodnotení',
      averageRating: 'Priemerné hodnotenie',
      averageValue: '{{value}} / 5',
      totalReviews: 'Počet hodnotení',
      recommended: 'Odporúča',
      recommendedValue: '{{value}} %',
      mostReviewed: 'Najčastejšie hodnotený',
      recentFeedback: 'Najnovšie hodnotenia',
      none: '–',
      empty: 'Zatiaľ tu nie sú žiadne schválené hodnotenia. Buď prvý!',
      loadError: 'Štatistiky sa momentálne nepodarilo načítať.',
    },
  },
  contact: {
    title: 'Kontakt',
    subtitle: 'Máš otázku alebo sa chceš prihlásiť? Radi ti odpovieme.',
    info: {
      title: 'Kontaktné údaje',
      email: 'Email',
      phone: 'Telefón',
      organisation: 'Študentská organizácia',
      address: 'Adresa',
    },
    social: {
      title: 'Sleduj nás',
      note: 'Odkazy na naše profily na sociálnych sieťach doplníme čoskoro.',
    },
    form: {
      title: 'Pošli nám správu',
      name: 'Meno',
      nameError: 'Napíš svoje meno',
      email: 'Email',
      emailError: 'Zadaj platnú e-mailovú adresu',
      phone: 'Telefón (nepovinné)',
      phoneHint: 'Ak chceš, aby sme ti zavolali',
      phoneError: 'Zadaj telefónne číslo iba s číslicami, medzerami a znakom +',
      subject: 'Predmet správy',
      subjectPlaceholder: 'Vyber predmet',
      subjectError: 'Vyber predmet správy',
      message: 'Správa',
      messageError: 'Napíš nám správu',
      submit: 'Odoslať správu',
      success: 'Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.',
      failure: 'Nastala chyba pri odosielaní správy.',
    },
    newsletter: {
      title: 'Novinky z projektu',
      text: 'Odber noviniek e-mailom pripravujeme. Dovtedy nájdeš termíny workshopov a fotky z nich na tomto webe a na našich sociálnych sieťach.',
    },
    faq: {
      title: 'Často kladené otázky',
      items: [
        {
          question: 'Ako sa môžem prihlásiť na workshop?',
          answer: 'Prihlásiš sa jednoducho cez kontaktný formulár na tejto stránke (predmet „Prihlásenie do workshopu") alebo nám napíš e-mail na {{email}}.',
        },
        {
          question: 'Koľko stoja workshopy?',
          answer: 'Nič. Všetky workshopy sú bezplatné, pretože ich financuje program Európskeho zboru solidarity.',
        },
        {
          question: 'Kedy sa workshopy konajú?',
          answer: 'Workshopy prebiehajú počas rokov 2025 – 2026. Konkrétne termíny zverejňujeme postupne na webe a na sociálnych sieťach.',
        },
        {
          question: 'Pre koho sú workshopy určené?',
          answer: 'Pre stredoškolákov vo veku 15 – 19 rokov z mesta {{town}} a okolia.',
        },
        {
          question: 'Potrebujem predchádzajúce skúsenosti?',
          answer: 'Nie, žiadne skúsenosti nepotrebuješ. Stačí chuť učiť sa a skúšať nové veci.',
        },
      ],
    },
  },
  tools: {
    title: 'Interaktívne nástroje',
    subtitle: 'Kvízy, ankety, tabule a nástenky, ktoré používame na workshopoch',
    filters: {
      label: 'Filtrovať nástroje',
      workshop: 'Workshop',
      allWorkshops: 'Všetky workshopy',
      type: 'Typ nástroja',
      allTypes: 'Všetky typy',
      count: 'Zobrazené nástroje: {{count}}',
    },
    open: 'Otvoriť nástroj',
    openLabel: 'Otvoriť nástroj {{title}} (otvorí sa v novom okne)',
    embed: 'Zobraziť tu',
    embedLabel: 'Zobraziť tu: nástroj {{title}} priamo na stránke',
    embedFrameTitle: 'Vložený nástroj: {{title}}',
    embedOpenExternal: 'Otvoriť v novom okne',
    loadError: 'Nástroje sa momentálne nepodarilo načítať. Skús to prosím neskôr.',
    empty: {
      title: 'Žiadne nástroje',
      text: 'Interaktívne nástroje budeme pridávať postupne počas workshopov.',
    },
    emptyFiltered: {
      title: 'Nič sme nenašli',
      text: 'Pre zvolený workshop a typ zatiaľ nemáme žiadne nástroje.',
    },
  },
};

export type PublicResources = typeof sk;
