import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui/api';
import type { BackupRun, BackupState } from 'shared-ui/domain';
import { renderWithQueries } from '../../../lib/__tests__/query-wrapper';
import { BackupsTab } from '../components/backups-tab';

jest.mock('shared-ui/api', () => ({ api: { backupStatus: jest.fn(), backUpNow: jest.fn(), downloadBackup: jest.fn() } }));
const backups = jest.mocked(api);

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const state = (overrides: Partial<BackupState>): BackupState => ({
  lastSuccess: null,
  lastFailure: null,
  archives: [],
  stale: true,
  schedule: { time: '02:30', keep: 14 },
  ...overrides,
});

afterEach(() => Object.values(backups).forEach((mock) => mock.mockReset()));

describe('backups tab', () => {
  it('warns when no backup was ever made, and "Zálohovať teraz" from the keyboard makes one and lists it', async () => {
    const archive = { name: 'softskills-backup-2026-11-26T01-00-00-000Z.tar.gz', size: 3 * 1024 * 1024, createdAt: ago(0) };
    const made: BackupRun = { ok: true, at: ago(0), name: archive.name, size: archive.size, rows: 42, files: 7 };
    let current = state({});
    backups.backupStatus.mockImplementation(async () => current);
    backups.backUpNow.mockImplementation(async () => {
      current = state({ lastSuccess: made, archives: [archive], stale: false });
      return made;
    });
    const user = userEvent.setup();
    renderWithQueries(<BackupsTab shown />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ešte nebola urobená žiadna záloha');
    screen.getByRole('button', { name: 'Zálohovať teraz' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Záloha ${archive.name} je hotová.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/Úspešná .*: 3 MB, záznamy: 42, súbory: 7\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uchovaná záloha (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Stiahnuť zálohu z / })).toBeInTheDocument();
  });

  it('warns when the last success is older than 48 hours and says why the last run failed', async () => {
    backups.backupStatus.mockResolvedValue(
      state({
        lastSuccess: { ok: true, at: ago(50), name: 'a.tar.gz', size: 2048, rows: 3, files: 1 },
        lastFailure: { ok: false, at: ago(2), error: 'ENOSPC: no space left on device' },
        stale: true,
      }),
    );
    renderWithQueries(<BackupsTab shown />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Posledná úspešná záloha je z .*, staršia ako 48 hodín/);
    expect(screen.getByText(/Neúspešná .*: ENOSPC: no space left on device/)).toBeInTheDocument();
    expect(screen.getByText('Automaticky každú noc o 02:30; uchováva sa posledných 14.')).toBeInTheDocument();
  });

  it('warns that an archive holds personal data and the password hash, and says who restores it', async () => {
    backups.backupStatus.mockResolvedValue(state({ stale: false }));
    renderWithQueries(<BackupsTab shown />);
    expect(await screen.findByRole('heading', { name: 'Čo záloha obsahuje' })).toBeInTheDocument();
    expect(screen.getByText(/e-mailové adresy odberateľov.*zašifrované heslo do administrácie/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ako zálohu obnoviť' })).toBeInTheDocument();
    expect(screen.getByText(/ten, kto spravuje server/)).toBeInTheDocument();
  });

  it('downloads a kept archive through the client, saved under its name; a failed download says which', async () => {
    const archive = { name: 'a.tar.gz', size: 2048, createdAt: ago(1) };
    backups.backupStatus.mockResolvedValue(state({ lastSuccess: { ok: true, at: ago(1), name: archive.name, size: 2048, rows: 3, files: 1 }, archives: [archive], stale: false }));
    backups.downloadBackup.mockResolvedValueOnce({ blob: new Blob(['archive']), filename: archive.name }).mockRejectedValueOnce(new Error('HTTP 404'));
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:archive');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderWithQueries(<BackupsTab shown />);
    const button = await screen.findByRole('button', { name: /^Stiahnuť zálohu z / });
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['a.tar.gz blob:archive']));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('a.tar.gz');
    click.mockRestore();
  });
});
