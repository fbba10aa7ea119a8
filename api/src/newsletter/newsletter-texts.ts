// Issue 28: every text the newsletter's mails and result pages show, in Slovak and English.
import type { Locale } from 'shared-ui/domain';
import { NEWSLETTER_RULES, SITE_CONTENT } from 'shared-ui/domain';

interface PageText {
  title: string;
  text: string;
}

export interface NewsletterTexts {
  siteName: string;
  confirmMail: { subject: string; greeting: string; text: string; button: string; expires: string; ignore: string };
  footer: { why: string; unsubscribe: string };
  pages: {
    confirmed: PageText;
    alreadyConfirmed: PageText;
    invalidLink: PageText;
    askAgain: string;
    unsubscribeAsk: PageText & { button: string };
    unsubscribed: PageText;
    subscribeAnswer: PageText;
    subscribeInvalid: PageText;
    tooMany: PageText;
    mailUnavailable: PageText;
    home: string;
    back: string;
  };
}

export const NEWSLETTER_TEXTS: Record<Locale, NewsletterTexts> = {
  sk: {
    siteName: SITE_CONTENT.productName,
    confirmMail: {
      subject: 'Potvrď odber noviniek',
      greeting: 'Ahoj,',
      text: 'niekto (dúfame, že ty) požiadal o odber noviniek projektu na túto e-mailovú adresu. Odber potvrdíš kliknutím na tlačidlo:',
      button: 'Potvrdiť odber',
      expires: `Odkaz platí ${NEWSLETTER_RULES.confirmLinkHours} hodín a dá sa použiť iba raz.`,
      ignore: 'Ak si o odber nežiadal/a, tento e-mail ignoruj. Adresu bez potvrdenia vymažeme do 7 dní.',
    },
    footer: {
      why: 'Tento e-mail dostávaš, lebo bola táto adresa prihlásená na odber noviniek projektu.',
      unsubscribe: 'Odhlásiť sa z odberu',
    },
    pages: {
      confirmed: { title: 'Odber je potvrdený', text: 'Ďakujeme! Novinky projektu ti budeme posielať na tvoj e-mail. Odhlásiť sa môžeš jedným klikom v každom e-maile.' },
      alreadyConfirmed: { title: 'Odber už je potvrdený', text: 'Táto adresa už novinky odoberá. Nemusíš robiť nič ďalšie.' },
      invalidLink: { title: 'Odkaz nie je platný', text: 'Platnosť odkazu vypršala alebo ho nepoznáme. O nový potvrdzovací e-mail môžeš požiadať znova.' },
      askAgain: 'Požiadať o odber znova',
      unsubscribeAsk: { title: 'Odhlásiť sa z odberu?', text: 'Po odhlásení ti už novinky projektu nebudeme posielať.', button: 'Odhlásiť sa' },
      unsubscribed: { title: 'Si odhlásený/á', text: 'Novinky projektu ti už posielať nebudeme. Tvoju e-mailovú adresu sme vymazali.' },
      subscribeAnswer: { title: 'Skontroluj si e-mail', text: 'Ak je adresa správna, príde na ňu e-mail s odkazom na potvrdenie odberu. Odber začne až po potvrdení.' },
      subscribeInvalid: { title: 'Skontroluj zadané údaje', text: 'Zadaj platnú e-mailovú adresu a potvrď súhlas so zasielaním noviniek.' },
      tooMany: { title: 'Príliš veľa pokusov', text: 'Z tejto adresy prišlo priveľa prihlášok. Skús to znova o chvíľu.' },
      mailUnavailable: { title: 'E-mail sa nepodarilo odoslať', text: 'Potvrdzovací e-mail sa nám práve nepodarilo odoslať. Skús to prosím znova o pár minút.' },
      home: 'Na úvodnú stránku',
      back: 'Späť na kontakt',
    },
  },
  en: {
    siteName: 'Soft skills for the future',
    confirmMail: {
      subject: 'Confirm your newsletter subscription',
      greeting: 'Hi,',
      text: 'someone (we hope it was you) asked for the project news at this e-mail address. Confirm the subscription with the button:',
      button: 'Confirm subscription',
      expires: `The link works for ${NEWSLETTER_RULES.confirmLinkHours} hours and only once.`,
      ignore: 'If you did not ask for it, ignore this e-mail. Unconfirmed addresses are erased within 7 days.',
    },
    footer: {
      why: 'You receive this e-mail because this address was signed up for the project news.',
      unsubscribe: 'Unsubscribe',
    },
    pages: {
      confirmed: { title: 'Subscription confirmed', text: 'Thank you! We will send the project news to your e-mail. You can leave with one click in every e-mail.' },
      alreadyConfirmed: { title: 'Already confirmed', text: 'This address already receives the news. There is nothing more to do.' },
      invalidLink: { title: 'This link is not valid', text: 'The link has expired or we do not know it. You can ask for a new confirmation e-mail.' },
      askAgain: 'Subscribe again',
      unsubscribeAsk: { title: 'Unsubscribe?', text: 'After unsubscribing you will not receive the project news any more.', button: 'Unsubscribe' },
      unsubscribed: { title: 'You are unsubscribed', text: 'We will not send you the project news any more. Your e-mail address has been erased.' },
      subscribeAnswer: { title: 'Check your inbox', text: 'If the address is right, an e-mail with a confirmation link is on its way. The subscription starts once you confirm it.' },
      subscribeInvalid: { title: 'Please check your entry', text: 'Enter a valid e-mail address and agree to receive the news.' },
      tooMany: { title: 'Too many attempts', text: 'Too many subscriptions came from your address. Please try again in a while.' },
      mailUnavailable: { title: 'The e-mail could not be sent', text: 'We could not send the confirmation e-mail just now. Please try again in a few minutes.' },
      home: 'Home page',
      back: 'Back to contact',
    },
  },
};
