import { CONTACT_SUBJECTS, type ContactSubject } from 'shared-ui/domain';
import { isEmail } from '../../lib/email';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Digits, spaces, brackets, slashes, dashes and a leading +, at least 6 digits. */
const PHONE = /^\+?[\d\s()/-]{6,}$/;

/** Spec 5: every field is required except the phone of the translation texts, which is optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'nameError';
  if (!isEmail(values.email)) errors.email = 'emailError';
  if (values.phone.trim() && !PHONE.test(values.phone.trim())) errors.phone = 'phoneError';
  if (!CONTACT_SUBJECTS.includes(values.subject as ContactSubject)) errors.subject = 'subjectError';
  if (!values.message.trim()) errors.message = 'messageError';
  return errors;
}
