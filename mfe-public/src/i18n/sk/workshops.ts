// Slovak texts of the `public` namespace: Workshops.
import { WORKSHOPS } from 'shared-ui/domain';

/** Spec section 3: the Slovak facts of each workshop come from the one shared constant (the rhythm is page text). */
const workshopFacts: Record<string, { duration: string; capacity: string; level: string }> = Object.fromEntries(
  WORKSHOPS.map((w) => [w.id, { duration: w.duration, capacity: w.capacity, level: w.level }]),
);

export const workshops = {
  title: 'Workshopy',
  card: {
    chip: 'Workshop {{number}}',
    about: 'O workshope',
    skills: 'Čo sa naučíš',
    audience: 'Pre koho je určený',
    details: 'Detaily workshopu',
    duration: 'Trvanie',
    frequency: 'Frekvencia',
    capacity: 'Kapacita',
    level: 'Úroveň',
  },
  facts: workshopFacts,
};
