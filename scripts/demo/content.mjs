// The demo content: what a newcomer sees on a fresh site. Slovak first (the site's language),
// with the optional English beside it and an alt text for each photo, and English
// feedback too, as real participants from abroad would write it. A few texts are left without
// English or alt text on purpose, so the fallback and the admin's "missing" counts show at once.
export const DEMO_ALBUMS = [
  {
    name: 'Jesenný workshop fotografie',
    nameEn: 'Autumn photography workshop',
    description: 'Prechádzka mestom s fotoaparátmi: svetlo, kompozícia a príbeh v jednej snímke.',
    descriptionEn: 'A walk through town with cameras: light, composition and a story in a single shot.',
    workshop: 'Fotografia',
    photos: [
      { title: 'Ranné svetlo na námestí', titleEn: 'Morning light on the square', alt: 'Študenti s fotoaparátmi na námestí v rannom slnku', altEn: 'Students with cameras on the town square in the morning sun' },
      { title: 'Portrét v parku', titleEn: 'A portrait in the park', alt: 'Študentka fotografuje spolužiaka pod stromom', altEn: 'A student photographs a classmate under a tree' },
      { title: 'Detail lístia', titleEn: 'Leaves up close', alt: 'Zblízka odfotené žlté a červené jesenné lístie', altEn: 'Yellow and red autumn leaves photographed up close' },
      { title: 'Spoločná fotka skupiny', titleEn: 'Group photo', alt: 'Dvanásť účastníkov workshopu sa usmieva na schodoch školy', altEn: 'Twelve workshop participants smiling on the school steps' },
      // No English on purpose: an English reader sees the Slovak texts marked lang="sk".
      { title: 'Nočné mesto', alt: 'Osvetlená ulica v noci s rozmazanými svetlami áut' },
    ],
    video: {
      title: 'Ako vznikala naša výstava',
      titleEn: 'How our exhibition came together',
      description: 'Krátke video z prípravy výstavy.',
      descriptionEn: 'A short video from preparing the exhibition.',
      alt: 'Študenti vešajú fotografie na stenu galérie',
      altEn: 'Students hang photographs on a gallery wall',
    },
  },
  {
    name: 'Argumentačný turnaj',
    nameEn: 'Debate tournament',
    description: 'Dva tímy, jedna téma a päť minút na presvedčenie poroty.',
    descriptionEn: 'Two teams, one motion and five minutes to convince the judges.',
    workshop: 'Argumentácia',
    photos: [
      { title: 'Príprava argumentov', titleEn: 'Preparing the arguments', alt: 'Tím sedí pri stole nad poznámkami a notebookom', altEn: 'A team at a table over notes and a laptop' },
      { title: 'Finálová debata', titleEn: 'The final debate', alt: 'Študent rečnícky gestikuluje pri pulte pred publikom', altEn: 'A student gestures at a lectern in front of an audience' },
      { title: 'Porota pri hodnotení', titleEn: 'The judges scoring', alt: 'Traja porotcovia zapisujú body do hodnotiacich hárkov', altEn: 'Three judges write scores on their sheets' },
      { title: 'Víťazný tím', titleEn: 'The winning team', alt: 'Štyria študenti držia diplom a pohár', altEn: 'Four students hold a certificate and a trophy' },
    ],
  },
  {
    name: 'Grafický dizajn v praxi',
    nameEn: 'Graphic design in practice',
    description: 'Od skice po plagát: farby, písmo a rozloženie pre skutočnú kampaň.',
    descriptionEn: 'From sketch to poster: colour, type and layout for a real campaign.',
    workshop: 'Grafický dizajn',
    photos: [
      { title: 'Skice na stene', titleEn: 'Sketches on the wall', alt: 'Ceruzkové návrhy plagátov pripnuté na korkovej tabuli', altEn: 'Pencil poster drafts pinned to a cork board' },
      { title: 'Práca s farbami', titleEn: 'Working with colour', alt: 'Ruky vyberajú vzorky farieb z vejára', altEn: 'Hands picking swatches from a colour fan' },
      // No alt text yet: the admin panel counts it and offers it in the list to fill in.
      { title: 'Hotové plagáty', titleEn: 'Finished posters' },
    ],
  },
];

export const DEMO_MATERIALS = [
  { title: 'Príručka grafického dizajnu', titleEn: 'Graphic design handbook', description: 'Základy kompozície, farieb a typografie s cvičeniami.', descriptionEn: 'The basics of composition, colour and typography, with exercises.', type: 'pdf', category: 'Grafický dizajn' },
  { title: 'Metodika facilitácie skupinovej diskusie', titleEn: 'Facilitating a group discussion', description: 'Postup krok za krokom pre vedenie stretnutí a workshopov.', descriptionEn: 'A step-by-step guide to leading meetings and workshops.', type: 'metodika', category: 'Facilitácia' },
  { title: 'Marketingový plán na jednu stranu', titleEn: 'A one-page marketing plan', description: 'Šablóna a príklad plánu kampane pre študentský projekt.', descriptionEn: 'A template and a sample campaign plan for a student project.', type: 'pdf', category: 'Marketing' },
  // No English on purpose: the fallback to Slovak, marked lang="sk", is visible on /materialy in English.
  { title: 'Ako pripraviť argument', description: 'Štruktúra tvrdenie – dôvod – dôkaz – záver na jednej strane.', type: 'infographic', category: 'Argumentácia' },
];

export const DEMO_TOOLS = [
  { title: 'Kvíz: základy fotografie', titleEn: 'Quiz: photography basics', description: 'Krátky kvíz o expozícii, clone a svetle.', descriptionEn: 'A short quiz on exposure, aperture and light.', type: 'kahoot', workshop: 'Fotografia', url: 'https://kahoot.com/' },
  { title: 'Anketa: čo ťa najviac baví?', titleEn: 'Poll: what do you enjoy most?', description: 'Hlasovanie o témach ďalších stretnutí.', descriptionEn: 'A vote on the topics of the next meetings.', type: 'mentimeter', workshop: 'Všeobecné', url: 'https://www.mentimeter.com/' },
  { title: 'Spoločná tabuľa nápadov', titleEn: 'Shared idea board', description: 'Brainstorming kampane na online tabuli.', descriptionEn: 'Brainstorming a campaign on an online whiteboard.', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/' },
  { title: 'Nástenka projektov', titleEn: 'Project wall', description: 'Zdieľanie výsledkov projektového manažmentu.', descriptionEn: 'Sharing the results of project management.', type: 'padlet', workshop: 'Projektový manažment', url: 'https://padlet.com/', embedUrl: 'https://padlet.com/embed/demo' },
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
