// Slovak texts of the `public` namespace: Home's focus areas, which also title the workshop cards.

export const focus = {
  title: 'Oblasti zamerania',
  subtitle: 'Šesť workshopov, z ktorých si vyberieš to, čo ťa baví',
  items: {
    1: { title: 'Grafický dizajn', desc: 'Farby, písmo a kompozícia pre plagáty a sociálne siete' },
    2: { title: 'Argumentácia', desc: 'Presvedčivé argumenty, kritické myslenie a debata' },
    3: { title: 'Marketing', desc: 'Ako osloviť publikum a pripraviť kampaň, ktorá funguje' },
    4: { title: 'Facilitácia', desc: 'Vedenie skupiny, diskusie a spoločné rozhodovanie' },
    5: { title: 'Fotografia', desc: 'Svetlo, kompozícia a príbehy zachytené objektívom' },
    6: { title: 'Projektový manažment', desc: 'Od nápadu cez plán a rozpočet až po hotový projekt' },
  },
};
