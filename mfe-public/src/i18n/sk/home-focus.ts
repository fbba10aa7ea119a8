// Slovak texts of the `public` namespace: the workshops' names on Home's focus areas, which also title the workshop cards.

export const focus = {
  items: {
    1: { title: 'Grafický dizajn' },
    2: { title: 'Argumentácia' },
    3: { title: 'Marketing' },
    4: { title: 'Facilitácia' },
    5: { title: 'Fotografia' },
    6: { title: 'Projektový manažment' },
  },
};
