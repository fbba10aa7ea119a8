import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { NativeSelectField } from 'shared-ui/components/native-select-field';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECTS, PHOTO_REMOVAL_SUBJECT, type ContactSubject } from 'shared-ui/domain';
import { PrivacyNote } from '../../components/privacy-note';
import { SpamTrapField } from '../../components/spam-trap-field';
import { SubmissionMessage } from '../../components/submission-message';
import { asText, usePublicForm } from '../../hooks/use-public-form';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { EMPTY_CONTACT, validateContact, type ContactField, type ContactValues } from './contact-validation';
import type { PhotoRemovalReference } from './photo-removal';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const fieldId = (field: ContactField) => `pub-contact-${field}`;
const MESSAGE_MAX = 2000;
/** A subject from the list, or none (validation says so). */
const asSubject = (entry: string): ContactValues['subject'] => (CONTACT_SUBJECTS.includes(entry as ContactSubject) ? (entry as ContactSubject) : '');

/** A removal request starts with its subject and a sentence naming the photo. */
function startingValues(photo: PhotoRemovalReference | null, message: (photo: PhotoRemovalReference) => string): ContactValues {
  return photo ? { ...EMPTY_CONTACT, subject: PHOTO_REMOVAL_SUBJECT, message: message(photo) } : EMPTY_CONTACT;
}

interface ContactFormProps {
  /** The photo whose removal the visitor asks for; null for any other message. */
  photo?: PhotoRemovalReference | null;
}

/** 'Pošli nám správu' (spec 2.14) with the messages of spec 8; stored with resolved=false. */
export function ContactForm({ photo: namedPhoto = null }: ContactFormProps) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  // Sent once, the reference is done: the emptied form is for a new, unrelated message.
  const [photo, setPhoto] = useState(namedPhoto);
  const { values, set, errors, submitReadiness, onSubmit, status, dismiss, retryAfterSeconds, honeypotRef } = usePublicForm<ContactValues, ContactField>({
    initial: () => startingValues(namedPhoto, (photo) => t('contact.photoRemoval.message', { title: photo.title, album: photo.album, id: photo.id, address: photo.address })),
    empty: EMPTY_CONTACT,
    validate: validateContact,
    fieldOrder: FIELD_ORDER,
    fieldId,
    early: { name: asText, email: asText, phone: asText, subject: asSubject, message: asText },
    postsWithoutScript: true,
  });
  const error = (field: ContactField) => (errors[field] ? t(`contact.form.${errors[field]}`) : undefined);

  const send = onSubmit(
    (api, values, trap) =>
      api.sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        subject: values.subject as ContactSubject,
        message: values.message.trim(),
        ...(photo ? { galleryItemId: photo.id } : {}),
        ...trap,
      }),
    () => setPhoto(null),
  );

  // Without JavaScript the form posts itself to the API, which answers with a page; with it, the
  // page sends JSON (an early send is kept until the form has hydrated).
  return (
    <form className="pub-contact-form" method="post" action="/api/contact/form" onSubmit={send} noValidate aria-labelledby="pub-contact-form-title">
      <h2 id="pub-contact-form-title">{t('contact.form.title')}</h2>
      {photo && (
        <p className="pub-contact-form__reference" role="note">
          {t('contact.photoRemoval.note', { title: photo.title, album: photo.album, id: photo.id })}
        </p>
      )}
      <input type="hidden" name="language" value={i18n.language === 'en' ? 'en' : 'sk'} />
      {photo && <input type="hidden" name="galleryItemId" value={photo.id} />}
      <div className="pub-contact-form__row">
        <TextField
          id={fieldId('name')}
          name="name"
          label={t('contact.form.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          required
          autoComplete="name"
          maxLength={100}
          error={error('name')}
          // A removal request lands here from the photo: the first field to fill takes the focus (the
          // server's HTML carries `autofocus`), which brings the form into view, scripts or not.
          autoFocus={photo !== null}
        />
        <TextField id={fieldId('email')} name="email" type="email" label={t('contact.form.email')} value={values.email} onChange={(e) => set('email', e.target.value)} required autoComplete="email" maxLength={200} error={error('email')} />
      </div>
      <div className="pub-contact-form__row">
        <TextField id={fieldId('phone')} name="phone" type="tel" label={t('contact.form.phone')} hint={t('contact.form.phoneHint')} value={values.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="tel" maxLength={30} error={error('phone')} />
        <NativeSelectField
          id={fieldId('subject')}
          name="subject"
          label={t('contact.form.subject')}
          placeholder={t('contact.form.subjectPlaceholder')}
          value={values.subject}
          onValueChange={(value) => set('subject', asSubject(value))}
          options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`labels.subjects.${CONTACT_SUBJECT_KEYS[subject]}`) }))}
          required
          error={error('subject')}
        />
      </div>
      <SpamTrapField id="pub-contact-website" label={t('common.spamTrap')} inputRef={honeypotRef} />
      <TextArea id={fieldId('message')} name="message" label={t('contact.form.message')} rows={6} maxLength={MESSAGE_MAX} value={values.message} onChange={(e) => set('message', e.target.value)} required error={error('message')} />
      <div className="pub-contact-form__actions">
        <PrivacyNote />
        <Button type="submit" size="lg" startIcon={<Send />} loading={status === 'sending'} {...submitReadiness()}>
          {status === 'sending' ? t('common.sending') : t('contact.form.submit')}
        </Button>
      </div>
      <SubmissionMessage
        status={status}
        retryAfterSeconds={retryAfterSeconds}
        successText={t('contact.form.success')}
        failureText={t('contact.form.failure')}
        onDismiss={dismiss}
      />
    </form>
  );
}
