// Slovak texts of the `public` namespace: Materials.

export const materials = {
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
};
