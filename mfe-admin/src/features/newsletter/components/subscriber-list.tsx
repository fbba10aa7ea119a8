// The subscribers, a page at a time: searched by address, filtered by state, exported as CSV or
// JSON, each with its state, language, date and consent, and erased one by one.
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { TextField } from 'shared-ui/components/text-field';
import { NEWSLETTER_PAGE_SIZE, NEWSLETTER_STATES, type NewsletterState } from 'shared-ui/domain';
import type { FormMessage } from '../../../components/closable-message';
import { DeleteButton } from '../../../components/delete-button';
import { Pager } from '../../../components/pager';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { saveFile } from '../../../lib/save-file';
import { useSubscriberChanges, useSubscribers, type SubscriberQuery } from '../newsletter-queries';

export function SubscriberList({ shown, onNotice }: { shown: boolean; onNotice: (notice: FormMessage | null) => void }) {
  const { t, formatDate } = useAdminTexts();
  const [query, setQuery] = useState<SubscriberQuery>({ page: 1, search: '', state: '' });
  const [search, setSearch] = useState('');
  const subscribersQuery = useSubscribers(query, shown);
  const subscribers = subscribersQuery.data;
  const { erase } = useSubscriberChanges();
  const pages = subscribers ? Math.max(1, Math.ceil(subscribers.total / (subscribers.pageSize || NEWSLETTER_PAGE_SIZE))) : 1;

  const loadFailed = subscribersQuery.isError;
  useEffect(() => {
    if (loadFailed) onNotice({ severity: 'error', text: t('newsletter.loadFailed') });
  }, [loadFailed, onNotice, t]);

  const exportAs = async (format: 'csv' | 'json') => {
    try {
      const file = await api.exportSubscribers(format);
      saveFile(file.blob, file.filename);
      onNotice(null);
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.exportFailed') });
    }
  };

  /** Resolves to whether the subscriber was erased (the delete button says so). */
  const eraseSubscriber = async (id: number) => {
    try {
      await erase.mutateAsync(id);
      onNotice(null);
      return true;
    } catch {
      onNotice({ severity: 'error', text: t('common.deleteFailed') });
      return false;
    }
  };

  return (
    <>
      <h3>{t('newsletter.subscribersHeading')}</h3>
      <form
        className="adm-newsletter__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((current) => ({ ...current, page: 1, search }));
        }}
      >
        <TextField id="adm-newsletter-search" type="search" label={t('newsletter.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <label className="adm-newsletter__select">
          <span>{t('newsletter.stateFilter')}</span>
          <select value={query.state} onChange={(event) => setQuery((current) => ({ ...current, page: 1, state: event.target.value as NewsletterState | '' }))}>
            <option value="">{t('newsletter.allStates')}</option>
            {NEWSLETTER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`newsletter.subscriberState.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outlined">
          {t('newsletter.searchButton')}
        </Button>
        {(['csv', 'json'] as const).map((format) => (
          <Button key={format} variant="text" startIcon={<Download />} onClick={() => void exportAs(format)}>
            {t('newsletter.export', { format: format.toUpperCase() })}
          </Button>
        ))}
      </form>
      {subscribers && subscribers.items.length === 0 ? (
        <p className="adm-empty">{t('newsletter.noSubscribers')}</p>
      ) : (
        <ul className="adm-list">
          {subscribers?.items.map((subscriber) => (
            <Card as="li" padding="sm" key={subscriber.id} className="adm-row">
              <div className="adm-row__body">
                <p className="adm-card__title adm-newsletter__email">{subscriber.email ?? t('newsletter.erasedAddress')}</p>
                <p className="adm-card__meta">
                  {t(`newsletter.subscriberState.${subscriber.state}`)} · {subscriber.language.toUpperCase()} · {formatDate(subscriber.confirmedAt ?? subscriber.createdAt)}
                  {subscriber.consentVersion !== null && ` · ${t('newsletter.consent', { version: subscriber.consentVersion })}`}
                </p>
              </div>
              <div className="adm-row__actions">
                <DeleteButton kind="subscriber" itemName={subscriber.email ?? String(subscriber.id)} onDelete={() => eraseSubscriber(subscriber.id)} />
              </div>
            </Card>
          ))}
        </ul>
      )}
      <Pager
        page={query.page}
        pages={pages}
        label={t('newsletter.pages')}
        previousLabel={t('contact.previousPage')}
        nextLabel={t('contact.nextPage')}
        status={t('contact.pageOf', { page: query.page, pages })}
        onChange={(next) => setQuery((current) => ({ ...current, page: next }))}
      />
    </>
  );
}
