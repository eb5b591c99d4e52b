import { render, screen } from '@testing-library/react';
import { FullPageSpin } from './FullPageSpin';
import { PageTitle } from './PageTitle';

it('PageTitle shows a heading with its actions', () => {
  render(<PageTitle title="Labels" extra={<button>New label</button>} />);
  expect(screen.getByRole('heading', { name: 'Labels' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New label' })).toBeInTheDocument();
});

it('FullPageSpin announces loading', () => {
  render(<FullPageSpin />);
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
});
