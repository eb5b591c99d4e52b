import { Form } from 'antd';
import { createContext, memo, useContext, useMemo, type CSSProperties } from 'react';
import { PART_TWO_DROPDOWN_MAX_HEIGHT, type PortalPanelHeight } from '@portal/ui';
import { SelectPanelHeightContext } from '../inputs/select/KitSelect';
import { isShown, type FieldDefinition, type FieldFormValues } from './field-definition';
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

type FieldItemsProps = Pick<FieldListProps, 'form' | 'fields' | 'editors' | 'onButton'> & { idPrefix: string };

const FieldItemsContext = createContext<FieldItemsProps | null>(null);

/** The list's fields, each a FieldItem that draws again only when what it shows changes (FieldItem's drawsAsBefore). */
function FieldItems() {
  const { form, fields, editors, idPrefix, onButton } = useContext(FieldItemsContext)!;
  return fields.filter((field) => isShown(field, form.values)).map((field) => (
    <FieldItem key={field.name} form={form} field={field} editor={editorOf(field, editors)} id={`${idPrefix}-${field.name}`} onButton={onButton} />
  ));
}

const FIELD_ITEMS = <FieldItems />;

/**
 * antd's Form hands its items a new context object on every render of its own (antd 6.6's merged tooltip is built
 * anew each time), and every Form.Item under it then draws again, label, columns and all: with the form's state
 * passed as children, each keystroke drew every item of a filter bar. The frame draws only when its layout changes;
 * the items follow the form through a context of their own.
 */
const FormFrame = memo(function FormFrame({ layout, style }: { layout: NonNullable<FieldListProps['layout']>; style?: CSSProperties }) {
  return <Form layout={layout} component="div" style={style}>{FIELD_ITEMS}</Form>;
});

/**
 * Draws a field list bound to a form of useFieldForm: each field by its type's editor, with its label
 * and its translated error. Enter in a one-line text box submits (the input editor does it: a native
 * form would also submit on the Enter that confirms a date in a picker).
 * A form may be drawn by several lists (sections of one dialog), each with some of its fields.
 */
export function FieldList({ form, fields, layout = 'vertical', editors, idPrefix = 'field', onButton, panelHeight = PART_TWO_DROPDOWN_MAX_HEIGHT, columnWidth }: FieldListProps) {
  const grid = useMemo<CSSProperties | undefined>(() => (columnWidth && layout === 'vertical'
    ? { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${columnWidth}px, 100%), 1fr))`, columnGap: 16 }
    : undefined), [columnWidth, layout]);
  const items = useMemo(() => ({ form, fields, editors, idPrefix, onButton }), [form, fields, editors, idPrefix, onButton]);
  return (
    <SelectPanelHeightContext.Provider value={panelHeight}>
      <FieldItemsContext.Provider value={items}>
        <FormFrame layout={layout} style={grid} />
      </FieldItemsContext.Provider>
    </SelectPanelHeightContext.Provider>
  );
}
