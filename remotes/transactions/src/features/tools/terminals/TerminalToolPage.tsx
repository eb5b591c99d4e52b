import { useMemo } from 'react';
import { ToolListPage, type ToolListDefinition } from '../ToolListPage';
import { useTerminalOptions } from './use-terminal-options';

/** A terminal page: a tool list whose terminal filter offers the tenant's terminals. */
export function TerminalToolPage<Row extends object>({ definition, title }: { definition: ToolListDefinition<Row>; title: string }) {
  const terminals = useTerminalOptions();
  const moreOptions = useMemo(() => ({ terminals }), [terminals]);
  return <ToolListPage definition={definition} title={title} moreOptions={moreOptions} />;
}
