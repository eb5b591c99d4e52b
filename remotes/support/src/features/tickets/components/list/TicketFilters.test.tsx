import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TicketFilter } from '@portal/contracts';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketFilters } from './TicketFilters';

setupSupportServer();
jest.setTimeout(30_000);

function Harness({ onFilter }: { onFilter(filter: TicketFilter): void }) {
  const [filter, setFilter] = useState<TicketFilter>({ pageIndex: 0, pageSize: 10 });
  return (
    <TicketFilters
      filter={filter}
      choices={{ categories: ['Technical issue'] }}
      onChange={(next) => {
        setFilter(next);
        onFilter(next);
      }}
    />
  );
}

describe('TicketFilters', () => {
  it('Clear filters also empties the search box, searched or only typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onFilter = jest.fn();
    renderSupport(<Harness onFilter={onFilter} />, { user: 'merchant@demo.test' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'refund{Enter}');
    expect(onFilter).toHaveBeenLastCalledWith(expect.objectContaining({ searchKey: 'refund' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilter.mock.lastCall?.[0].searchKey).toBeUndefined();
    expect(search).toHaveValue('');

    await user.type(search, 'typed only');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
  });

  it('opens its dropdowns with a list at most 200 px high (spec part 1 section 9)', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<Harness onFilter={jest.fn()} />, { user: 'merchant@demo.test' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).not.toBeNull());
    expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).toHaveStyle({ maxHeight: '200px' });
  });
});
