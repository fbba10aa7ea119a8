import { render, screen } from '@testing-library/react';
import { TextsDialog } from '../texts-dialog';

const fields = [
  { field: 'title', label: 'Názov', maxLength: 200, required: true },
  { field: 'alt', label: 'Alternatívny text (čo je na obrázku)', maxLength: 300 },
];

describe('texts dialog', () => {
  it('shows the photo whose alt text is being written', () => {
    render(
      <TextsDialog title="Upraviť texty: Tabuľa" item={{ title: 'Tabuľa', alt: null }} image="/uploads/images/tabula.jpg" fields={fields} onSave={async () => undefined} onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('img', { name: 'Obrázok: Tabuľa' }));
    expect(screen.getByRole('img', { name: 'Obrázok: Tabuľa' })).toHaveAttribute('src', '/uploads/images/tabula.jpg');
  });

  it('shows no picture for an item that has none (a tool, a material)', () => {
    render(<TextsDialog title="Upraviť texty: Kvíz" item={{ title: 'Kvíz' }} fields={fields.slice(0, 1)} onSave={async () => undefined} onClose={() => {}} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
