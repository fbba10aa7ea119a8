// The API's texts in English, the same shape as sk.ts (ApiTexts in api-texts.ts).
import { NEWSLETTER_RULES, RETENTION_DEFAULTS } from '@softskills/domain';
import type { ApiTexts } from './api-texts';

const UNCONFIRMED_DAYS = RETENTION_DEFAULTS.unconfirmedNewsletterDays;

export const EN: ApiTexts = {
  newsletter: {
    confirmMail: {
      subject: 'Confirm your newsletter subscription',
      greeting: 'Hi,',
      text: 'someone (we hope it was you) asked for the project news at this e-mail address. Confirm the subscription with the button:',
      button: 'Confirm subscription',
      expires: `The link works for ${NEWSLETTER_RULES.confirmLinkHours} hours and only once.`,
      ignore: `If you did not ask for it, ignore this e-mail. Unconfirmed addresses are erased within ${UNCONFIRMED_DAYS} days.`,
    },
    alreadyMail: {
      subject: 'You already receive the news',
      greeting: 'Hi,',
      text: 'someone (we hope it was you) wanted to sign this address up for the project news. This address already receives them, so there is nothing to confirm.',
      switchText: 'We send you the news in Slovak now. If you want them in English, press the button:',
      switchButton: 'Send me the news in English',
      ignore: 'If you did not ask for anything, ignore this e-mail: nothing changes.',
    },
    footer: {
      why: 'You receive this e-mail because this address was signed up for the project news.',
      unsubscribe: 'Unsubscribe',
    },
    pages: {
      confirmAsk: { title: 'Confirm the subscription?', text: 'One more step: confirm that you want the project news at this e-mail address.', button: 'Confirm subscription' },
      confirmed: { title: 'Subscription confirmed', text: 'Thank you! We will send the project news to your e-mail. You can leave with one click in every e-mail.' },
      alreadyConfirmed: { title: 'Already confirmed', text: 'This address already receives the news. There is nothing more to do.' },
      invalidLink: { title: 'This link is not valid', text: 'The link has expired or we do not know it. You can ask for a new confirmation e-mail.' },
      askAgain: 'Subscribe again',
      unsubscribeAsk: { title: 'Unsubscribe?', text: 'After unsubscribing you will not receive the project news any more.', button: 'Unsubscribe' },
      unsubscribed: { title: 'You are unsubscribed', text: 'We will not send you the project news any more. Your e-mail address has been erased.' },
      unsubscribeInvalid: {
        title: 'This unsubscribe link does not work',
        text: 'The link is incomplete or no longer valid. You can leave with the link in the latest news e-mail, or write to us and we will remove your address.',
        writeUs: 'Send us an e-mail',
        contact: 'Write to us with the contact form',
      },
      languageAsk: { title: 'Receive the news in English?', text: 'We will send you the next news e-mails in English.', button: 'Send them in English' },
      languageChanged: { title: 'Language changed', text: 'We will send you the next news e-mails in English.' },
      subscribeAnswer: { title: 'Check your inbox', text: 'If the address is right, an e-mail is on its way: it has a link to confirm a new subscription, or tells you that you already receive the news. A new subscription starts once you confirm it.' },
      subscribeInvalid: { title: 'Please check your entry', text: 'Enter a valid e-mail address and agree to receive the news.' },
      subscribeQuoted: { title: 'Write the address without quotation marks', text: 'We do not accept e-mail addresses with quotation marks (") or a backslash (\\). Write it the way you usually do, for example jane.smith@gmail.com.' },
      crossSite: { title: 'This subscription did not come from our site', text: 'You can only subscribe with the form on our site. If you want the news, subscribe on the Contact page.' },
      tooMany: { title: 'Too many attempts', text: 'Too many subscriptions came from your address. Please try again in a while.' },
      home: 'Home page',
      back: 'Back to contact',
    },
  },
  adminMails: {
    footer: 'You turn these notifications off in the admin panel under Settings → E-mails for the administrator.',
    fields: { from: 'From', phone: 'Phone', subject: 'Subject' },
    newMessage: {
      subject: (topic, name) => `New message from the site: ${topic} – ${name}`,
      intro: (product) => `A new message arrived on the ${product} site.`,
      reply: 'You can reply straight to this e-mail; the message is also in the admin panel',
    },
    takedown: {
      subject: (name) => `Urgent: request to remove a photo – ${name}`,
      intro: (product) => `Someone asks to remove a photo on the ${product} site. Handle it as soon as you can: while the photo is published, it may infringe their rights.`,
      photo: (title, album) => `Photo: “${title}”, album ${album}`,
      onSite: 'On the site',
      hide: 'You hide the photo with one click at the message in the admin panel',
    },
    feedbackDigest: {
      subject: (count) => `Feedback to approve: ${count}`,
      intro: (product, count) => {
        const waiting = count === 1 ? '1 piece of feedback awaits approval' : `${count} pieces of feedback await approval`;
        return `On the ${product} site: ${waiting}. Until you approve them, they do not show on the site.`;
      },
      noRating: 'no rating',
      quote: (comment) => `“${comment}”`,
      approve: 'You approve them in the admin panel',
    },
  },
  calendar: { calendar: 'Workshop meetings', cancelled: 'CANCELLED', moved: 'MOVED', description: 'Meeting dates of the workshops of the project' },
  reachReport: {
    title: 'Reach of the site',
    from: 'From',
    to: 'To',
    period: 'Period',
    periods: { day: 'day', week: 'week', month: 'month' },
    series: ['Period start', 'Period end', 'Page views', 'Unique visitors (sum of daily)', 'Downloads', 'New subscribers', 'Subscribers at period end'],
    total: 'Total',
    pages: 'Most read pages',
    downloads: 'Most downloaded files',
    ranked: ['Address', 'Title', 'In Slovak', 'In English', 'Total'],
    referrers: 'Where visitors came from',
    workshops: 'Workshops page: where visitors came from',
    referrer: ['Site', 'Views'],
    workshopViews: 'Views of the Workshops page',
  },
  contactForm: {
    sent: { title: 'Your message is sent', text: 'Your message was sent! We will get back to you as soon as we can.' },
    invalid: {
      title: 'Your message was not sent',
      text: "Please check these fields and send the message again (your browser's Back button returns to the filled-in form):",
      fields: {
        name: 'Name: write your name.',
        email: 'Email: enter a valid e-mail address.',
        phone: 'Phone: digits, spaces and + only.',
        subject: 'Subject: choose a subject from the list.',
        message: 'Message: write us a message.',
      },
    },
    kept: 'Your message (nothing is lost; you can copy it):',
    crossSite: { title: 'Your message was not sent', text: 'The form can only be sent from our own page. Open the Contact page and send your message from there.' },
    tooMany: { title: 'Too many messages at once', text: 'Too many messages came from this device in a short time. Please try again in a moment.' },
    back: 'Back to the Contact page',
    home: 'To the home page',
  },
};
