// One page's texts: the form in both languages, then save the draft, preview it on the real page,
// publish it (both languages at once) or discard it; below, the history of its versions.
import { ArrowLeft, Eye, Save, Send, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-ui/api/basics';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { SwitchField } from 'shared-ui/components/switch-field';
import { PAGE_TEXT_SPECS, type PageTextsPage } from 'shared-ui/page-texts';
import { useNotify } from '../../../components/notices';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { usePageTextsChanges, type PageTextsForEditing } from '../page-texts-queries';
import { useDocumentEditor } from '../use-document-editor';
import { FieldsEditor, needsEnglish } from './fields-editor';
import { PreviewDialog } from './preview-dialog';
import { RevisionsPanel } from './revisions-panel';

const PLACEHOLDER_NAMES = { product: '{{product}}', school: '{{school}}', town: '{{town}}', email: '{{email}}', phone: '{{phone}}', code: '{{code}}' };

/** What a refused save says: the API's list of problems, or a general failure. */
function problemsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = error.body?.message;
  return Array.isArray(message) ? message.map(String) : [String(message ?? '')];
}

export function PageEditor({ page, stored, onBack, focusOnOpen }: { page: PageTextsPage; stored: PageTextsForEditing; onBack: () => void; focusOnOpen: boolean }) {
  const { t, formatDate } = useAdminTexts();
  const notify = useNotify();
  const changes = usePageTextsChanges(page);
  const { document, dirty, editor, announcement } = useDocumentEditor(page, stored.draft ?? stored.published);
  const [onlyNeedingEnglish, setOnlyNeedingEnglish] = useState(false);
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string[] | 'failed' | null>(null);
  const name = t(`pageTexts.pages.${page}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the keyboard and a screen reader start at the page's heading.
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  const busy = changes.saveDraft.isPending || changes.publish.isPending || changes.discardDraft.isPending;

  /** Stores the form as the draft when it holds changes; false (and the problems shown) when refused. */
  const saveIfChanged = async (): Promise<boolean> => {
    setFailure(null);
    if (!dirty && stored.draft) return true;
    try {
      await changes.saveDraft.mutateAsync(document);
      return true;
    } catch (error) {
      setFailure(problemsOf(error) ?? 'failed');
      return false;
    }
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done);
    } catch (error) {
      setFailure(problemsOf(error) ?? 'failed');
    }
  };

  const state = stored.draft
    ? stored.draftRestoredFrom
      ? t('pageTexts.editor.restoredState', { number: stored.draftRestoredFrom })
      : t('pageTexts.editor.draftState', { date: formatDate(stored.draftSavedAt) })
    : t('pageTexts.editor.publishedState');
  const nothingNeedsEnglish = onlyNeedingEnglish && !needsEnglish(PAGE_TEXT_SPECS[page], document);

  return (
    <div className="adm-texts-editor">
      <Button variant="text" startIcon={<ArrowLeft />} onClick={onBack}>
        {t('pageTexts.editor.back')}
      </Button>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('pageTexts.editor.heading', { page: name })}
      </h2>
      <p className="adm-texts-editor__state">{state}</p>
      <p className="adm-texts-editor__hint">{t('pageTexts.field.placeholders', PLACEHOLDER_NAMES)}</p>
      <SwitchField label={t('pageTexts.editor.onlyNeedingEnglish')} checked={onlyNeedingEnglish} onCheckedChange={setOnlyNeedingEnglish} />
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} closeLabel={t('common.close')}>
          {failure === 'failed' ? (
            t('pageTexts.editor.failed')
          ) : (
            <>
              {t('pageTexts.editor.problems')}
              <ul>
                {failure.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <form className="adm-texts-editor__form" onSubmit={(event) => { event.preventDefault(); void saveIfChanged().then((saved) => { if (saved) notify(t('pageTexts.editor.saved', { page: name })); }); }}>
        {nothingNeedsEnglish ? <p>{t('pageTexts.editor.nothingNeedsEnglish')}</p> : null}
        <FieldsEditor fields={PAGE_TEXT_SPECS[page]} value={document} path={[]} specPath="" editor={editor} onlyNeedingEnglish={onlyNeedingEnglish} />
        <div className="adm-texts-editor__actions" role="group" aria-label={t('pageTexts.editor.actions')}>
          {dirty && <p className="adm-texts-editor__unsaved">{t('pageTexts.editor.unsaved')}</p>}
          <Button type="submit" startIcon={<Save />} loading={changes.saveDraft.isPending} disabled={busy}>
            {t('pageTexts.editor.save')}
          </Button>
          <Button variant="outlined" startIcon={<Eye />} disabled={busy} onClick={() => void saveIfChanged().then((saved) => setPreviewing(saved))}>
            {t('pageTexts.editor.preview')}
          </Button>
          <Button variant="outlined" startIcon={<Send />} disabled={busy} onClick={() => setAsking('publish')}>
            {t('pageTexts.editor.publish')}
          </Button>
          {(stored.draft || dirty) && (
            <Button variant="text" startIcon={<Undo2 />} disabled={busy} onClick={() => setAsking('discard')}>
              {t('pageTexts.editor.discard')}
            </Button>
          )}
        </div>
      </form>
      <p className="ui-visually-hidden" role="status">{announcement}</p>
      <ConfirmDialog
        open={asking === 'publish'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('pageTexts.editor.publishTitle', { page: name })}
        message={t('pageTexts.editor.publishMessage')}
        confirmLabel={t('pageTexts.editor.publish')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void saveIfChanged().then(async (saved) => { if (saved) await run(() => changes.publish.mutateAsync(), t('pageTexts.editor.published', { page: name })); })}
      />
      <ConfirmDialog
        open={asking === 'discard'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('pageTexts.editor.discardTitle', { page: name })}
        message={t('pageTexts.editor.discardMessage')}
        confirmLabel={t('pageTexts.editor.discard')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => void run(() => changes.discardDraft.mutateAsync(), t('pageTexts.editor.discarded', { page: name }))}
      />
      {previewing && <PreviewDialog page={page} onClose={() => setPreviewing(false)} />}
      <RevisionsPanel page={page} current={stored.revision} />
    </div>
  );
}
