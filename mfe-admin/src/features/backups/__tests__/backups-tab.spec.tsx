import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from 'shared-ui/api';
import type { BackupState } from 'shared-ui/domain';
import { BackupsTab } from '../components/backups-tab';

jest.mock('shared-ui/api', () => ({ apiRequest: jest.fn(), getAdminToken: () => 'token' }));
const request = apiRequest as jest.MockedFunction<typeof apiRequest>;

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

afterEach(() => request.mockReset());

describe('backups tab (issue 29)', () => {
  it('warns when no backup was ever made, and "Zálohovať teraz" from the keyboard makes one and lists it', async () => {
    const archive = { name: 'softskills-backup-2026-11-26T01-00-00-000Z.tar.gz', size: 3 * 1024 * 1024, createdAt: ago(0) };
    const made = { ok: true, at: ago(0), name: archive.name, size: archive.size, rows: 42, files: 7 };
    let current = state({});
    request.mockImplementation(async (_path, options) => {
      if (options?.method === 'POST') {
        current = state({ lastSuccess: made, archives: [archive], stale: false });
        return made;
      }
      return current;
    });
    const user = userEvent.setup();
    render(<BackupsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ešte nebola urobená žiadna záloha');
    screen.getByRole('button', { name: 'Zálohovať teraz' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Záloha ${archive.name} je hotová.`)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/backups', { method: 'POST', auth: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/Úspešná .*: 3 MB, záznamy: 42, súbory: 7\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uchovaná záloha (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Stiahnuť zálohu z / })).toBeInTheDocument();
  });

  it('warns when the last success is older than 48 hours and says why the last run failed', async () => {
    request.mockResolvedValue(
      state({
        lastSuccess: { ok: true, at: ago(50), name: 'a.tar.gz', size: 2048, rows: 3, files: 1 },
        lastFailure: { ok: false, at: ago(2), error: 'ENOSPC: no space left on device' },
        stale: true,
      }),
    );
    render(<BackupsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Posledná úspešná záloha je z .*, staršia ako 48 hodín/);
    expect(screen.getByText(/Neúspešná .*: ENOSPC: no space left on device/)).toBeInTheDocument();
    expect(screen.getByText('Automaticky každú noc o 02:30; uchováva sa posledných 14.')).toBeInTheDocument();
  });
});
