import { useFeedbackChanges, useFeedbackList } from '../feedback-queries';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

/** The feedback list is always loaded: the navigation's badge counts what waits for approval. */
export function FeedbackTab() {
  const feedback = useFeedbackList().data ?? [];
  const changes = useFeedbackChanges();
  return (
    <div className="adm-stack">
      <FeedbackForm onAdded={changes.afterSave} />
      <FeedbackList feedback={feedback} afterSave={changes.afterSave} afterDelete={changes.afterDelete} />
    </div>
  );
}
