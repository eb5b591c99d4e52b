import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import type { FieldEditorProps } from './editors/editor-props';
import { FieldList } from './FieldList';
import { LabelledField } from './LabelledField';
import { useFieldForm, type UseFieldFormOptions } from './use-field-form';

/** A screen's own editor: keeps a list of words typed as "a b c". */
function WordsEditor({ field, form, id }: FieldEditorProps) {
  const words = (form.values[field.name] as string[] | undefined) ?? [];
  return <Input id={id} value={words.join(' ')} onChange={(event) => void form.setFieldValue(field.name, event.target.value.split(' ').filter(Boolean))} />;
}

function Screen({ fields, options, onSubmit }: { fields: FieldDefinition[]; options?: Partial<UseFieldFormOptions>; onSubmit(values: FieldFormValues): void }) {
  const form = useFieldForm({ fields, onSubmit: (values) => onSubmit(values), ...options });
  return (
    <>
      <FieldList form={form} fields={fields} />
      <button type="button" onClick={() => form.handleSubmit()}>Send</button>
      <output aria-label="Live">{JSON.stringify(form.values)}</output>
    </>
  );
}

const user = () => userEvent.setup({ delay: null });

describe('FieldList and useFieldForm for a screen’s own needs', () => {
  it("draws a field with the screen's own editor (its render), its type deciding the initial value", async () => {
    const onSubmit = jest.fn();
    const tags: FieldDefinition = {
      name: 'tags', label: 'Tags', type: 'multiSelectAutoComplete', render: (props) => <WordsEditor {...props} />,
      validations: [{ name: 'required', message: 'Give a tag' }],
    };
    render(<Screen fields={[tags]} onSubmit={onSubmit} />);
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Give a tag')).toBeInTheDocument();
    await user().click(screen.getByLabelText('Tags'));
    await user().paste('red blue');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ tags: ['red', 'blue'] });
  });

  it('validate: a rule over two fields shows on the field it names and blocks the submit', async () => {
    const onSubmit = jest.fn();
    const fields: FieldDefinition[] = [{ name: 'text', label: 'Text', type: 'input' }, { name: 'code', label: 'Code', type: 'input' }];
    const validate = (values: FieldFormValues) => ({ text: !values.text && !values.code ? 'Give a text or a code' : undefined, code: undefined });
    render(<Screen fields={fields} options={{ validate }} onSubmit={onSubmit} />);
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Give a text or a code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user().type(screen.getByLabelText('Code'), 'A1');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: '', code: 'A1' });
    expect(screen.queryByText('Give a text or a code')).not.toBeInTheDocument();
  });

  it('onValuesChange: a field that depends on another is cleared when that one changes', async () => {
    const fields: FieldDefinition[] = [{ name: 'merchant', label: 'Merchant', type: 'input' }, { name: 'website', label: 'Website', type: 'input' }];
    const onValuesChange: UseFieldFormOptions['onValuesChange'] = (_values, changed, form) => {
      if (changed.includes('merchant')) void form.setFieldValue('website', '');
    };
    render(<Screen fields={fields} options={{ onValuesChange }} onSubmit={jest.fn()} />);
    await user().type(screen.getByLabelText('Website'), 'shop.test');
    expect(screen.getByLabelText('Live')).toHaveTextContent('"website":"shop.test"');
    await user().type(screen.getByLabelText('Merchant'), 'B');
    expect(screen.getByLabelText('Website')).toHaveValue('');
  });

  it('an input with its own maxLength stops there and counts; a help text shows under it', async () => {
    render(<Screen fields={[{ name: 'note', label: 'Note', type: 'input', inputType: 'textarea', maxLength: 5, showCount: true, help: 'Short please' }]} onSubmit={jest.fn()} />);
    await user().type(screen.getByLabelText('Note'), 'abcdefgh');
    expect(screen.getByLabelText('Note')).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(screen.getByText('Short please')).toBeInTheDocument();
  });

  it('sanitize: false hands the text as typed (a name shown back keeps its &)', async () => {
    const onSubmit = jest.fn();
    render(<Screen fields={[{ name: 'name', label: 'Name', type: 'input' }]} options={{ sanitize: false }} onSubmit={onSubmit} />);
    await user().type(screen.getByLabelText('Name'), 'Tom & Jerry');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Tom & Jerry' });
  });

  it('LabelledField names a control outside a form', () => {
    render(<LabelledField label="Report" htmlFor="report"><input id="report" /></LabelledField>);
    expect(screen.getByLabelText('Report')).toBeInTheDocument();
  });
});
