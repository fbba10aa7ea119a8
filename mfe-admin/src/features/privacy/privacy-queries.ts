// What an erasure of a person's data refreshes: the lists that hold e-mail addresses and names.
import { useRefreshLists } from '../../lib/panel-lists';

export function usePrivacyChanges() {
  const refresh = useRefreshLists();
  return {
    /** Erased records leave the feedback, the contact messages and the newsletter's subscribers. */
    afterErase: () => refresh('feedback', 'contact', 'newsletter'),
  };
}
