import { render, screen } from '@testing-library/react';
import { EmptyTableText } from './EmptyTableText';

// Inside a table's placeholder: the kit's ListTable test (shared/kit/src/table).
it('an empty table says so in the secondary text colour, not in antd\'s disabled colour', () => {
  render(<EmptyTableText text="Nothing yet" />);
  expect(screen.getByText('Nothing yet')).toHaveClass('ant-typography-secondary');
});
