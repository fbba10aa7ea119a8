// Slovak texts of the `public` namespace: the call to action that closes several pages.

export const cta = {
  button: 'Kontaktuj nás',
};
