// Slovak texts of the `public` namespace: workshop and subject labels (stable keys), on every page that lists workshops or materials.

export const labels = {
  workshops: {
    graphicDesign: 'Grafický dizajn',
    argumentation: 'Argumentácia',
    marketing: 'Marketing',
    facilitation: 'Facilitácia',
    photography: 'Fotografia',
    projectManagement: 'Projektový manažment',
    aboutProject: 'Všeobecne o projekte',
    general: 'Všeobecné',
  },
  subjects: {
    projectInfo: 'Informácie o projekte',
    workshopSignup: 'Prihlásenie do workshopu',
    cooperation: 'Spolupráca',
    media: 'Mediálny dopyt',
    other: 'Iné',
  },
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
};
