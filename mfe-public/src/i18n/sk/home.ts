// Slovak texts of the `public` namespace: Home.

export const home = {
  carousel: {
    label: 'Predstavenie projektu',
    slideLabel: 'Snímka {{current}} z {{total}}',
    previous: 'Predchádzajúca snímka',
    next: 'Nasledujúca snímka',
    pause: 'Pozastaviť prezentáciu',
    play: 'Spustiť prezentáciu',
    goTo: 'Prejsť na snímku {{number}}',
  },
  reviews: {
    title: 'Hodnotenia účastníkov',
    subtitle: 'Čo hovoria študenti, ktorí už workshopy absolvovali',
    noComment: 'Bez komentára',
    none: 'Zatiaľ tu nie sú žiadne hodnotenia. Absolvoval si workshop? Buď prvý.',
    add: 'Pridaj svoje hodnotenie',
    rating: 'Hodnotenie: {{rating}} z 5',
  },
};
