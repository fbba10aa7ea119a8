import { MailPlus } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { TextField } from 'shared-ui/components/text-field';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, NEWSLETTER_PRIVACY_ANCHOR, newsletterAddressProblem, PRIVACY_PATH, RETENTION_DEFAULTS } from 'shared-ui/domain';
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useTranslation } from 'shared-ui/i18n/react';
import { SpamTrapField } from './spam-trap-field';
import { SubmissionMessage } from './submission-message';
import { asText, usePublicForm } from '../hooks/use-public-form';
import { PUBLIC_NAMESPACE } from '../i18n/register';
import './newsletter-signup.css';

/** Where the privacy information the consent sentence links to lives. */
const PRIVACY_PAGE_SECTION = `${PRIVACY_PATH}#pub-privacy-newsletter`;

interface NewsletterValues {
  email: string;
  /** The mails' language; null until chosen: the page's language. */
  language: Locale | null;
  consent: boolean;
}
type NewsletterField = keyof NewsletterValues;

const EMPTY_NEWSLETTER: NewsletterValues = { email: '', language: null, consent: false };
const FIELD_ORDER: readonly NewsletterField[] = ['email', 'language', 'consent'];

const ADDRESS_ERRORS = { quoted: 'emailQuoted', invalid: 'emailError' } as const;

function validateNewsletter(values: NewsletterValues): Partial<Record<NewsletterField, string>> {
  const problem = newsletterAddressProblem(values.email);
  return {
    ...(problem ? { email: ADDRESS_ERRORS[problem] } : {}),
    ...(values.consent ? {} : { consent: 'consentError' }),
  };
}

const asLocale = (entry: string): Locale | null => (LOCALES.includes(entry as Locale) ? (entry as Locale) : null);

interface NewsletterSignupProps {
  /** Starts the id of every field, unique on the page (the contact page keeps `pub-newsletter`). */
  idPrefix?: string;
  /** The heading's id, which the surrounding section may name itself by. */
  titleId?: string;
  headingLevel?: 2 | 3;
  /**
   * 'inline': the privacy text is part of the form (the contact page); 'page': the consent links to
   * the newsletter section of the privacy page (beside the workshop dates).
   */
  privacy?: 'inline' | 'page';
}

/**
 * Subscribe to the project news, on the contact page and beside the workshop dates. A real form:
 * without JavaScript the browser posts it and the API answers with a page; with JavaScript it is
 * sent as JSON and answered here, and what was typed before the page woke is kept like any public
 * form's. The answer is the same for every address ("check your inbox"); the confirmation mail does the rest.
 */
export function NewsletterSignup({ idPrefix = 'pub-newsletter', titleId = 'pub-contact-newsletter-title', headingLevel = 2, privacy = 'inline' }: NewsletterSignupProps) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const pageLanguage: Locale = i18n.language === 'en' ? 'en' : 'sk';
  const inPageLanguage = useLanguageLink();
  const ids = { email: `${idPrefix}-email`, language: `${idPrefix}-language`, consent: `${idPrefix}-consent`, consentError: `${idPrefix}-consent-error`, trap: `${idPrefix}-website` };
  const fieldId = (field: NewsletterField) => ids[field];
  const { values, set, errors, submitReadiness, onSubmit, status, dismiss, retryAfterSeconds, honeypotRef } = usePublicForm<NewsletterValues, NewsletterField>({
    initial: EMPTY_NEWSLETTER,
    empty: EMPTY_NEWSLETTER,
    validate: validateNewsletter,
    fieldOrder: FIELD_ORDER,
    fieldId,
    early: { email: asText, language: asLocale, consent: (entry) => entry !== '' },
    postsWithoutScript: true,
  });
  const chosen = values.language ?? pageLanguage;
  const emailError = errors.email ? t(`contact.newsletter.${errors.email}`) : undefined;
  const consentError = errors.consent ? t(`contact.newsletter.${errors.consent}`) : undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const send = onSubmit((api, sent, trap) =>
    api.subscribeNewsletter({ email: sent.email.trim(), language: sent.language ?? pageLanguage, consentVersion: NEWSLETTER_CONSENT.version, ...trap }),
  );

  return (
    <form className="pub-newsletter" method="post" action="/api/newsletter/subscribe" onSubmit={send} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} className="pub-newsletter__title">{t('contact.newsletter.title')}</Heading>
      <p className="pub-card-text">{t('contact.newsletter.text')}</p>
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label={t('contact.newsletter.email')}
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        required
        autoComplete="email"
        maxLength={254}
        error={emailError}
      />
      <fieldset id={ids.language} className="pub-newsletter__languages">
        <legend>{t('contact.newsletter.language')}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="pub-newsletter__choice">
            <input type="radio" name="language" value={locale} checked={chosen === locale} onChange={() => set('language', locale)} />
            <span lang={locale}>{t(`contact.newsletter.languages.${locale}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="pub-newsletter__consent">
        <label className="pub-newsletter__choice">
          <input
            id={ids.consent}
            type="checkbox"
            name="consent"
            value="on"
            required
            checked={values.consent}
            onChange={(event) => set('consent', event.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? ids.consentError : undefined}
          />
          <span>
            {NEWSLETTER_CONSENT.text[pageLanguage]} <a href={privacy === 'inline' ? `#${NEWSLETTER_PRIVACY_ANCHOR}` : inPageLanguage(PRIVACY_PAGE_SECTION)}>{t('contact.newsletter.privacyLink')}</a>
          </span>
        </label>
        {consentError && (
          <p id={ids.consentError} className="pub-newsletter__error">
            {consentError}
          </p>
        )}
      </div>
      <input type="hidden" name="consentVersion" value={NEWSLETTER_CONSENT.version} />
      <SpamTrapField id={ids.trap} label={t('common.spamTrap')} inputRef={honeypotRef} />
      <div>
        <Button type="submit" startIcon={<MailPlus />} loading={status === 'sending'} {...submitReadiness()}>
          {status === 'sending' ? t('common.sending') : t('contact.newsletter.submit')}
        </Button>
      </div>
      <SubmissionMessage
        status={status}
        retryAfterSeconds={retryAfterSeconds}
        successText={t('contact.newsletter.success')}
        failureText={t('contact.newsletter.failure')}
        onDismiss={dismiss}
      />
      {privacy === 'inline' ? (
        <div id={NEWSLETTER_PRIVACY_ANCHOR} className="pub-newsletter__privacy" tabIndex={-1}>
          <h3>{t('contact.newsletter.privacyTitle')}</h3>
          <p className="pub-card-text">{t('contact.newsletter.privacyText', { days: RETENTION_DEFAULTS.unconfirmedNewsletterDays })}</p>
        </div>
      ) : null}
    </form>
  );
}
