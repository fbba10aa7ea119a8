import { i18n } from 'shared-ui/i18n/core';
import { deleteConfirmationText } from '../delete-wording';

describe('delete confirmation wording', () => {
  const t = i18n.getFixedT('sk', 'admin');

  it('uses the spec sentence for each kind', () => {
    expect(deleteConfirmationText(t, 'material')).toBe('Naozaj chceš vymazať tento materiál?');
    expect(deleteConfirmationText(t, 'photo')).toBe('Naozaj chceš vymazať túto fotografiu?');
    expect(deleteConfirmationText(t, 'tool')).toBe('Naozaj chceš vymazať tento nástroj?');
    expect(deleteConfirmationText(t, 'feedback')).toBe('Naozaj chceš vymazať toto hodnotenie?');
    expect(deleteConfirmationText(t, 'message')).toBe('Naozaj chceš vymazať túto správu?');
  });

  it('asks about an empty album without a count', () => {
    expect(deleteConfirmationText(t, 'album', 0)).toBe('Naozaj chceš vymazať tento album?');
  });

  it('warns that the N items of an album go with it', () => {
    expect(deleteConfirmationText(t, 'album', 7)).toBe(
      'Naozaj chceš vymazať tento album? Vymaže sa aj 7 fotiek v ňom!',
    );
    expect(deleteConfirmationText(t, 'album', 1)).toBe('Naozaj chceš vymazať tento album? Vymaže sa aj 1 fotka v ňom!');
    expect(deleteConfirmationText(t, 'album', 3)).toBe('Naozaj chceš vymazať tento album? Vymažú sa aj 3 fotky v ňom!');
  });

  it('has an English wording with the count', () => {
    const english = i18n.getFixedT('en', 'admin');
    expect(deleteConfirmationText(english, 'album', 12)).toBe(
      'Do you really want to delete this album? 12 photos in it will be deleted too!',
    );
  });
});
