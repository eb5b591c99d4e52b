import { fireEvent, screen, within } from '@testing-library/react';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { RichTextEditor } from './RichTextEditor';

setupSupportServer();

describe('RichTextEditor toolbar', () => {
  it.each([
    ['en', ['Bold', 'Italic', 'Bulleted list']],
    ['tr', ['Kalın', 'İtalik', 'Madde işaretli liste']],
  ] as const)('names each format button and shows the same name as its tooltip (%s)', async (lang, names) => {
    renderSupport(<RichTextEditor value="" onChange={() => {}} label="Comment" />, { user: 'tenant@demo.test', language: lang });
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const [i, button] of buttons.entries()) {
      const name = button.getAttribute('aria-label');
      expect(name).toBe(names[i]);
      fireEvent.mouseEnter(button);
      const tooltip = await screen.findByRole('tooltip', { name: name! });
      expect(within(tooltip).getByText(name!)).toBeInTheDocument();
      fireEvent.mouseLeave(button);
    }
  });
});
