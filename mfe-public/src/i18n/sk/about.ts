// Slovak texts of the `public` namespace: About the project.

export const about = {
  title: 'O projekte',
  partners: {
    logoAlt: 'Logo: {{name}}',
  },
};
