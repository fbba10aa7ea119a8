// Exposed as mfe_admin/Admin (route /admin): the top bar, the grouped navigation and the open
// section. A section is mounted when first opened and kept mounted while hidden, so switching
// sections never drops what a form holds.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { Spinner } from 'shared-ui/components/spinner';
// The shared sheet before any feature's own, the cascade order of the single sheet it was split from.
import '../../styles/admin.css';
import { ActivityLogSection } from '../../features/activity/components/activity-log-section';
import { AlbumsTab } from '../../features/albums/components/albums-tab';
import { BackupsTab } from '../../features/backups/components/backups-tab';
import { ContactTab } from '../../features/contact/components/contact-tab';
import { FeedbackTab } from '../../features/feedback/components/feedback-tab';
import { GalleryTab } from '../../features/gallery-upload/components/gallery-tab';
import { MaterialsTab } from '../../features/materials/components/materials-tab';
import { MeetingsTab } from '../../features/meetings/components/meetings-tab';
import { NewsletterTab } from '../../features/newsletter/components/newsletter-tab';
import { PageTextsSection } from '../../features/page-texts/components/page-texts-section';
import { PrivacyTab } from '../../features/privacy/components/privacy-tab';
import { ReachTab } from '../../features/reach/components/reach-tab';
import { SessionDialogs } from '../../features/session/components/session-dialogs';
import { SettingsTab } from '../../features/settings/components/settings-tab';
import { useAdminSession } from '../../features/session/use-admin-session';
import { ToolsTab } from '../../features/tools/components/tools-tab';
import { useContactPage } from '../../features/contact/contact-queries';
import { useFeedbackList } from '../../features/feedback/feedback-queries';
import { TrashTab } from '../../features/trash/components/trash-tab';
import { useAdminTexts } from '../../hooks/use-admin-texts';
import { useWarnBeforeUnload } from '../../hooks/use-unsaved-input';
import { registerAdminTranslations } from '../../i18n/register';
import { AdminNavigation } from './admin-navigation';
import { AdminTopBar } from './admin-top-bar';
import { ADMIN_TABS, sectionSearch, toAdminTab, type AdminTab } from './admin-tabs';
import { usePanelLists } from './use-panel-lists';
import { ClosableMessage } from '../../components/closable-message';
import { createAdminQueryClient } from '../../lib/query-client';
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

/** One cache for the panel's visit (kept while the route is mounted). */
const queryClient = createAdminQueryClient();

export default function AdminPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminPanel />
    </QueryClientProvider>
  );
}

function AdminPanel() {
  const { t } = useAdminTexts();
  const session = useAdminSession();
  const { loading, loadFailed, dismissLoadFailure } = usePanelLists();
  const [contactPage, setContactPage] = useState(1);
  const unresolved = useContactPage(contactPage).data?.unresolved ?? 0;
  const pendingFeedback = (useFeedbackList().data ?? []).filter((item) => item.approved !== true).length;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toAdminTab(searchParams.get('tab'));
  // ?album= names the album whose "add photos" button opened the gallery tab.
  const requestedAlbumId = tab === 'gallery' && searchParams.get('album') ? Number(searchParams.get('album')) : null;
  // ?mailing= names the draft the dates' announcement made, which the newsletter tab opens.
  const requestedMailingId = tab === 'newsletter' && searchParams.get('mailing') ? Number(searchParams.get('mailing')) : null;
  const [opened, setOpened] = useState<ReadonlySet<AdminTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const panelRef = useRef<HTMLDivElement>(null);
  useWarnBeforeUnload();

  const go = (search: URLSearchParams | string) => setSearchParams(new URLSearchParams(search), { replace: true });
  const focusOnOpen = useRef(false);
  const selectSection = (section: AdminTab) => {
    focusOnOpen.current = true;
    go(sectionSearch(section, searchParams));
  };
  // A section chosen in the navigation gives its heading the focus once it shows: a screen reader
  // reads where the administrator now is, and Tab goes on from there.
  useEffect(() => {
    if (!focusOnOpen.current || loading) return;
    focusOnOpen.current = false;
    const heading = panelRef.current?.querySelector<HTMLElement>('.adm-page__section:not([hidden]) h2');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [tab, loading]);
  const addPhotosTo = (albumId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', 'gallery');
    next.set('album', String(albumId));
    go(next);
  };
  const openMailing = (mailingId: number) => {
    const next = new URLSearchParams(searchParams);
    next.delete('album');
    next.set('tab', 'newsletter');
    next.set('mailing', String(mailingId));
    go(next);
  };

  const panels: Record<AdminTab, ReactNode> = {
    albums: <AlbumsTab shown={tab === 'albums'} onAddPhotos={addPhotosTo} />,
    gallery: <GalleryTab shown={tab === 'gallery'} requestedAlbumId={requestedAlbumId} />,
    materials: <MaterialsTab shown={tab === 'materials'} />,
    tools: <ToolsTab shown={tab === 'tools'} />,
    meetings: <MeetingsTab shown={tab === 'meetings'} onAnnounced={openMailing} />,
    feedback: <FeedbackTab />,
    contact: <ContactTab page={contactPage} onPageChange={setContactPage} />,
    newsletter: <NewsletterTab shown={tab === 'newsletter'} requestedMailingId={requestedMailingId} />,
    privacy: <PrivacyTab />,
    backups: <BackupsTab shown={tab === 'backups'} />,
    pages: <PageTextsSection />,
    settings: <SettingsTab shown={tab === 'settings'} />,
    reach: <ReachTab shown={tab === 'reach'} />,
    activity: <ActivityLogSection shown={tab === 'activity'} />,
    trash: <TrashTab shown={tab === 'trash'} />,
  };

  const badges: Partial<Record<AdminTab, ReactNode>> = {
    contact: unresolved > 0 ? <TabBadge count={unresolved} label={t('panel.unresolvedBadge', { count: unresolved })} /> : null,
    feedback: pendingFeedback > 0 ? <TabBadge count={pendingFeedback} label={t('feedback.pendingCount', { count: pendingFeedback })} tone="pending" /> : null,
  };

  return (
    <NoticeProvider>
      <div className="adm-page">
        <AdminTopBar onLogout={session.requestLogout} />
        <SessionDialogs session={session} />
        <div className="adm-page__content">
          <AdminNavigation current={tab} onSelect={selectSection} badges={badges} />
          <div className="adm-page__main" ref={panelRef}>
            <ClosableMessage message={loadFailed ? { severity: 'error', text: t('panel.loadError') } : null} onClose={dismissLoadFailure} />
            {loading ? (
              <div className="adm-loading">
                <Spinner label={t('common.loading')} />
              </div>
            ) : (
              ADMIN_TABS.filter((name) => opened.has(name)).map((name) => (
                <div key={name} className="adm-page__section" hidden={tab !== name}>
                  {panels[name]}
                </div>
              ))
            )}
          </div>
        </div>
      </div>
    </NoticeProvider>
  );
}
