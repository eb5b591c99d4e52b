import { Form } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface LabelledFieldProps {
  /** Shown text (already translated). */
  label: string;
  /** The id of the control the label names. */
  htmlFor: string;
  /** `vertical`: label above; `inline`: label beside (a picker over a page). */
  layout?: 'vertical' | 'inline';
  /** A hint under the control. */
  help?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * One labelled control that is not part of a form (a page's report or tenant picker): the same label and
 * spacing as a FieldList field, so a page draws it without a form of its own.
 */
export function LabelledField({ label, htmlFor, layout = 'vertical', help, style, children }: LabelledFieldProps) {
  return (
    <Form layout={layout} component="div" style={style}>
      <Form.Item label={label} htmlFor={htmlFor} extra={help}>
        {children}
      </Form.Item>
    </Form>
  );
}
