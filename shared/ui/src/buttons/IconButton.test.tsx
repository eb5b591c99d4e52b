import { fireEvent, render, screen } from '@testing-library/react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its title and shows the same title as a tooltip on hover', async () => {
    const onClick = jest.fn();
    render(<IconButton title="Bold" icon={<span>B</span>} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Bold' });
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
