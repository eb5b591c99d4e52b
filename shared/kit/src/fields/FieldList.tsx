import { Form } from 'antd';
import { PART_TWO_DROPDOWN_MAX_HEIGHT, type PortalPanelHeight } from '@portal/ui';
import { SelectPanelHeightContext } from '../inputs/select/KitSelect';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { FieldItem } from './FieldItem';
import { editorOf, type FieldEditors } from './editor-registry';
import type { FieldForm } from './use-field-form';

export interface FieldListProps {
  form: FieldForm;
  fields: readonly FieldDefinition[];
  /** `vertical` for dialogs, `inline` for filter bars. */
  layout?: 'vertical' | 'inline' | 'horizontal';
  /** Another editor for some field types (one field's own editor is its `render`). */
  editors?: FieldEditors;
  /** Prefix of the editors' ids (two forms on one page stay unique). */
  idPrefix?: string;
  /** A `button` field of action `button` was pressed. */
  onButton?(name: string, values: FieldFormValues): void;
  /** The selects' panel height: part 2's 250 px by default, 200 for the forms of spec part 1. */
  panelHeight?: PortalPanelHeight;
  /**
   * `vertical` layout only: fields side by side in columns at least this wide (px), as many as fit (one
   * on a phone). Without it, one field under the other.
   */
  columnWidth?: number;
}

/**
 * Draws a field list bound to a form of useFieldForm: each field by its type's editor, with its label
 * and its translated error. Enter in a one-line text box submits (the input editor does it: a native
 * form would also submit on the Enter that confirms a date in a picker).
 * A form may be drawn by several lists (sections of one dialog), each with some of its fields.
 */
export function FieldList({ form, fields, layout = 'vertical', editors, idPrefix = 'field', onButton, panelHeight = PART_TWO_DROPDOWN_MAX_HEIGHT, columnWidth }: FieldListProps) {
  const grid = columnWidth && layout === 'vertical'
    ? { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${columnWidth}px, 100%), 1fr))`, columnGap: 16 }
    : undefined;
  return (
    <SelectPanelHeightContext.Provider value={panelHeight}>
      <Form layout={layout} component="div" style={grid}>
        {fields.map((field) => (
          <FieldItem key={field.name} form={form} field={field} editor={editorOf(field, editors)} id={`${idPrefix}-${field.name}`} onButton={onButton} />
        ))}
      </Form>
    </SelectPanelHeightContext.Provider>
  );
}
