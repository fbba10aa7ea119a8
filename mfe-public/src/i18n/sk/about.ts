// Slovak texts of the `public` namespace: About the project.

export const about = {
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
};
