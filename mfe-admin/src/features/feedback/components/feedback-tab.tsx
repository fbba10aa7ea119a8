import type { Feedback } from 'shared-ui/domain';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

export function FeedbackTab({ feedback, reload }: { feedback: Feedback[]; reload: () => Promise<void> }) {
  return (
    <div className="adm-stack">
      <FeedbackForm reload={reload} />
      <FeedbackList feedback={feedback} reload={reload} />
    </div>
  );
}
