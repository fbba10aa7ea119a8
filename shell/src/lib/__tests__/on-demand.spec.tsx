import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OnDemandSlot, useOnDemand } from '../on-demand';

function Panel() {
  return <p>Panel content</p>;
}

/** Opens a part like the toolbar does: mounted on press, dropped again when its chunk fails. */
function Opener({ load }: { load: () => Promise<{ default: typeof Panel }> }) {
  const [wanted, setWanted] = useState(false);
  const part = useOnDemand(load);
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        Open
      </button>
      {wanted && (
        <OnDemandSlot part={part} onFailure={() => setWanted(false)}>
          <part.Part />
        </OnDemandSlot>
      )}
    </>
  );
}

describe('frame parts loaded on first use', () => {
  it('a chunk that fails to load leaves the page working, and the next press loads it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Panel }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: offline'))
      .mockResolvedValue({ default: Panel });
    render(<Opener load={load} />);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.any(Error)));
    expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Panel content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
