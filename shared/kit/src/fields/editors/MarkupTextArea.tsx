import type { FieldDefinition } from '../field-definition';
import { RichTextEditor } from './RichTextEditor';

/**
 * A field override for rich text (an offer's template, its body): not an `input`, so the text-input sanitiser (spec part
 * 2 section 5: HTML encoded, text cut at 1000 characters) leaves its markup alone; the server sanitises it as rich text.
 * Drawn by the rich-text editor (toolbar, HTML, preview; ADR 0111).
 */
export const MARKUP_FIELD: Pick<FieldDefinition, 'type' | 'render'> = { type: 'select', render: (props) => <RichTextEditor {...props} /> };
