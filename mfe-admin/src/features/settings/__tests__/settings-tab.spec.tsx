import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteContent, SiteSettings } from 'shared-ui/domain';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { SiteContentProvider } from 'shared-ui/page-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { NoticeProvider } from '../../../components/notices';
import { createAdminQueryClient } from '../../../lib/query-client';
import { SettingsTab } from '../components/settings-tab';

jest.mock('shared-ui/api', () => ({
  ...jest.requireActual('shared-ui/api'),
  siteSettingsApi: { load: jest.fn(), save: jest.fn(), reset: jest.fn() },
  notificationSettingsApi: { load: jest.fn(), save: jest.fn() },
  uploadFile: jest.fn(),
}));
const { siteSettingsApi, notificationSettingsApi, uploadFile } = jest.requireMock<{
  siteSettingsApi: Record<'load' | 'save' | 'reset', jest.Mock>;
  notificationSettingsApi: Record<'load' | 'save', jest.Mock>;
  uploadFile: jest.Mock;
}>('shared-ui/api');
const NOTIFICATIONS = { newMessages: true, feedbackDigest: true, mailConfigured: true, recipient: 'kontakt@sos-priklad.sk' };
beforeEach(() => notificationSettingsApi.load.mockResolvedValue(NOTIFICATIONS));

/** The operator's details: e-mail, phone and one partner still the sample's, the school not yet confirmed. */
const OPERATOR: SiteContent = {
  ...TEST_SITE_DETAILS,
  email: 'projekt@gymnazium-example.sk',
  phone: '+421 900 000 000',
  social: [],
  partners: [TEST_SITE_DETAILS.partners[0], { name: 'Mestský úrad', nameEn: 'Town Office', logo: '/partners/town.svg' }],
  privacy: { ...TEST_SITE_DETAILS.privacy, confirmedBySchool: false },
};
const operatorSettings: SiteSettings = { details: OPERATOR, savedAt: null, sampleFields: ['email', 'phone', 'partners[1]'] };

