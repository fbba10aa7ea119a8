// The admin's texts for the Slovak values the API stores, looked up by shared-ui's stable keys;
// a value this version does not know (older data) is shown as stored.
import { contactSubjectKey, workshopLabelKey } from 'shared-ui/domain';

type Translate = (key: string) => string;

export function workshopText(t: Translate, name: string): string {
  const key = workshopLabelKey(name);
  return key ? t(`workshops.${key}`) : name;
}

export function contactSubjectText(t: Translate, subject: string): string {
  const key = contactSubjectKey(subject);
  return key ? t(`subjects.${key}`) : subject;
}
