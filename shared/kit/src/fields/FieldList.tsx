import { Form } from 'antd';
import { PART_TWO_DROPDOWN_MAX_HEIGHT, type PortalPanelHeight } from '@portal/ui';
import { SelectPanelHeightContext } from '../inputs/select/KitSelect';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { FieldItem } from './FieldItem';
import { FIELD_EDITORS, type FieldEditorRegistry } from './editor-registry';
import type { FieldForm } from './use-field-form';

export interface FieldListProps {
  form: FieldForm;
  fields: readonly FieldDefinition[];
  /** `vertical` for dialogs, `inline` for filter bars. */
  layout?: 'vertical' | 'inline' | 'horizontal';
  /** Another editor for some field types. */
  editors?: Partial<FieldEditorRegistry>;
  /** Prefix of the editors' ids (two forms on one page stay unique). */
  idPrefix?: string;
  /** A `button` field of action `button` was pressed. */
  onButton?(name: string, values: FieldFormValues): void;
  /** The selects' panel height: part 2's 250 px by default, 200 for the forms of spec part 1. */
  panelHeight?: PortalPanelHeight;
}

/**
 * Draws a field list bound to a form of useFieldForm: each field by its type's editor, with its label
 * and its translated error. Enter in a one-line text box submits (the input editor does it: a native
 * form would also submit on the Enter that confirms a date in a picker).
 */
export function FieldList({ form, fields, layout = 'vertical', editors, idPrefix = 'field', onButton, panelHeight = PART_TWO_DROPDOWN_MAX_HEIGHT }: FieldListProps) {
  const registry = { ...FIELD_EDITORS, ...editors };
  return (
    <SelectPanelHeightContext.Provider value={panelHeight}>
      <Form layout={layout} component="div">
        {fields.map((field) => (
          <FieldItem key={field.name} form={form} field={field} editor={registry[field.type]} id={`${idPrefix}-${field.name}`} onButton={onButton} />
        ))}
      </Form>
    </SelectPanelHeightContext.Provider>
  );
}
