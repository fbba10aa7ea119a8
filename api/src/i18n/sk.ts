// The API's texts in Slovak: the newsletter's mails and result pages, the administrator's mails, the
// calendar feeds, the reach report's CSV. The English twin is en.ts; the shape is ApiTexts (api-texts.ts).
import { NEWSLETTER_RULES, RETENTION_DEFAULTS } from '@softskills/domain';
import type { ApiTexts } from './api-texts';

const UNCONFIRMED_DAYS = RETENTION_DEFAULTS.unconfirmedNewsletterDays;

export const SK: ApiTexts = {
  newsletter: {
    confirmMail: {
      subject: 'Potvrď odber noviniek',
      greeting: 'Ahoj,',
      text: 'niekto (dúfame, že ty) požiadal o odber noviniek projektu na túto e-mailovú adresu. Odber potvrdíš kliknutím na tlačidlo:',
      button: 'Potvrdiť odber',
      expires: `Odkaz platí ${NEWSLETTER_RULES.confirmLinkHours} hodín a dá sa použiť iba raz.`,
      ignore: `Ak si o odber nežiadal/a, tento e-mail ignoruj. Adresu bez potvrdenia vymažeme do ${UNCONFIRMED_DAYS} dní.`,
    },
    alreadyMail: {
      subject: 'Novinky už odoberáš',
      greeting: 'Ahoj,',
      text: 'niekto (dúfame, že ty) chcel prihlásiť túto adresu na odber noviniek projektu. Táto adresa ich už odoberá, takže netreba nič potvrdzovať.',
      switchText: 'Novinky ti teraz posielame po anglicky. Ak ich chceš dostávať po slovensky, stlač tlačidlo:',
      switchButton: 'Posielať novinky po slovensky',
      ignore: 'Ak si o nič nežiadal/a, tento e-mail ignoruj: nič sa nezmení.',
    },
    footer: {
      why: 'Tento e-mail dostávaš, lebo bola táto adresa prihlásená na odber noviniek projektu.',
      unsubscribe: 'Odhlásiť sa z odberu',
    },
    pages: {
      confirmAsk: { title: 'Potvrdiť odber noviniek?', text: 'Ešte jeden krok: potvrď, že chceš dostávať novinky projektu na túto e-mailovú adresu.', button: 'Potvrdiť odber' },
      confirmed: { title: 'Odber je potvrdený', text: 'Ďakujeme! Novinky projektu ti budeme posielať na tvoj e-mail. Odhlásiť sa môžeš jedným klikom v každom e-maile.' },
      alreadyConfirmed: { title: 'Odber už je potvrdený', text: 'Táto adresa už novinky odoberá. Nemusíš robiť nič ďalšie.' },
      invalidLink: { title: 'Odkaz nie je platný', text: 'Platnosť odkazu vypršala alebo ho nepoznáme. O nový potvrdzovací e-mail môžeš požiadať znova.' },
      askAgain: 'Požiadať o odber znova',
      unsubscribeAsk: { title: 'Odhlásiť sa z odberu?', text: 'Po odhlásení ti už novinky projektu nebudeme posielať.', button: 'Odhlásiť sa' },
      unsubscribed: { title: 'Si odhlásený/á', text: 'Novinky projektu ti už posielať nebudeme. Tvoju e-mailovú adresu sme vymazali.' },
      unsubscribeInvalid: {
        title: 'Tento odhlasovací odkaz nefunguje',
        text: 'Odkaz je neúplný alebo už neplatí. Odhlásiť sa môžeš odkazom v poslednom e-maile s novinkami, alebo nám napíš a adresu z odberu vymažeme.',
        writeUs: 'Napísať e-mail',
        contact: 'Napísať cez kontaktný formulár',
      },
      languageAsk: { title: 'Posielať novinky po slovensky?', text: 'Ďalšie e-maily s novinkami ti budeme posielať po slovensky.', button: 'Posielať po slovensky' },
      languageChanged: { title: 'Jazyk je zmenený', text: 'Ďalšie e-maily s novinkami ti budeme posielať po slovensky.' },
      subscribeAnswer: { title: 'Skontroluj si e-mail', text: 'Ak je adresa správna, príde na ňu e-mail: nový odber v ňom potvrdíš odkazom, a ak už novinky odoberáš, napíšeme ti to tam. Nový odber začne až po potvrdení.' },
      subscribeInvalid: { title: 'Skontroluj zadané údaje', text: 'Zadaj platnú e-mailovú adresu a potvrď súhlas so zasielaním noviniek.' },
      subscribeQuoted: { title: 'Napíš adresu bez úvodzoviek', text: 'E-mailovú adresu s úvodzovkami (") alebo spätnou lomkou (\\) neprijímame. Napíš ju tak, ako ju bežne používaš, napríklad jana.novakova@gmail.com.' },
      crossSite: { title: 'Prihlásenie neprišlo z našej stránky', text: 'Na odber noviniek sa dá prihlásiť iba formulárom na našej stránke. Ak si chceš novinky odoberať, prihlás sa na stránke Kontakt.' },
      tooMany: { title: 'Príliš veľa pokusov', text: 'Z tejto adresy prišlo priveľa prihlášok. Skús to znova o chvíľu.' },
      home: 'Na úvodnú stránku',
      back: 'Späť na kontakt',
    },
  },
  adminMails: {
    footer: 'Tieto upozornenia vypneš v administrácii v časti Nastavenia → E-maily pre správcu.',
    fields: { from: 'Od', phone: 'Telefón', subject: 'Predmet' },
    newMessage: {
      subject: (topic, name) => `Nová správa z webu: ${topic} – ${name}`,
      intro: (product) => `Na webe ${product} prišla nová správa.`,
      reply: 'Odpovedať môžeš priamo na tento e-mail; správa je aj v administrácii',
    },
    takedown: {
      subject: (name) => `Naliehavé: žiadosť o odstránenie fotografie – ${name}`,
      intro: (product) => `Na webe ${product} niekto žiada odstrániť fotografiu. Vybav to čo najskôr: kým je fotografia zverejnená, môže porušovať jeho práva.`,
      photo: (title, album) => `Fotografia: „${title}“, album ${album}`,
      onSite: 'Na webe',
      hide: 'Fotografiu skryješ jedným klikom pri správe v administrácii',
    },
    feedbackDigest: {
      subject: (count) => `Hodnotenia na schválenie: ${count}`,
      intro: (product, count) => {
        const waiting = count === 1 ? '1 hodnotenie čaká na schválenie' : count < 5 ? `${count} hodnotenia čakajú na schválenie` : `${count} hodnotení čaká na schválenie`;
        return `Na webe ${product}: ${waiting}. Kým ich neschváliš, na webe sa neukážu.`;
      },
      noRating: 'bez hodnotenia',
      quote: (comment) => `„${comment}“`,
      approve: 'Schváliš ich v administrácii',
    },
  },
  calendar: { calendar: 'Stretnutia workshopov', cancelled: 'ZRUŠENÉ', moved: 'PRESUNUTÉ', description: 'Termíny stretnutí workshopov projektu' },
  reachReport: {
    title: 'Dosah stránky',
    from: 'Od',
    to: 'Do',
    period: 'Obdobie',
    periods: { day: 'deň', week: 'týždeň', month: 'mesiac' },
    series: ['Začiatok obdobia', 'Koniec obdobia', 'Zobrazenia stránok', 'Unikátni návštevníci (súčet denných)', 'Stiahnutia', 'Noví odberatelia', 'Odberatelia na konci obdobia'],
    total: 'Spolu',
    pages: 'Najčítanejšie stránky',
    downloads: 'Najsťahovanejšie súbory',
    ranked: ['Adresa', 'Názov', 'Po slovensky', 'Po anglicky', 'Spolu'],
    referrers: 'Odkiaľ návštevníci prišli',
    workshops: 'Stránka Workshopy: odkiaľ návštevníci prišli',
    referrer: ['Stránka', 'Zobrazenia'],
    workshopViews: 'Zobrazenia stránky Workshopy',
  },
  contactForm: {
    sent: { title: 'Správa je odoslaná', text: 'Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.' },
    invalid: {
      title: 'Správu sme neodoslali',
      text: 'Skontroluj, prosím, tieto polia a pošli správu znova (tlačidlom Späť v prehliadači sa vrátiš k vyplnenému formuláru):',
      fields: {
        name: 'Meno: napíš svoje meno.',
        email: 'Email: zadaj platnú e-mailovú adresu.',
        phone: 'Telefón: iba číslice, medzery a znak +.',
        subject: 'Predmet správy: vyber predmet zo zoznamu.',
        message: 'Správa: napíš nám správu.',
      },
    },
    kept: 'Tvoja správa (nič sa nestratilo, môžeš si ju skopírovať):',
    crossSite: { title: 'Správu sme neodoslali', text: 'Formulár sa dá odoslať iba z našej stránky. Otvor stránku Kontakt a pošli správu odtiaľ.' },
    tooMany: { title: 'Priveľa správ naraz', text: 'Z tohto zariadenia prišlo priveľa správ za krátky čas. Skús to, prosím, o chvíľu znova.' },
    back: 'Späť na stránku Kontakt',
    home: 'Na úvodnú stránku',
  },
};
