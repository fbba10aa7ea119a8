import { feedbackText } from '../feedback-text';

describe('feedbackText', () => {
  it('reads the comment first', () => {
    expect(feedbackText({ comment: 'Super workshop', message: 'Staršia správa' })).toBe('Super workshop');
  });

  it('falls back to the message when the comment is empty, blank or missing', () => {
    expect(feedbackText({ comment: '', message: 'Iba správa' })).toBe('Iba správa');
    expect(feedbackText({ comment: '   ', message: ' Iba správa ' })).toBe('Iba správa');
    expect(feedbackText({ comment: null as unknown as string, message: 'Iba správa' })).toBe('Iba správa');
  });

  it('is null when there is neither', () => {
    expect(feedbackText({ comment: ' ', message: null })).toBeNull();
    expect(feedbackText({ comment: '' })).toBeNull();
  });
});
