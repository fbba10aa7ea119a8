// Slovak texts of the `public` namespace: workshop meetings on Home and Workshops.
export const meetings = {
  next: 'Najbližšie stretnutie',
  noneYet: 'Termíny stretnutí doplníme čoskoro.',
  loadError: 'Termíny stretnutí sa momentálne nepodarilo načítať. Skús to prosím neskôr.',
  allDates: 'Všetky termíny ({{count}})',
  past: 'prebehlo',
  cancelled: 'Zrušené',
  moved: 'Presunuté',
  place: 'Miesto',
  addToCalendar: 'Pridať do kalendára',
  subscribe: 'Odoberať termíny workshopu v kalendári',
  subscribeAll: 'Odoberať termíny všetkých workshopov',
  download: 'Stiahnuť termín (.ics)',
  homeTitle: 'Najbližšie stretnutia',
  homeSubtitle: 'Kedy a kde sa stretávame',
  homeLink: 'Všetky termíny workshopov',
  organiser: 'Študentský projektový tím',
};
