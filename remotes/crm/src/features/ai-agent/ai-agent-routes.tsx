import type { CatalogPages } from '@portal/contracts';
import { AiChatPage } from './AiChatPage';

/** The AI Chat page by route path (its lazy group's chunk, ADR 0105). */
export const AI_AGENT_PAGES: CatalogPages = {
  '/platform/ai-agent': (row) => <AiChatPage title={row.title} />,
};
