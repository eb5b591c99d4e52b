import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form as AntdForm } from 'antd';
import userEvent from '@testing-library/user-event';
import { fakeDateOnly } from '@portal/testing';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import type { FieldEditor } from './editor-registry';
import { DateRangeEditor } from './editors/DateRangeEditor';
import { InputEditor } from './editors/InputEditor';
import { drawsAsBefore, type FieldItemProps } from './FieldItem';
import { FieldList } from './FieldList';
import { useFieldForm, type FieldForm } from './use-field-form';

// antd forms in jsdom on a shared 2-core machine: slower than jest's 5 s default.
jest.setTimeout(20_000);

const name: FieldDefinition = { name: 'name', label: 'Name', type: 'input', validations: [{ name: 'required', message: 'Enter a name' }] };
const city: FieldDefinition = { name: 'city', label: 'City', type: 'input' };

/** A formik form as useFieldForm hands it: a new object on every change. */
function formWith(values: FieldFormValues, more: Partial<FieldForm> = {}): FieldForm {
  return { values, errors: {}, touched: {}, submitCount: 0, ...more } as FieldForm;
}
const props = (form: FieldForm, field = name, editor: FieldEditor = InputEditor): FieldItemProps => ({ form, field, editor, id: `f-${field.name}` });

describe('a field is drawn again when what it shows changes, not on every change of the form', () => {
  const before = formWith({ name: 'Ada', city: '' });

  it('skips a field whose editor reads only its own value when another field changes', () => {
    expect(drawsAsBefore(props(before), props(formWith({ name: 'Ada', city: 'Izmir' })))).toBe(true);
  });

  it('draws it again for its own value, error, touched mark, a submit, or new props', () => {
    expect(drawsAsBefore(props(before), props(formWith({ name: 'Ad', city: '' })))).toBe(false);
    expect(drawsAsBefore(props(before), props(formWith(before.values, { errors: { name: 'Enter a name' } })))).toBe(false);
    expect(drawsAsBefore(props(before), props(formWith(before.values, { touched: { name: true } })))).toBe(false);
    expect(drawsAsBefore(props(before), props(formWith(before.values, { submitCount: 1 })))).toBe(false);
    expect(drawsAsBefore(props(before), props(formWith(before.values), { ...name, label: 'Full name' }))).toBe(false);
    expect(drawsAsBefore(props(before), { ...props(formWith(before.values)), id: 'other-id' })).toBe(false);
  });

  it("follows both ends of a date range", () => {
    const period: FieldDefinition = { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to' };
    const range = formWith({ from: '2025-07-01', to: '2025-07-02', name: 'Ada' });
    expect(drawsAsBefore(props(range, period, DateRangeEditor), props(formWith({ ...range.values, name: 'Al' }), period, DateRangeEditor))).toBe(true);
    expect(drawsAsBefore(props(range, period, DateRangeEditor), props(formWith({ ...range.values, to: '2025-07-03' }), period, DateRangeEditor))).toBe(false);
  });

  it('draws a field with its own render and any editor a page passes on every change, as before', () => {
    const after = formWith({ name: 'Ada', city: 'Izmir' });
    const own: FieldDefinition = { ...name, render: () => null };
    expect(drawsAsBefore(props(before, own), props(after, own))).toBe(false);
    const PageEditor = () => null;
    expect(drawsAsBefore(props(before, name, PageEditor), props(after, name, PageEditor))).toBe(false);
  });
});

function Form({ fields, onSubmit }: { fields: FieldDefinition[]; onSubmit(values: FieldFormValues): void }) {
  const form = useFieldForm({ fields, onSubmit: (values) => onSubmit(values) });
  return (
    <>
      <FieldList form={form} fields={fields} idPrefix="test" />
      <button type="button" onClick={() => form.handleSubmit()}>Save</button>
    </>
  );
}

/** Draws itself again only when antd's form context changes: a stable element under a field's Form.Item. */
let contextDraws = 0;
function FormContextWatcher() {
  AntdForm.useFormInstance();
  contextDraws += 1;
  return null;
}
const WATCHER = <FormContextWatcher />;

describe("antd's form items under the list", () => {
  it("are not handed a new form context as the user types (every Form.Item would draw again, label and columns)", async () => {
    const watched: FieldDefinition = { name: 'watched', label: 'Watched', type: 'input', render: () => WATCHER };
    const user = userEvent.setup({ delay: null });
    render(<Form fields={[name, city, watched]} onSubmit={jest.fn()} />);
    const drawsBefore = contextDraws;
    await user.type(screen.getByLabelText('City'), 'Izmir');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Izmir');
    expect(contextDraws).toBe(drawsBefore);
  });
});

describe('what the user sees is unchanged', () => {
  it("a page's own editor that shows another field follows it as the user types, and every value and error is sent or shown", async () => {
    const greeting: FieldDefinition = {
      name: 'greeting', label: 'Greeting', type: 'input',
      render: ({ form, id }) => <output id={id}>{`Hello ${String(form.values.name ?? '')} from ${String(form.values.city ?? '')}`}</output>,
    };
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Form fields={[name, city, greeting]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Izmir');
    expect(screen.getByText('Hello Ada from Izmir')).toBeInTheDocument();
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada', city: 'Izmir' }));
  });

  it('a date range entered after another field was typed keeps what was typed there', async () => {
    const period: FieldDefinition = { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to' };
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Form fields={[period, city]} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('City'), 'Izmir');
    for (const [placeholder, text] of [['Start date', '01/03/2024'], ['End date', '07/03/2024']]) {
      const input = screen.getByPlaceholderText(placeholder);
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Izmir', from: '2024-03-01T12:00:00.000Z', to: '2024-03-07T12:00:00.000Z' })));
  });

  it('a range preset clicked the day after the form was drawn gives that day', async () => {
    // Only Date is faked: the form is drawn at noon on 1 March, "Today" clicked on 2 March.
    fakeDateOnly(new Date(2024, 2, 1, 12));
    try {
      const period: FieldDefinition = { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', ranges: ['today'] };
      const onSubmit = jest.fn();
      const user = userEvent.setup({ delay: null });
      render(<Form fields={[period, city]} onSubmit={onSubmit} />);
      await user.click(screen.getByPlaceholderText('Start date'));
      expect(await screen.findByText('Today')).toBeInTheDocument();
      jest.setSystemTime(new Date(2024, 2, 2, 9));
      await user.click(screen.getByText('Today'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ from: '2024-03-02T12:00:00.000Z', to: '2024-03-02T12:00:00.000Z' })));
    } finally {
      jest.useRealTimers();
    }
  });
});
