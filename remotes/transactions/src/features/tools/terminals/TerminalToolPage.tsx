import { useMemo } from 'react';
import { ToolList, type ToolListDefinition } from '../tool-list';
import { useTerminalOptions } from './use-terminal-options';

/** A terminal page: a tool list whose terminal filter offers the tenant's terminals. */
export function TerminalToolPage<Row extends object>({ definition, title }: { definition: ToolListDefinition<Row>; title: string }) {
  const terminals = useTerminalOptions();
  const moreOptions = useMemo(() => ({ terminals }), [terminals]);
  return <ToolList definition={definition} title={title} moreOptions={moreOptions} />;
}
