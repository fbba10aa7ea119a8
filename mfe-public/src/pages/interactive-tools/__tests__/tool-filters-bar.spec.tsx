import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router/server';
import { ALL, type ToolFilters } from '../tool-filter';
import { ToolFiltersBar } from '../tool-filters-bar';

describe('ToolFiltersBar', () => {
  it('keeps both of two choices made before the first reached the address', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<void, [ToolFilters]>();
    // The address never changes here: as on a slow phone, where the first choice's navigation is still pending.
    const view = render(
      <MemoryRouter initialEntries={['/interaktivne-nastroje']}>
        <ToolFiltersBar filters={{ workshop: ALL, type: ALL }} onChange={onChange} />
      </MemoryRouter>,
    );
    await user.selectOptions(view.getByRole('combobox', { name: 'Typ nástroja' }), view.getByRole('option', { name: 'Kahoot! – kvíz' }));
    await user.selectOptions(view.getByRole('combobox', { name: 'Workshop' }), 'Marketing');
    expect(onChange).toHaveBeenLastCalledWith({ workshop: 'Marketing', type: 'kahoot' });
  });
});
