import { cleanup, screen } from '@testing-library/react';
import { i18n } from 'shared-ui/i18n/core';
import type { RetentionPeriods } from 'shared-ui/domain';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import * as privacyPage from '../privacy-page';

/** Periods unlike the defaults (12/24 months, 90/30/7 days), as an operator's RETENTION_* set them. */
const OPERATOR_PERIODS: RetentionPeriods = {
  resolvedContactMonths: 6,
  unresolvedContactMonths: 3,
  unapprovedFeedbackDays: 60,
  approvedFeedbackEmailDays: 1,
  unconfirmedNewsletterDays: 7,
  activityDays: 200,
  nightlyBackupsKept: 5,
};

const howLong = (purpose: string) => screen.getByRole('region', { name: purpose }).querySelector('dl > div:nth-child(3) dd')?.textContent;

describe('the privacy page’s retention periods', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('sk');
  });

  it('states the periods the API enforces, each with its unit in the right Slovak form', async () => {
    const reads = publicReadsStub({ retention: async () => OPERATOR_PERIODS });
    await renderPage(privacyPage, { reads });
    expect(reads.retention).toHaveBeenCalledTimes(1);
    expect(howLong('Kontaktný formulár')).toBe('Vybavenú správu vymažeme 6 mesiacov po jej vybavení, nevybavenú najneskôr 3 mesiace po doručení.');
    expect(howLong('Hodnotenie workshopu')).toMatch(/^Neschválené hodnotenie vymažeme 60 dní po odoslaní\. Pri schválenom vymažeme e-mail 1 deň po schválení;/);
    expect(howLong('Novinky e-mailom')).toMatch(/^Nepotvrdenú adresu vymažeme 7 dní po prihlásení,/);
    expect(screen.queryByText(/12 mesiacov|24 mesiacov|90 dní|30 dní/)).toBeNull();
  });

  it('says what the server logs keep and how long erased data lives in the backups', async () => {
    await renderPage(privacyPage, { reads: publicReadsStub({ retention: async () => OPERATOR_PERIODS }) });
    const records = screen.getByRole('region', { name: 'Záznamy servera a zálohy' });
    expect(records).toHaveTextContent('IP adresu so skrytou poslednou časťou');
    expect(records).toHaveTextContent('Uchováva sa posledných 5 nočných záloh, takže údaj, ktorý vymažeme (aj na tvoju žiadosť), zo záloh zmizne najneskôr do 5 dní.');
    expect(records).toHaveTextContent('Každé prihlásenie do správy webu, aj neúspešný pokus, sa zapíše s časom a IP adresou so skrytou poslednou časťou');
    expect(records).toHaveTextContent('Záznam sa uchováva 200 dní, potom sa vymaže.');
  });

  it('states them in English too', async () => {
    await i18n.changeLanguage('en');
    await renderPage(privacyPage, { reads: publicReadsStub({ retention: async () => OPERATOR_PERIODS }), locale: 'en' });
    expect(howLong('Contact form')).toBe('A resolved message is erased 6 months after it was resolved, an unresolved one at the latest 3 months after it arrived.');
    expect(howLong('Workshop feedback')).toMatch(/erased 60 days after it was sent\. For approved feedback the e-mail is erased 1 day after approval;/);
  });

  it('says the periods could not be loaded rather than stating defaults the API may not apply', async () => {
    await renderPage(privacyPage, { reads: publicReadsStub({ retention: async () => Promise.reject(new Error('API down')) }) });
    expect(howLong('Kontaktný formulár')).toBe('Lehotu sa práve nepodarilo načítať. Načítaj stránku znova o chvíľu.');
    // The purpose with no period of its own keeps its sentence.
    expect(howLong('Fotografie v galérii')).toBe('Kým súhlas neodvoláš; potom fotografiu zo stránky odstránime.');
  });

  it('names the controller the site configured and drops the "to be confirmed" line once the school confirmed', async () => {
    await renderPage(privacyPage, { reads: publicReadsStub({ retention: async () => OPERATOR_PERIODS }) });
    const mailLinks = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(mailLinks).toContain('mailto:gdpr@skola-test.sk');
    expect(mailLinks).toContain('mailto:riaditel@skola-test.sk');
    expect(screen.queryByText('Tieto údaje ešte musí potvrdiť škola.')).toBeNull();
    cleanup();
    await renderPage(privacyPage, {
      reads: publicReadsStub({ retention: async () => OPERATOR_PERIODS }),
      site: { ...TEST_SITE_DETAILS, privacy: { ...TEST_SITE_DETAILS.privacy, confirmedBySchool: false } },
    });
    expect(screen.getByText('Tieto údaje ešte musí potvrdiť škola.')).toBeVisible();
  });
});
