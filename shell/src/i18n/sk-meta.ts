// What a search result and a shared link say about each page (namespace `shell`, section `meta`),
// Slovak: read only by the page renderer, which writes them into the page's head, so they are not
// in the browser's bundle (sk.ts has them for the renderer).
export const metaSk = {
  descriptions: {
    home: 'Mäkké zručnosti pre budúcnosť: bezplatné workshopy mäkkých zručností pre stredoškolákov, projekt solidarity 2025–2026.',
    about: 'Misia, ciele a hodnoty projektu solidarity Mäkké zručnosti pre budúcnosť a partneri, s ktorými ho robíme.',
    workshops: 'Šesť workshopov mäkkých zručností: grafický dizajn, argumentácia, marketing, facilitácia a ďalšie, pre študentov strednej školy.',
    materials: 'Príručky, videonávody a metodiky z workshopov na stiahnutie zadarmo.',
    gallery: 'Fotografie a videá z workshopov a podujatí projektu, podľa albumov.',
    feedback: 'Hodnotenia účastníkov workshopov a formulár, ktorým pridáš svoje.',
    contact: 'Napíš nám: e-mail, telefón, adresa školy a odpovede na časté otázky.',
    interactiveTools: 'Interaktívne nástroje z workshopov: kvízy, nástenky a hlasovania, ktoré si môžeš hneď vyskúšať.',
    privacy: 'Aké osobné údaje stránka zbiera, prečo, ako dlho ich uchováva a ako si uplatníš svoje práva.',
    notFound: 'Táto stránka neexistuje alebo bola presunutá.',
  },
};
