import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../accordion';
import { Chip } from '../chip';
import { EmptyState } from '../empty-state';
import { PageHero } from '../page-hero';
import { ProgressBar } from '../progress-bar';
import { Section } from '../section';
import { Spinner } from '../spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

describe('Accordion', () => {
  it('holds every answer in a native disclosure that opens from its summary', async () => {
    const { container } = render(<Accordion items={[{ id: 'cost', title: 'Koľko to stojí?', content: 'Workshopy sú zadarmo.' }]} />);
    const details = container.querySelector('details');
    const trigger = container.querySelector('summary');
    expect(trigger).toHaveTextContent('Koľko to stojí?');
    expect(screen.getByRole('heading', { level: 3, name: 'Koľko to stojí?' })).toBeInTheDocument();
    // In the markup from the start (the server's HTML), closed.
    expect(screen.getByText('Workshopy sú zadarmo.')).toBeInTheDocument();
    expect(details).not.toHaveAttribute('open');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger!);
    expect(details).toHaveAttribute('open');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  });

  it('keeps one answer open at a time in a single list', async () => {
    const { container } = render(
      <Accordion items={[{ id: 'a', title: 'Prvá', content: 'A' }, { id: 'b', title: 'Druhá', content: 'B' }]} />,
    );
    const [first, second] = Array.from(container.querySelectorAll('details'));
    expect(first.getAttribute('name')).toBeTruthy();
    expect(first.getAttribute('name')).toBe(second.getAttribute('name'));
  });
});

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    render(
      <Tabs defaultValue="albums">
        <TabsList aria-label="Správa">
          <TabsTrigger value="albums">Albumy</TabsTrigger>
          <TabsTrigger value="gallery">Galéria</TabsTrigger>
        </TabsList>
        <TabsContent value="albums">Zoznam albumov</TabsContent>
        <TabsContent value="gallery">Zoznam fotiek</TabsContent>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Albumy' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Galéria' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zoznam fotiek');
  });
});

describe('ProgressBar', () => {
  it('exposes a clamped value and its label', () => {
    render(<ProgressBar value={130} label="Nahrávam..." />);
    const bar = screen.getByRole('progressbar', { name: 'Nahrávam...' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('Chip', () => {
  it('uses a palette role class, or a dot for a custom colour', () => {
    const { container } = render(
      <>
        <Chip color="error">PDF</Chip>
        <Chip color="#46178f">kahoot</Chip>
      </>,
    );
    expect(screen.getByText('PDF').parentElement).toHaveClass('ui-chip--error');
    expect(container.querySelector('.ui-chip--custom .ui-chip__dot')).not.toBeNull();
  });
});

describe('page structure', () => {
  it('PageHero gives the one h1, Section a labelled region, EmptyState a heading and text', () => {
    render(
      <>
        <PageHero title="Fotogaléria" subtitle="Zábery z workshopov" />
        <Section title="Všetky albumy">
          <EmptyState title="Žiadne albumy" text="Fotografie budú pridávané postupne počas projektu." />
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Všetky albumy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Žiadne albumy' })).toBeInTheDocument();
  });

  it('Spinner announces loading in Slovak by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Načítava sa…');
  });
});
