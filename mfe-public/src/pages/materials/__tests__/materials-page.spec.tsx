import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui/i18n/core';
import type { Material } from 'shared-ui/domain';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import * as materialsPage from '../materials-page';
import { downloadFileName } from '../download-file-name';


const material = (id: number, type: Material['type'], title: string, fileUrl = `/uploads/materials/file-${id}.pdf`): Material => ({
  titleEn: null,
  descriptionEn: null,
  id,
  title,
  description: `${title} popis`,
  type,
  category: 'Marketing',
  fileUrl,
  createdAt: '2026-03-05T10:00:00.000Z',
});

const cardTitles = () => within(screen.getByRole('region', { name: 'Zoznam materiálov' })).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Materials page', () => {
  // The page goes before the language changes back, so nothing re-renders outside the test.
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('sk');
  });

  it('shows the three placeholder materials when the server has none', async () => {
    const reads = publicReadsStub({ materials: async () => [] });
    await renderPage(materialsPage, { reads });
    expect(reads.materials).toHaveBeenCalledTimes(1);
    expect(cardTitles()).toEqual([
      'Príručka: Základy grafického dizajnu',
      'Videonávod: Ako pripraviť presvedčivý argument',
      'Metodika: Facilitácia školskej diskusie',
    ]);
    // Placeholders have no file: their download link is '#'.
    for (const link of screen.getAllByRole('link', { name: /^Stiahnuť:/ })) expect(link).toHaveAttribute('href', '#');
  });

  it('shows an English reader the English title and description, and Slovak marked lang="sk" where English is missing', async () => {
    const english = { ...material(1, 'pdf', 'Príručka A'), titleEn: 'Handbook A', descriptionEn: null };
    await i18n.changeLanguage('en');
    await renderPage(materialsPage, { locale: 'en', reads: publicReadsStub({ materials: async () => [english, material(2, 'video', 'Video B')] }) });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Handbook A' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Príručka A popis')).toHaveAttribute('lang', 'sk');
    expect(screen.getByRole('heading', { level: 3, name: 'Video B' })).toHaveAttribute('lang', 'sk');
    expect(screen.queryByRole('heading', { name: 'Príručka A' })).not.toBeInTheDocument();
  });

  it('keeps the placeholders silently when loading fails', async () => {
    await renderPage(materialsPage, { reads: publicReadsStub({ materials: () => Promise.reject(new Error('offline')) }) });
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the placeholders with the server list and filters it by type', async () => {
    const user = userEvent.setup();
    await renderPage(materialsPage, { path: '/materialy', reads: publicReadsStub({ materials: async () => [material(1, 'pdf', 'Príručka A'), material(2, 'video', 'Video B'), material(3, 'metodika', 'Metodika C')] }) });
    await screen.findByRole('heading', { name: 'Príručka A' });
    expect(cardTitles()).toEqual(['Príručka A', 'Video B', 'Metodika C']);

    const filter = screen.getByRole('group', { name: 'Filtrovať podľa:' });
    expect(within(filter).getByRole('link', { name: 'Všetko' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'Video' })).toHaveAttribute('href', '/materialy?typ=video');
    await user.click(within(filter).getByRole('link', { name: 'Video' }));
    expect(cardTitles()).toEqual(['Video B']);
    expect(within(filter).getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'Všetko' })).not.toHaveAttribute('aria-current');

    // No infographic exists, so no filter that could only show nothing.
    expect(within(filter).getAllByRole('link')).toHaveLength(4);
    expect(within(filter).queryByRole('link', { name: 'Infografiky' })).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('link', { name: 'Všetko' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('renders the filter the address names (?typ=), keeping ?lang= in every filter link', async () => {
    await renderPage(materialsPage, {
      path: '/materialy?lang=en&typ=metodika',
      reads: publicReadsStub({ materials: async () => [material(1, 'pdf', 'Príručka A'), material(3, 'metodika', 'Metodika C')] }),
    });
    await screen.findByRole('heading', { name: 'Metodika C' });
    expect(cardTitles()).toEqual(['Metodika C']);
    const filter = screen.getByRole('group', { name: 'Filtrovať podľa:' });
    expect(within(filter).getByRole('link', { name: 'Metodiky' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'Všetko' })).toHaveAttribute('href', '/materialy?lang=en');
    expect(within(filter).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/materialy?lang=en&typ=pdf');
  });

  it('shows everything when the address names no known type', async () => {
    await renderPage(materialsPage, { path: '/materialy?typ=nonsense', reads: publicReadsStub({ materials: async () => [material(1, 'pdf', 'Príručka A')] }) });
    await screen.findByRole('heading', { name: 'Príručka A' });
    expect(screen.getByRole('link', { name: 'Všetko' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers only the types some material has', async () => {
    await renderPage(materialsPage, { reads: publicReadsStub({ materials: async () => [material(1, 'pdf', 'Príručka A')] }) });
    await screen.findByRole('heading', { name: 'Príručka A' });
    const filter = screen.getByRole('group', { name: 'Filtrovať podľa:' });
    expect(within(filter).getByRole('link', { name: 'Všetko' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'PDF' })).toBeInTheDocument();
    expect(within(filter).queryByRole('link', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('links each download to /api/download/{folder}/{file} under the material title', async () => {
    await renderPage(materialsPage, { reads: publicReadsStub({ materials: async () => [material(7, 'pdf', 'Príručka: Farby / písmo', '/uploads/materials/abc-123.pdf'), material(8, 'video', 'Bez súboru', '#')] }) });
    const link = await screen.findByRole('link', { name: 'Stiahnuť: Príručka: Farby / písmo' });
    expect(link).toHaveAttribute('href', '/api/download/materials/abc-123.pdf');
    expect(link).toHaveAttribute('download', 'Príručka Farby písmo.pdf');
    expect(screen.getByRole('link', { name: 'Stiahnuť: Bez súboru' })).toHaveAttribute('href', '#');
  });

  it('shows the type in upper case, the sk-SK date and the category', async () => {
    await renderPage(materialsPage, { reads: publicReadsStub({ materials: async () => [material(1, 'infographic', 'Graf')] }) });
    const card = (await screen.findByRole('heading', { name: 'Graf' })).closest('li') as HTMLElement;
    expect(within(card).getByText('INFOGRAFIKA')).toBeInTheDocument();
    expect(within(card).getByText('5. 3. 2026')).toBeInTheDocument();
    expect(within(card).getByText('Marketing')).toBeInTheDocument();
  });
});

describe('downloadFileName', () => {
  it('keeps the stored extension and drops characters a file system refuses', () => {
    expect(downloadFileName('Plán: "A/B" test', '/uploads/materials/x.DOCX')).toBe('Plán A B test.docx');
    expect(downloadFileName('Bez prípony', '/uploads/materials/file')).toBe('Bez prípony');
  });
});
