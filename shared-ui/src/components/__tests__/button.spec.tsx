import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router/server';
import { Button } from '../button';
import { IconButton } from '../icon-button';

describe('Button', () => {
  it('is a button that reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Odoslať</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while loading, keeping its label', async () => {
    const onClick = jest.fn();
    render(<Button loading onClick={onClick}>Prihlásiť sa</Button>);
    const button = screen.getByRole('button', { name: 'Prihlásiť sa' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders an in-app href as a router link and an external one as a new-tab link', () => {
    render(
      <MemoryRouter>
        <Button href="/kontakt">Kontakt</Button>
        <Button href="https://example.org" external>Web</Button>
        <Button href="/api/download/materials/a.pdf" download="Príručka.pdf">Stiahnuť</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    const external = screen.getByRole('link', { name: 'Web' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Stiahnuť' })).toHaveAttribute('download', 'Príručka.pdf');
  });

  it('carries the variant in its class for the theme styles', () => {
    render(<Button variant="danger">Vymazať</Button>);
    expect(screen.getByRole('button')).toHaveClass('ui-button--danger');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton label="Zavrieť" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Zavrieť' })).toHaveAttribute('title', 'Zavrieť');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
