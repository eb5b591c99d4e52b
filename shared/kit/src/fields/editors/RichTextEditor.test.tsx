import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalI18n } from '@portal/i18n';
import type { FieldDefinition, FieldFormValues } from '../field-definition';
import { FieldList } from '../FieldList';
import { useFieldForm } from '../use-field-form';
import { MARKUP_FIELD } from './MarkupTextArea';

if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}
jest.setTimeout(20_000);

const BODY: FieldDefinition = { name: 'body', label: 'Text', ...MARKUP_FIELD } as FieldDefinition;
const SAVE: FieldDefinition = { name: 'save', label: 'Save', type: 'button' };

function Form({ onSubmit, initial }: { onSubmit(values: FieldFormValues): void; initial: string }) {
  const form = useFieldForm({ fields: [BODY], values: { body: initial }, onSubmit: (values) => onSubmit(values) });
  return <FieldList form={form} fields={[BODY, SAVE]} idPrefix="test" />;
}

function renderEditor(initial = '<p>Dear {{merchantName}},</p>') {
  const onSubmit = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Form onSubmit={onSubmit} initial={initial} />);
  return { user, onSubmit, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

afterEach(() => act(async () => { await portalI18n().changeLanguage('en'); }));

describe('the rich-text editor (ADR 0111)', () => {
  it('shows the text formatted on an editable surface named by its label, placeholders as typed', async () => {
    renderEditor('<p>Dear <b>{{merchantName}}</b>,</p>');
    const surface = screen.getByRole('textbox', { name: 'Text' });
    expect(surface).toHaveAttribute('contenteditable', 'true');
    await waitFor(() => expect(surface.querySelector('b')).toHaveTextContent('{{merchantName}}'));
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('runs a toolbar command on the surface and keeps what it made, sanitised', async () => {
    const { user, onSubmit, save } = renderEditor();
    const surface = screen.getByRole('textbox', { name: 'Text' });
    // jsdom has no editing commands: the browser's execCommand is stood in for by what it does to the surface.
    const exec = jest.fn((command: string) => {
      if (command === 'bold') surface.innerHTML = '<p><b>Dear</b> {{merchantName}},</p><img src="https://tracker.example/x.png" onerror="alert(1)">';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Bold' }));
    expect(exec).toHaveBeenCalledWith('bold', false, undefined);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ body: '<p><b>Dear</b> {{merchantName}},</p>' }));
  });

  it('edits the HTML itself, and previews it as readers see it, scripts and handlers gone', async () => {
    const { user, onSubmit, save } = renderEditor('');
    await user.click(screen.getByText('HTML'));
    const html = screen.getByRole('textbox', { name: 'Text' });
    expect(html.tagName).toBe('TEXTAREA');
    await user.type(html, '<h3>Offer</h3><p onclick="steal()">Hi</p><script>window.hacked = 1</script>');
    await user.click(screen.getByText('Preview'));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Offer' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    // Back on the surface, the HTML typed is drawn formatted.
    await user.click(screen.getByText('Edit'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text' }).querySelector('h3')).toHaveTextContent('Offer'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(String(onSubmit.mock.calls[0][0].body)).not.toMatch(/script|onclick/);
  });

  it('reads in Turkish', async () => {
    renderEditor();
    await act(async () => { await portalI18n().changeLanguage('tr'); });
    expect(await screen.findByRole('toolbar', { name: 'Biçimlendirme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalın' })).toBeInTheDocument();
    expect(screen.getByText('Önizleme')).toBeInTheDocument();
  });
});
