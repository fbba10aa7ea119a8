// Slovak texts of the `public` namespace: workshop and subject labels (stable keys), on every page that lists workshops or materials.
import { CONTACT_SUBJECT_TEXTS_SK, WORKSHOP_TEXTS_SK } from 'shared-ui/domain';

export const labels = {
  workshops: WORKSHOP_TEXTS_SK,
  subjects: CONTACT_SUBJECT_TEXTS_SK,
  materialTypes: {
    pdf: 'PDF príručka',
    video: 'Video návod',
    infographic: 'Infografika',
    metodika: 'Metodický materiál',
    other: 'Materiál',
  },
  toolTypes: {
    kahoot: 'Kahoot! – kvíz',
    mentimeter: 'Mentimeter – anketa',
    miro: 'Miro – online tabuľa',
    padlet: 'Padlet – nástenka',
    google_forms: 'Google Forms – formulár',
    slido: 'Slido – otázky a odpovede',
    other: 'Iné',
  },
};
