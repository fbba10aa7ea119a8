// Spec 2.6: name and tagline, three social buttons, quick links, contact, place of
// implementation, the EU and programme logos, the co-financing statement, © and EU values.
import { Building2, Calendar, Mail, MapPin, Phone, Users } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation } from 'shared-ui/router';
import { EmailLink } from 'shared-ui/components/email-link';
import { LanguageLink } from 'shared-ui/components/language-link';
import { IconButton } from 'shared-ui/components/icon-button';
import { SocialIcon } from 'shared-ui/components/social-icon';
import { LOCALE_QUERY_PARAMETER, PUBLIC_PAGE_PATHS, copyrightYears, productNameIn, siteDetailsIn, type SiteContent } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { usePageLocale } from '../../hooks/use-page-locale';
import { addShellTexts } from '../../i18n/init-i18n';
import { footerSk } from '../../i18n/sk-footer';
import './footer.css';

addShellTexts({ footer: footerSk });

// Every public page but Home (the logo leads there); the feedback page is in no menu, so the footer
// is its way in.
const QUICK_LINKS = [
  { key: 'nav.about', to: PUBLIC_PAGE_PATHS.about },
  { key: 'nav.workshops', to: PUBLIC_PAGE_PATHS.workshops },
  { key: 'nav.materials', to: PUBLIC_PAGE_PATHS.materials },
  { key: 'nav.gallery', to: PUBLIC_PAGE_PATHS.gallery },
  { key: 'nav.interactive_tools', to: PUBLIC_PAGE_PATHS.interactiveTools },
  { key: 'nav.contact', to: PUBLIC_PAGE_PATHS.contact },
  { key: 'nav.feedback', to: PUBLIC_PAGE_PATHS.feedback },
  { key: 'nav.privacy', to: PUBLIC_PAGE_PATHS.privacy },
] as const;

/** The programme's partner entry (its logo beside the EU's); the second partner when none is marked. */
const programmeOf = (site: SiteContent) => site.partners.find((partner) => partner.logo.includes('esc')) ?? site.partners[1] ?? null;

/**
 * The same page in the other language, as a plain link: it works without JavaScript, and it is the
 * address search engines find the other language under.
 */
function OtherLanguageLink() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const other = usePageLocale() === 'sk' ? 'en' : 'sk';
  return (
    <a href={`${pathname}?${LOCALE_QUERY_PARAMETER}=${other}`} hrefLang={other} lang={other}>
      {t('footer.otherLanguage')}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const site = useSiteContent();
  const locale = usePageLocale();
  const product = productNameIn(site, locale);
  const details = siteDetailsIn(locale, site);
  const programme = programmeOf(site);
  return (
    <footer className="sh-footer">
      <div className="sh-footer__grid">
        <section className="sh-footer__brand" aria-labelledby="footer-product">
          <h2 id="footer-product" className="sh-footer__product" lang={product.lang}>{product.text}</h2>
          <p className="sh-footer__tagline">{t('footer.tagline')}</p>
          {/* Only the profiles the operator configured. */}
          {site.social.length > 0 && (
            <ul className="sh-footer__social" aria-label={t('footer.social')}>
              {site.social.map(({ network, label, url }) => (
                <li key={`${network} ${url}`}>
                  <IconButton href={url} variant="outlined" label={t('footer.socialLink', { network: label })} icon={<SocialIcon network={network} />} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav className="sh-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="sh-footer__heading">{t('footer.quickLinks')}</h2>
          <ul className="sh-footer__links">
            {QUICK_LINKS.map(({ key, to }) => (
              <li key={to}>
                <LanguageLink to={to}>{t(key)}</LanguageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="sh-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="sh-footer__heading">{t('footer.contact')}</h2>
          <ul className="sh-footer__facts">
            <li><Mail aria-hidden="true" /><span><span className="ui-visually-hidden">{t('footer.email')}: </span><EmailLink address={site.email} /></span></li>
            <li><Users aria-hidden="true" /><span><span className="ui-visually-hidden">{t('footer.organisation')}: </span>{details.organisation}</span></li>
            <li><Phone aria-hidden="true" /><span><span className="ui-visually-hidden">{t('footer.phone')}: </span><a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a></span></li>
          </ul>
        </section>
        <section className="sh-footer__column" aria-labelledby="footer-place">
          <h2 id="footer-place" className="sh-footer__heading">{t('footer.place')}</h2>
          <ul className="sh-footer__facts">
            <li><Building2 aria-hidden="true" /><span>{details.school}</span></li>
            <li><MapPin aria-hidden="true" /><span>{site.town}</span></li>
            <li><Calendar aria-hidden="true" /><span>{t('footer.duration')}</span></li>
          </ul>
        </section>
      </div>
      <div className="sh-footer__funding">
        <figure className="sh-footer__logo-card">
          <img src="/eu-logo.png" alt={t('footer.euLogoAlt')} width={120} height={80} loading="lazy" decoding="async" />
          <figcaption>{t('footer.euLogo')}</figcaption>
        </figure>
        {programme && (
          <figure className="sh-footer__logo-card">
            <img src={programme.logo} alt="" width={120} height={80} loading="lazy" decoding="async" />
            <figcaption>{locale === 'en' ? programme.nameEn : programme.name}</figcaption>
          </figure>
        )}
        <p className="sh-footer__cofunded">{t('footer.coFunded')}</p>
      </div>
      <div className="sh-footer__bottom">
        <p>{t('footer.copyright', { year: copyrightYears(new Date()), product: product.text })}</p>
        <p>{t('footer.euValues')}</p>
        <p>
          <OtherLanguageLink />
        </p>
      </div>
    </footer>
  );
}