function renderTab(shown = true) {
  const replaced: SiteContent[] = [];
  const queries = createAdminQueryClient();
  const view = (visible: boolean) => (
    <QueryClientProvider client={queries}>
      <NoticeProvider>
        <SiteContentProvider content={TEST_SITE_DETAILS} onReplace={(content) => replaced.push(content)}>
          <SettingsTab shown={visible} />
        </SiteContentProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
  const rendered = render(view(shown));
  return { replaced, show: () => rendered.rerender(view(true)) };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** Types a whole value at once (letter by letter is slow, and what is tested is the form, not the keyboard). */
const setText = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

// Whole forms clicked through: on a busy shared machine one test can take more than Jest's 5 s.
jest.setTimeout(20_000);

describe('Settings (the site details the administrator keeps)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mock of [siteSettingsApi.load, siteSettingsApi.save, siteSettingsApi.reset, uploadFile]) mock.mockReset();
    siteSettingsApi.load.mockResolvedValue(operatorSettings);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing while hidden, and the details once shown, warning of the sample values and the unconfirmed privacy details', async () => {
    const { show } = renderTab(false);
    expect(siteSettingsApi.load).not.toHaveBeenCalled();
    show();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Niektoré verejné údaje sú ešte ukážkové');
    expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['E-mail', 'Telefón', 'Partner 2 (Mestský úrad)']);
    expect(screen.getByText(/ešte musí potvrdiť škola/)).toBeInTheDocument();
    expect(screen.getByText(/pochádzajú zo súboru prevádzkovateľa/)).toBeInTheDocument();
    expect(field(/^E-mail \(/)).toHaveValue('projekt@gymnazium-example.sk');
    expect(siteSettingsApi.load).toHaveBeenCalledTimes(1);
  });

  it('checks the details before sending: every wrong field marked, the first one focused, nothing sent', async () => {
    renderTab();
    await screen.findByRole('alert');
    setText(field(/^Telefón/), 'zavolaj nám');
    setText(field(/^E-mail zodpovednej osoby/), '');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť a zverejniť' }));
    expect(siteSettingsApi.save).not.toHaveBeenCalled();
    expect(await screen.findByText('Skontroluj 2 zvýraznené polia.')).toBeInTheDocument();
    expect(field(/^Telefón/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Zadaj telefónne číslo, napríklad +421 900 123 456')).toBeInTheDocument();
    expect(field(/^E-mail zodpovednej osoby/)).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(field(/^Telefón/)).toHaveFocus();
  });

  it('saves the new contact, a replaced partner with an uploaded logo and the school’s confirmation, and hands them to the whole page', async () => {
    const { replaced } = renderTab();
    await screen.findByRole('alert');
    uploadFile.mockResolvedValue({ path: '/uploads/images/mesto-bb.jpg', converted: true });
    siteSettingsApi.save.mockImplementation(async (details: SiteContent) => ({ details, savedAt: '2026-12-01T10:00:00.000Z', sampleFields: [] }));

    setText(field(/^E-mail \(/), ' info@skola-bb.sk ');
    setText(field(/^Telefón/), '+421 48 555 0100');
    const partner = screen.getByRole('listitem', { name: 'Partner 2' });
    setText(within(partner).getByRole('textbox', { name: /^Názov partnera \(slovensky/ }), 'Mesto Banská Bystrica');
    setText(within(partner).getByRole('textbox', { name: /^Názov partnera \(anglicky/ }), '');
    const logo = new File(['png'], 'mesto.png', { type: 'image/png' });
    fireEvent.change(within(partner).getByLabelText(/^Logo: Mesto Banská Bystrica/), { target: { files: [logo] } });
    await waitFor(() => expect(within(partner).getByRole('img', { name: 'Logo partnera Mesto Banská Bystrica' })).toHaveAttribute('src', '/uploads/images/mesto-bb.jpg'));
    expect(uploadFile).toHaveBeenCalledWith(logo);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Škola tieto údaje potvrdila' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť a zverejniť' }));

    const saved = siteSettingsApi.save.mock.calls[0][0] as SiteContent;
    expect(saved).toMatchObject({ email: 'info@skola-bb.sk', phone: '+421 48 555 0100', privacy: { confirmedBySchool: true } });
    // An empty English name takes the Slovak one.
    expect(saved.partners[1]).toEqual({ name: 'Mesto Banská Bystrica', nameEn: 'Mesto Banská Bystrica', logo: '/uploads/images/mesto-bb.jpg' });
    expect(await screen.findByText('Uložené. Stránka už ukazuje nové údaje.')).toBeInTheDocument();
    expect(screen.queryByText('Niektoré verejné údaje sú ešte ukážkové')).not.toBeInTheDocument();
    expect(screen.queryByText(/ešte musí potvrdiť škola/)).not.toBeInTheDocument();
    expect(replaced.at(-1)).toEqual(saved);
  });

  it('marks the fields the API refused', async () => {
    const { ApiError } = jest.requireActual('shared-ui/api');
    siteSettingsApi.save.mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: ['"social[0].url" must be an https address'] }));
    siteSettingsApi.load.mockResolvedValue({ ...operatorSettings, details: { ...OPERATOR, social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/x' }] } });
    renderTab();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť a zverejniť' }));
    expect(await screen.findByText('Skontroluj 1 zvýraznené pole.')).toBeInTheDocument();
    expect(field(/^Adresa profilu/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds and removes a social profile, refusing an address that is not https', async () => {
    renderTab();
    await screen.findByRole('alert');
    expect(screen.getByText(/stránka sociálne siete neukazuje/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pridať profil' }));
    const profile = screen.getByRole('listitem', { name: 'Profil 1' });
    setText(within(profile).getByRole('textbox', { name: /^Adresa profilu/ }), 'http://facebook.com/skola');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť a zverejniť' }));
    expect(await screen.findByText('Adresa musí začínať https://')).toBeInTheDocument();
    await userEvent.click(within(profile).getByRole('button', { name: 'Odstrániť profil 1' }));
    expect(screen.queryByRole('listitem', { name: 'Profil 1' })).not.toBeInTheDocument();
  });

  it('goes back to the operator’s details only after the question', async () => {
    siteSettingsApi.load.mockResolvedValue({ details: TEST_SITE_DETAILS, savedAt: '2026-12-01T10:00:00.000Z', sampleFields: [] });
    siteSettingsApi.reset.mockResolvedValue(operatorSettings);
    const { replaced } = renderTab();
    await screen.findByText(/^Naposledy uložené/);
    await userEvent.click(screen.getByRole('button', { name: 'Vrátiť údaje prevádzkovateľa' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Naozaj chceš zahodiť uložené nastavenia?');
    await userEvent.click(within(question).getByRole('button', { name: 'Vrátiť' }));
    expect(siteSettingsApi.reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Niektoré verejné údaje sú ešte ukážkové')).toBeInTheDocument();
    expect(replaced.at(-1)).toEqual(OPERATOR);
  });

  it('turns the e-mails to the administrator off and on with a switch each, saved at once, and says where they go', async () => {
    siteSettingsApi.load.mockResolvedValue(operatorSettings);
    notificationSettingsApi.save.mockImplementation(async (settings: object) => ({ ...NOTIFICATIONS, ...settings }));
    const user = userEvent.setup();
    renderTab();
    const messages = await screen.findByRole('switch', { name: 'Nová správa a žiadosť o odstránenie fotografie' });
    expect(screen.getByText(/na adresu webu kontakt@sos-priklad\.sk/)).toBeInTheDocument();
    expect(messages).toBeChecked();
    await user.click(messages);
    expect(notificationSettingsApi.save).toHaveBeenCalledWith({ newMessages: false, feedbackDigest: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Nová správa a žiadosť o odstránenie fotografie' })).not.toBeChecked());
    expect(await screen.findByText('Nastavenie e-mailov je uložené.')).toBeInTheDocument();
  });

  it('says that nothing goes out while the server cannot send e-mail', async () => {
    siteSettingsApi.load.mockResolvedValue(operatorSettings);
    notificationSettingsApi.load.mockResolvedValue({ ...NOTIFICATIONS, mailConfigured: false });
    renderTab();
    expect(await screen.findByText(/Server zatiaľ nemá nastavené odosielanie e-mailov/)).toBeInTheDocument();
  });
});
