// Slovak texts of the `public` namespace: Materials.

export const materials = {
  title: 'Vzdelávacie materiály',
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
    step: 'Krok {{number}}',
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
};
