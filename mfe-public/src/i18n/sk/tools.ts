// Slovak texts of the `public` namespace: Interactive tools.

export const tools = {
  title: 'Interaktívne nástroje',
  filters: {
    label: 'Filtrovať nástroje',
    workshop: 'Workshop',
    allWorkshops: 'Všetky workshopy',
    type: 'Typ nástroja',
    allTypes: 'Všetky typy',
    submit: 'Filtrovať',
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
};
