// The demo content: what a newcomer sees on a fresh site. Slovak first (the site's language),
// with English feedback too, as real participants from abroad would write it.
export const DEMO_ALBUMS = [
  {
    name: 'Jesenný workshop fotografie',
    description: 'Prechádzka mestom s fotoaparátmi: svetlo, kompozícia a príbeh v jednej snímke.',
    workshop: 'Fotografia',
    photos: ['Ranné svetlo na námestí', 'Portrét v parku', 'Detail lístia', 'Spoločná fotka skupiny', 'Nočné mesto'],
    video: 'Ako vznikala naša výstava',
  },
  {
    name: 'Argumentačný turnaj',
    description: 'Dva tímy, jedna téma a päť minút na presvedčenie poroty.',
    workshop: 'Argumentácia',
    photos: ['Príprava argumentov', 'Finálová debata', 'Porota pri hodnotení', 'Víťazný tím'],
  },
  {
    name: 'Grafický dizajn v praxi',
    description: 'Od skice po plagát: farby, písmo a rozloženie pre skutočnú kampaň.',
    workshop: 'Grafický dizajn',
    photos: ['Skice na stene', 'Práca s farbami', 'Hotové plagáty'],
  },
];

export const DEMO_MATERIALS = [
  { title: 'Príručka grafického dizajnu', description: 'Základy kompozície, farieb a typografie s cvičeniami.', type: 'pdf', category: 'Grafický dizajn' },
  { title: 'Metodika facilitácie skupinovej diskusie', description: 'Postup krok za krokom pre vedenie stretnutí a workshopov.', type: 'metodika', category: 'Facilitácia' },
  { title: 'Marketingový plán na jednu stranu', description: 'Šablóna a príklad plánu kampane pre študentský projekt.', type: 'pdf', category: 'Marketing' },
  { title: 'Ako pripraviť argument', description: 'Štruktúra tvrdenie – dôvod – dôkaz – záver na jednej strane.', type: 'infographic', category: 'Argumentácia' },
];

export const DEMO_TOOLS = [
  { title: 'Kvíz: základy fotografie', description: 'Krátky kvíz o expozícii, clone a svetle.', type: 'kahoot', workshop: 'Fotografia', url: 'https://kahoot.com/' },
  { title: 'Anketa: čo ťa najviac baví?', description: 'Hlasovanie o témach ďalších stretnutí.', type: 'mentimeter', workshop: 'Všeobecné', url: 'https://www.mentimeter.com/' },
  { title: 'Spoločná tabuľa nápadov', description: 'Brainstorming kampane na online tabuli.', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/' },
  { title: 'Nástenka projektov', description: 'Zdieľanie výsledkov projektového manažmentu.', type: 'padlet', workshop: 'Projektový manažment', url: 'https://padlet.com/', embedUrl: 'https://padlet.com/embed/demo' },
];

export const DEMO_FEEDBACK = [
  { name: 'Lucia', email: 'lucia@example.com', workshop: 'Fotografia', rating: 5, comment: 'Najlepší workshop, na akom som bola! Konečne viem, ako fotiť pri slabom svetle.' },
  { name: 'Marek', email: null, workshop: 'Argumentácia', rating: 5, comment: 'Turnaj bol super, naučil som sa počúvať aj druhú stranu a reagovať pokojne.' },
  { name: 'Zuzana', email: null, workshop: 'Grafický dizajn', rating: 4, comment: 'Veľa praktických úloh a skvelí lektori. Uvítala by som viac času na vlastný plagát.' },
  { name: 'Tomáš', email: null, workshop: 'Všeobecne o projekte', rating: 4, comment: 'Skvelá partia ľudí a dobre zorganizované stretnutia každý týždeň.' },
  { name: 'Anna (Erasmus)', email: null, workshop: 'Marketing', rating: 5, comment: 'I joined as an exchange student and felt welcome from day one. The campaign task was great fun.' },
  { name: 'James', email: null, workshop: 'Facilitácia', rating: 4, comment: 'Practical methods I already used at school to run our class meeting. Thank you!' },
];

export const DEMO_CONTACT = {
  name: 'Katarína Nová',
  email: 'katarina.nova@example.com',
  subject: 'Prihlásenie do workshopu',
  message: 'Dobrý deň, chcela by som sa prihlásiť na workshop fotografie. Kedy je najbližšie stretnutie?',
};
