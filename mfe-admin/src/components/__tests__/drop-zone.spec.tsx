import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileDropField } from '../drop-zone';

function Field({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropField
      label="Súbor"
      prompt="Pretiahni sem súbor alebo"
      browseLabel="vyber súbor z počítača"
      touchBrowseLabel="Vybrať súbor"
      hint="PDF, dokumenty Office, obrázky alebo video."
      accept=".pdf,image/*"
      required
      error={file ? undefined : error}
      file={file}
      onFileChange={setFile}
    />
  );
}

const pdf = new File(['%PDF-1.4'], 'prirucka.pdf', { type: 'application/pdf' });

describe('file drop field', () => {
  it('is a labelled, required file input with the visible label, prompt, browse control and hint', () => {
    render(<Field error="Prosím vyber súbor" />);
    const input = screen.getByLabelText('Súbor');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF, dokumenty Office, obrázky alebo video. Prosím vyber súbor');
    expect(screen.getByText('Pretiahni sem súbor alebo')).toBeVisible();
    expect(screen.getByText('vyber súbor z počítača')).toBeVisible();
  });

  it('names the chosen file with its size, and removes it on request', async () => {
    render(<Field />);
    await userEvent.upload(screen.getByLabelText('Súbor'), pdf);
    expect(screen.getByText('prirucka.pdf')).toBeInTheDocument();
    expect(screen.getByText(/1 kB/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Odobrať súbor prirucka.pdf' }));
    expect(screen.queryByText('prirucka.pdf')).not.toBeInTheDocument();
  });

  it('takes a dropped file, and refuses one of a type the field does not accept', () => {
    render(<Field />);
    const zone = screen.getByText('Pretiahni sem súbor alebo').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'skript.sh', { type: 'text/x-sh' })] } });
    expect(screen.getByText('Súbor skript.sh nemá povolený typ a nebol pridaný.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(screen.queryByText(/nemá povolený typ/)).not.toBeInTheDocument();
    expect(screen.getByText('prirucka.pdf')).toBeInTheDocument();
  });
});
