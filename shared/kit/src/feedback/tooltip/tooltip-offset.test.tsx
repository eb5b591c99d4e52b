import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitTooltip } from './KitTooltip';
import { TOOLTIP_OFFSET_PX, tooltipOffsetFor } from './tooltip-offset';

describe('tooltip offset', () => {
  it('is 18 px away from the target on the side the tooltip opens', () => {
    expect(TOOLTIP_OFFSET_PX).toBe(18);
    expect(tooltipOffsetFor('top')).toEqual([0, -18]);
    expect(tooltipOffsetFor('topLeft')).toEqual([0, -18]);
    expect(tooltipOffsetFor('bottomRight')).toEqual([0, 18]);
    expect(tooltipOffsetFor('left')).toEqual([-18, 0]);
    expect(tooltipOffsetFor('right')).toEqual([18, 0]);
    expect(tooltipOffsetFor()).toEqual([0, -18]);
  });

  it('shows its text on hover', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <KitTooltip title="Amount in the merchant's currency">
        <button>Amount</button>
      </KitTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Amount' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Amount in the merchant's currency");
  });
});
