/**
 * A form field's accessible name, exactly: the kit's form engine draws a required field's label with antd's
 * required mark (a CSS "*" that browsers count in the accessible name: "* Category"), an optional one without.
 */
export function fieldName(label: string): RegExp {
  return new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
