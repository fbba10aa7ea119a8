import { MailPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { TextField } from 'shared-ui/components/text-field';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, NEWSLETTER_PRIVACY_ANCHOR } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { SpamTrapField } from './spam-trap-field';
import { SubmissionMessage } from './submission-message';
import { useFormSubmission } from '../hooks/use-form-submission';
import { PUBLIC_NAMESPACE } from '../i18n/register';
import './newsletter-signup.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the privacy information the consent sentence links to lives. */
const PRIVACY_PAGE_SECTION = '/ochrana-osobnych-udajov#pub-privacy-newsletter';

interface NewsletterSignupProps {
  /** Starts the id of every field, unique on the page (the contact page keeps `pub-newsletter`). */
  idPrefix?: string;
  /** The heading's id, which the surrounding section may name itself by. */
  titleId?: string;
  headingLevel?: 2 | 3;
  /**
   * 'inline': the privacy text is part of the form (the contact page); 'page': the consent links to
   * the newsletter section of the privacy page (beside the workshop dates, issue 28.1).
   */
  privacy?: 'inline' | 'page';
}

/**
 * Issue 28: subscribe to the project news, on the contact page and beside the workshop dates. A real
 * form: without JavaScript the browser posts it and the API answers with a page; with JavaScript it
 * is sent as JSON and answered here. The answer is the same for every address ("check your inbox");
 * the confirmation mail does the rest.
 */
export function NewsletterSignup({ idPrefix = 'pub-newsletter', titleId = 'pub-contact-newsletter-title', headingLevel = 2, privacy = 'inline' }: NewsletterSignupProps) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const pageLanguage: Locale = i18n.language === 'en' ? 'en' : 'sk';
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Locale | null>(null);
  const [consent, setConsent] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const { status, submit, dismiss, retryAfterSeconds, honeypotRef } = useFormSubmission();
  const chosen = language ?? pageLanguage;
  const emailError = showErrors && !EMAIL_PATTERN.test(email.trim()) ? t('contact.newsletter.emailError') : undefined;
  const consentError = showErrors && !consent ? t('contact.newsletter.consentError') : undefined;
  const ids = { email: `${idPrefix}-email`, consent: `${idPrefix}-consent`, consentError: `${idPrefix}-consent-error`, trap: `${idPrefix}-website` };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim()) || !consent) {
      setShowErrors(true);
      document.getElementById(EMAIL_PATTERN.test(email.trim()) ? ids.consent : ids.email)?.focus();
      return;
    }
    void submit(
      (api, trap) => api.subscribeNewsletter({ email: email.trim(), language: chosen, consentVersion: NEWSLETTER_CONSENT.version, ...trap }),
      () => {
        setEmail('');
        setConsent(false);
        setShowErrors(false);
      },
    );
  };

  return (
    <form className="pub-newsletter" method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} className="pub-newsletter__title">{t('contact.newsletter.title')}</Heading>
      <p className="pub-card-text">{t('contact.newsletter.text')}</p>
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label={t('contact.newsletter.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoComplete="email"
        maxLength={254}
        error={emailError}
      />
      <fieldset className="pub-newsletter__languages">
        <legend>{t('contact.newsletter.language')}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="pub-newsletter__choice">
            <input type="radio" name="language" value={locale} checked={chosen === locale} onChange={() => setLanguage(locale)} />
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
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? ids.consentError : undefined}
          />
          <span>
            {NEWSLETTER_CONSENT.text[pageLanguage]} <a href={privacy === 'inline' ? `#${NEWSLETTER_PRIVACY_ANCHOR}` : PRIVACY_PAGE_SECTION}>{t('contact.newsletter.privacyLink')}</a>
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
        <Button type="submit" startIcon={<MailPlus />} loading={status === 'sending'}>
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
          <p className="pub-card-text">{t('contact.newsletter.privacyText')}</p>
        </div>
      ) : null}
    </form>
  );
}
