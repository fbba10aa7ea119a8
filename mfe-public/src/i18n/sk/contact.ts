// Slovak texts of the `public` namespace: Contact.
import { newsletter } from './newsletter';

export const contact = {
  title: 'Kontakt',
  info: {
    title: 'Kontaktné údaje',
    email: 'Email',
    phone: 'Telefón',
    organisation: 'Študentská organizácia',
    address: 'Adresa',
  },
  social: {
    title: 'Sleduj nás',
  },
  form: {
    title: 'Pošli nám správu',
    name: 'Meno',
    nameError: 'Napíš svoje meno',
    email: 'Email',
    emailError: 'Zadaj platnú e-mailovú adresu',
    phone: 'Telefón (nepovinné)',
    phoneHint: 'Ak chceš, aby sme ti zavolali',
    phoneError: 'Zadaj telefónne číslo iba s číslicami, medzerami a znakom +',
    subject: 'Predmet správy',
    subjectPlaceholder: 'Vyber predmet',
    subjectError: 'Vyber predmet správy',
    message: 'Správa',
    messageError: 'Napíš nám správu',
    submit: 'Odoslať správu',
    success: 'Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.',
    failure: 'Nastala chyba pri odosielaní správy.',
  },
  /** The form opened from a photo's "Požiadať o odstránenie fotografie". */
  photoRemoval: {
    note: 'Žiadosť o odstránenie fotografie „{{title}}“ z albumu „{{album}}“ sa začala. Vyplň meno a e-mail, doplň dôvod a správu odošli. Fotografiu skryjeme čo najskôr.',
    message: 'Prosím o odstránenie fotografie „{{title}}“ z albumu „{{album}}“ (fotografia č. {{id}}):\n{{address}}\nDôvod: ',
  },
  newsletter,
};
