// Slovak texts of the `public` namespace: the call to action that closes several pages.

export const cta = {
  badge: 'Registrácia otvorená',
  title: 'Pridaj sa k nám!',
  text: 'Workshopy sú zadarmo a nepotrebuješ žiadne skúsenosti. Napíš nám a my ti pošleme termíny najbližších stretnutí.',
  button: 'Kontaktuj nás',
};
