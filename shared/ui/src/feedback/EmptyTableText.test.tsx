import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { EmptyTableText } from './EmptyTableText';

it('an empty table says so in the secondary text colour, not in antd\'s disabled colour', () => {
  render(<Table columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={[]} locale={{ emptyText: <EmptyTableText text="Nothing yet" /> }} />);
  const text = screen.getByText('Nothing yet');
  expect(text).toHaveClass('ant-typography-secondary');
  expect(text.closest('.ant-table-placeholder')).not.toBeNull();
});
