import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { ItemList, ItemListItem, ItemListMeta } from './ItemList';

const tasks = [{ id: 't1', title: 'Call Blue Bottle' }, { id: 't2', title: 'Send the proposal' }];

describe('a short list of records', () => {
  it('lists each item with its actions, the actions working and split from the content', async () => {
    const removed: string[] = [];
    render(
      <ItemList aria-label="Tasks" items={tasks} renderItem={(task) => (
        <ItemListItem actions={[<Button key="d" size="small" onClick={() => removed.push(task.id)}>Delete {task.title}</Button>]}>
          <ItemListMeta title={task.title} description="Due today" />
        </ItemListItem>
      )} />,
    );
    const items = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Call Blue BottleDue todayDelete Call Blue Bottle', 'Send the proposalDue todayDelete Send the proposal']);
    // A line splits the items, none under the last.
    expect(items[0]!.style.borderBlockEnd).not.toBe('');
    expect(items[1]!.style.borderBlockEnd).toBe('');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Delete Send the proposal' }));
    expect(removed).toEqual(['t2']);
  });

  it('says it is empty in its own words, or antd\'s "No data" when given none', () => {
    const { rerender } = render(<ItemList items={[]} empty="No agreements yet" renderItem={() => null} />);
    expect(screen.getByText('No agreements yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<ItemList items={undefined} renderItem={() => null} />);
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, not the empty text', () => {
    const { container } = render(<ItemList items={undefined} loading empty="No notes" renderItem={() => null} />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('No notes')).not.toBeInTheDocument();
  });
});
