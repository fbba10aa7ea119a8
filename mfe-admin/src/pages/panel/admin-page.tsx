// Exposed as mfe_admin/Admin (route /admin): the top bar and the six tabs of spec 2.17, all
// lists loaded on open and reloaded after every change.
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { Spinner } from 'shared-ui/components/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/components/tabs';
// The shared sheet before any feature's own, the cascade order of the single sheet it was split from.
import '../../styles/admin.css';
import { AlbumsTab } from '../../features/albums/components/albums-tab';
import { BackupsTab } from '../../features/backups/components/backups-tab';
import { ContactTab } from '../../features/contact/components/contact-tab';
import { FeedbackTab } from '../../features/feedback/components/feedback-tab';
import { GalleryTab } from '../../features/gallery-upload/components/gallery-tab';
import { MaterialsTab } from '../../features/materials/components/materials-tab';
import { MeetingsTab } from '../../features/meetings/components/meetings-tab';
import { NewsletterTab } from '../../features/newsletter/components/newsletter-tab';
import { PrivacyTab } from '../../features/privacy/components/privacy-tab';
import { SessionDialogs } from '../../features/session/components/session-dialogs';
import { useAdminSession } from '../../features/session/use-admin-session';
import { ToolsTab } from '../../features/tools/components/tools-tab';
import { useAdminTexts } from '../../hooks/use-admin-texts';
import { useWarnBeforeUnload } from '../../hooks/use-unsaved-input';
import { registerAdminTranslations } from '../../i18n/register';
import { AdminTopBar } from './admin-top-bar';
import { ADMIN_TABS, toAdminTab, type AdminTab } from './admin-tabs';
import { useAdminData } from './use-admin-data';
import { ClosableMessage } from '../../components/closable-message';
import { NoticeProvider } from '../../components/notices';
import './admin-page.css';

registerAdminTranslations();

/** Spec 2.17: the red count of unresolved messages; feedback waiting for approval gets an amber one. */
function TabBadge({ count, label, tone }: { count: number; label: string; tone?: 'pending' }) {
  return (
    <span className={tone ? `adm-badge adm-badge--${tone}` : 'adm-badge'}>
      <span aria-hidden="true">{count}</span>
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}

export default function AdminPage() {
  const { t } = useAdminTexts();
  const session = useAdminSession();
  const { data, loading, loadFailed, reload, showContactPage, dismissLoadFailure } = useAdminData();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toAdminTab(searchParams.get('tab'));
  // ?album= names the album whose "add photos" button opened the gallery tab.
  const requestedAlbumId = tab === 'gallery' && searchParams.get('album') ? Number(searchParams.get('album')) : null;
  // ?mailing= names the draft the dates' announcement made, which the newsletter tab opens.
  const requestedMailingId = tab === 'newsletter' && searchParams.get('mailing') ? Number(searchParams.get('mailing')) : null;
  const unresolved = data.contact.unresolved;
  const pendingFeedback = data.feedback.filter((item) => item.approved !== true).length;
  useWarnBeforeUnload();
  // On a phone the tab row scrolls sideways: the open tab (from a link, a reload, "add photos") is kept
  // in sight, also once the lists have loaded and a badge has widened it.
  useEffect(() => {
    document.querySelector('.adm-tabs__trigger[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, loading, unresolved, pendingFeedback]);

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('album');
    next.delete('mailing');
    if (value === ADMIN_TABS[0]) next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true });
  };
  const addPhotosTo = (albumId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', 'gallery');
    next.set('album', String(albumId));
    setSearchParams(next, { replace: true });
  };

  const openMailing = (mailingId: number) => {
    const next = new URLSearchParams(searchParams);
    next.delete('album');
    next.set('tab', 'newsletter');
    next.set('mailing', String(mailingId));
    setSearchParams(next, { replace: true });
  };

  const panels: Record<AdminTab, ReactNode> = {
    albums: <AlbumsTab albums={data.albums} items={data.gallery} reload={reload} onAddPhotos={addPhotosTo} />,
    gallery: <GalleryTab albums={data.albums} items={data.gallery} reload={reload} requestedAlbumId={requestedAlbumId} />,
    materials: <MaterialsTab materials={data.materials} reload={reload} />,
    tools: <ToolsTab tools={data.tools} reload={reload} />,
    meetings: <MeetingsTab meetings={data.meetings} reload={reload} onAnnounced={openMailing} />,
    feedback: <FeedbackTab feedback={data.feedback} reload={reload} />,
    contact: <ContactTab page={data.contact} reload={reload} showPage={showContactPage} />,
    newsletter: <NewsletterTab requestedMailingId={requestedMailingId} />,
    privacy: <PrivacyTab reload={reload} />,
    backups: <BackupsTab />,
  };

  return (
    <NoticeProvider>
      <div className="adm-page">
        <AdminTopBar onLogout={session.requestLogout} />
        <SessionDialogs session={session} />
        <div className="adm-page__content">
          <ClosableMessage message={loadFailed ? { severity: 'error', text: t('panel.loadError') } : null} onClose={dismissLoadFailure} />
          <Tabs value={tab} onValueChange={selectTab} className="adm-tabs">
            <TabsList aria-label={t('panel.tabsLabel')} className="adm-tabs__list">
              {ADMIN_TABS.map((name) => (
                <TabsTrigger key={name} value={name} className="adm-tabs__trigger">
                  {t(`panel.tabs.${name}`)}
                  {name === 'contact' && unresolved > 0 && <TabBadge count={unresolved} label={t('panel.unresolvedBadge', { count: unresolved })} />}
                  {name === 'feedback' && pendingFeedback > 0 && (
                    <TabBadge count={pendingFeedback} label={t('feedback.pendingCount', { count: pendingFeedback })} tone="pending" />
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {loading ? (
              <div className="adm-loading">
                <Spinner label={t('common.loading')} />
              </div>
            ) : (
              ADMIN_TABS.map((name) => (
                // Kept mounted while hidden: switching tabs must not drop what a form holds.
                <TabsContent key={name} value={name} className="adm-tabs__panel" forceMount hidden={tab !== name}>
                  {panels[name]}
                </TabsContent>
              ))
            )}
          </Tabs>
        </div>
      </div>
    </NoticeProvider>
  );
}
