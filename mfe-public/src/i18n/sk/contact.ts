// Slovak texts of the `public` namespace: Contact.
import { newsletter } from './newsletter';

export const contact = {
  title: 'Kontakt',
  subtitle: 'Máš otázku alebo sa chceš prihlásiť? Radi ti odpovieme.',
  info: {
    title: 'Kontaktné údaje',
    email: 'Email',
    phone: 'Telefón',
    organisation: 'Študentská organizácia',
    address: 'Adresa',
  },
  social: {
    title: 'Sleduj nás',
    note: 'Odkazy na naše profily na sociálnych sieťach doplníme čoskoro.',
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
  /** Issue 30.4: the form opened from a photo's "Požiadať o odstránenie". */
  photoRemoval: {
    note: 'Žiadaš o odstránenie fotografie „{{title}}“ z albumu „{{album}}“ (fotografia č. {{id}}). Napíš nám, prečo ju máme odstrániť. Fotografiu skryjeme čo najskôr.',
    message: 'Prosím o odstránenie fotografie „{{title}}“ z albumu „{{album}}“ (fotografia č. {{id}}).\nDôvod: ',
  },
  newsletter,
  faq: {
    title: 'Často kladené otázky',
    datesLink: 'Termíny stretnutí workshopov',
    items: [
      {
        question: 'Ako sa môžem prihlásiť na workshop?',
        answer: 'Prihlásiš sa jednoducho cez kontaktný formulár na tejto stránke (predmet „Prihlásenie do workshopu") alebo nám napíš e-mail na {{email}}.',
      },
      {
        question: 'Koľko stoja workshopy?',
        answer: 'Nič. Všetky workshopy sú bezplatné, pretože ich financuje program Európskeho zboru solidarity.',
      },
      {
        question: 'Kedy sa workshopy konajú?',
        answer: 'Workshopy prebiehajú počas rokov 2025 – 2026. Konkrétne termíny zverejňujeme postupne na stránke Workshopy, kde si ich môžeš pridať aj do kalendára.',
        linkTo: '/workshopy',
      },
      {
        question: 'Pre koho sú workshopy určené?',
        answer: 'Pre stredoškolákov vo veku 15 – 19 rokov z mesta {{town}} a okolia.',
      },
      {
        question: 'Potrebujem predchádzajúce skúsenosti?',
        answer: 'Nie, žiadne skúsenosti nepotrebuješ. Stačí chuť učiť sa a skúšať nové veci.',
      },
    ],
  },
};
