// Who a mailing went to, a page at a time: each address (or that it was erased), how its delivery
// went and in how many attempts.
import type { MailingRecipientPage } from 'shared-ui/domain';
import { Pager } from '../../../components/pager';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

export function MailingRecipients({ page, onPageChange }: { page: MailingRecipientPage; onPageChange: (page: number) => void }) {
  const { t } = useAdminTexts();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className="adm-newsletter__recipients">
      <table>
        <caption>{t('newsletter.recipientsCaption', { count: page.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('newsletter.recipient')}</th>
            <th scope="col">{t('newsletter.deliveryState')}</th>
            <th scope="col">{t('newsletter.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item) => (
            <tr key={item.subscriberId}>
              <td>{item.email ?? t('newsletter.erasedAddress')}</td>
              <td>
                {t(`newsletter.delivery.${item.state}`)}
                {item.lastError && <span className="adm-card__meta"> {item.lastError}</span>}
              </td>
              <td>{item.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page.page}
        pages={pages}
        label={t('newsletter.recipientPages')}
        previousLabel={t('contact.previousPage')}
        nextLabel={t('contact.nextPage')}
        status={t('contact.pageOf', { page: page.page, pages })}
        onChange={onPageChange}
      />
    </div>
  );
}
