import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DROPDOWN_MAX_HEIGHT, type PortalPanelHeight } from '@portal/ui';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { FieldList } from './FieldList';
import { useFieldForm } from './use-field-form';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

// antd forms in jsdom on a shared 2-core machine: slower than jest's 5 s default.
jest.setTimeout(20_000);

const SAVE: FieldDefinition = { name: 'save', label: 'Save', type: 'button' };

function Form({ fields, onSubmit, sanitize, panelHeight }: { fields: FieldDefinition[]; onSubmit(values: FieldFormValues): void; sanitize?: boolean; panelHeight?: PortalPanelHeight }) {
  const form = useFieldForm({ fields, sanitize, onSubmit: (values) => onSubmit(values) });
  return <FieldList form={form} fields={[...fields, SAVE]} idPrefix="test" panelHeight={panelHeight} />;
}

function renderForm(fields: FieldDefinition[], options: { sanitize?: boolean; panelHeight?: PortalPanelHeight } = {}) {
  const onSubmit = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Form fields={fields} onSubmit={onSubmit} {...options} />);
  return { user, onSubmit, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

/** A page's own editor: a list of records (uploaded files, say) it adds to. */
const files: FieldDefinition = {
  name: 'files', label: 'Files', type: 'multiSelectAutoComplete',
  validations: [{ name: 'required', message: 'Add a file' }],
  render: ({ form, field, id, invalid }) => {
    const list = (form.values[field.name] as Array<{ fileId: string }>) ?? [];
    return (
      <button id={id} type="button" data-invalid={invalid} onClick={() => void form.setFieldValue(field.name, [...list, { fileId: `file-${list.length + 1}` }])}>
        {`${list.length} files`}
      </button>
    );
  },
};

describe("a field's own editor (render)", () => {
  it("is drawn with the engine's label, required mark and error, and its value follows the field's rules", async () => {
    const { user, onSubmit, save } = renderForm([files]);
    const editor = screen.getByLabelText('Files');
    expect(editor).toHaveTextContent('0 files');
    expect(document.querySelector('label[for="test-files"]')).toHaveClass('ant-form-item-required');
    await save();
    expect(await screen.findByText('Add a file')).toBeInTheDocument();
    expect(editor).toHaveAttribute('data-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(editor);
    await waitFor(() => expect(screen.queryByText('Add a file')).not.toBeInTheDocument());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ files: [{ fileId: 'file-1' }] }));
  });
});

describe("an input's own limits", () => {
  it('caps the box at the field maxLength, grows a textarea between its rows and passes the autofill hint', () => {
    renderForm([
      { name: 'subject', label: 'Subject', type: 'input', maxLength: 200, autoComplete: 'given-name' },
      { name: 'description', label: 'Description', type: 'input', inputType: 'textarea', maxLength: 10000, rows: { min: 4, max: 7 } },
      { name: 'note', label: 'Note', type: 'input', inputType: 'textarea' },
    ]);
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '10000');
    // Without one, the text type's 1000 (spec part 2 section 5).
    expect(screen.getByLabelText('Note')).toHaveAttribute('maxlength', '1000');
  });
});

describe('sanitize: false', () => {
  it('hands the values over as typed (part 1 forms), where the default encodes them', async () => {
    const typed = "Can't pay <b>now</b>";
    const subject: FieldDefinition = { name: 'subject', label: 'Subject', type: 'input' };
    for (const [sanitize, expected] of [[false, typed], [true, 'Can&#x27;t pay &lt;b&gt;now&lt;/b&gt;']] as const) {
      const { user, onSubmit, save } = renderForm([subject], { sanitize });
      await user.click(screen.getByLabelText('Subject'));
      await user.paste(typed);
      await save();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: expected }));
      document.body.innerHTML = '';
    }
  });
});

describe('panelHeight', () => {
  it("sets the selects' panel height (200 px for spec part 1's forms)", async () => {
    const { user } = renderForm(
      [{ name: 'status', label: 'Status', type: 'select', loading: true, options: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Status ${i}` })) }],
      { panelHeight: DROPDOWN_MAX_HEIGHT },
    );
    // A page that loads the options itself says so: the select spins.
    expect(document.querySelector('.anticon-loading')).not.toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).not.toBeNull());
    expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).toHaveStyle({ maxHeight: '200px' });
  });
});
