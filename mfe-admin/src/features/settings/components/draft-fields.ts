// What every section of the Settings form is handed: the draft, how to change it, and each field's
// id and error by its path in the details ("phone", "partners[1].logo").
import type { DataController, SiteContent } from 'shared-ui/domain';

export interface DraftFields {
  draft: SiteContent;
  set: <Key extends keyof SiteContent>(key: Key, value: SiteContent[Key]) => void;
  setPrivacy: <Key extends keyof DataController>(key: Key, value: DataController[Key]) => void;
  /** The field's message after a failed check, in the reader's language. */
  errorOf: (path: string) => string | undefined;
  idOf: (path: string) => string;
  disabled: boolean;
}

/** "partners[1].logo" -> "settings-partners-1-logo": an element id for a field's path. */
export const fieldId = (path: string) => `settings-${path.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;
