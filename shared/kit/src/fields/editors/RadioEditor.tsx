import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { FieldEditorProps } from './editor-props';

// antd's Radio (about 3.5 KB) is drawn by no landing page's filters: its file loads with the first radio field shown
// (ADR 0115 "Session 62").
const RadioGroupEditor = lazy(() => import(/* webpackChunkName: "kit-radio-editor" */ './RadioGroupEditor').then((m) => ({ default: m.RadioGroupEditor })));

/** `radiobutton`: one value from the field's options, all shown; a line of the group's height until its file has come. */
export function RadioEditor(props: FieldEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active size="small" style={{ height: 32 }} />}>
      <RadioGroupEditor {...props} />
    </Suspense>
  );
}
