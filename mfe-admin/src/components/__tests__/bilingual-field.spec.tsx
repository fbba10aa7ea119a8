import { render, screen } from '@testing-library/react';
import { BilingualField } from '../bilingual-field';

const noop = () => undefined;

describe('a field in both languages', () => {
  it('names each language once and marks an optional field once', () => {
    render(<BilingualField label="Poznámka (nepovinné)" slovak="" english="" maxLength={500} onSlovakChange={noop} onEnglishChange={noop} />);
    expect(screen.getByRole('textbox', { name: 'Poznámka (slovensky, nepovinné)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Poznámka (anglicky, nepovinné)' })).toBeInTheDocument();
  });

  it('keeps a required Slovak label without the optional mark', () => {
    render(<BilingualField label="Názov" slovak="" english="" maxLength={120} required onSlovakChange={noop} onEnglishChange={noop} />);
    expect(screen.getByRole('textbox', { name: /^Názov \(slovensky\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Názov (anglicky, nepovinné)' })).toBeInTheDocument();
  });
});
