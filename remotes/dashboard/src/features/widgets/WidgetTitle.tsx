import { Tooltip } from 'antd';
import { useRef, useState } from 'react';

const CUT = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A widget's title, one line cut with an ellipsis in a narrow card; a cut title shows its whole text in a tooltip
 * on hover (a title that fits shows none). Screen readers read the heading's whole text anyway.
 */
export function WidgetTitle({ id, title }: { id: string; title: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const cut = () => !!ref.current && ref.current.scrollWidth > ref.current.clientWidth;
  return (
    <Tooltip title={title} open={open} onOpenChange={(next) => setOpen(next && cut())}>
      <span ref={ref} id={id} role="heading" aria-level={2} style={CUT}>{title}</span>
    </Tooltip>
  );
}
