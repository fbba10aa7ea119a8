import { render, screen } from '@testing-library/react';
import { EmailLink, emailLineBreakParts } from '../email-link';

describe('EmailLink', () => {
  it('lets a line break only after the "@" and the dots, never inside a name', () => {
    expect(emailLineBreakParts('jana.novakova.student@gymnazium-example.sk')).toEqual(['jana.', 'novakova.', 'student@', 'gymnazium-example.', 'sk']);
    expect(emailLineBreakParts('plain')).toEqual(['plain']);
  });

  // (jsdom names the link with spaces at the <wbr>s; browsers do not, which the journeys check.)
  it('is a mailto link whose text is the whole address', () => {
    const { container } = render(<EmailLink address="jana.novakova@example.sk" />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^jana\.novakova@example\.sk$/);
    expect(link).toHaveAttribute('href', 'mailto:jana.novakova@example.sk');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
