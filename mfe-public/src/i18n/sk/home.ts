// Slovak texts of the `public` namespace: Home.
import { focus } from './home-focus';

export const home = {
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
  focus,
  reviews: {
    title: 'Hodnotenia účastníkov',
    subtitle: 'Čo hovoria študenti, ktorí už workshopy absolvovali',
    noComment: 'Bez komentára',
    none: 'Zatiaľ tu nie sú žiadne hodnotenia. Absolvoval si workshop? Buď prvý.',
    add: 'Pridaj svoje hodnotenie',
    rating: 'Hodnotenie: {{rating}} z 5',
  },
};
