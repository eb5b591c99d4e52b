import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '@portal/api-client';
import {
  OPPORTUNITIES, OPPORTUNITY_BOARD_ENDPOINTS, PROJECT_BOARD_ENDPOINTS, PROJECTS, type CrmClosedState, type CrmDealKind, type ResourceRowOf, type SchemaType, boardSchema,
} from '@portal/contracts';
import { scopeQueryOf, usePortalScope } from '@portal/kit';

export type Deal = ResourceRowOf<typeof OPPORTUNITIES>;
export type Board = SchemaType<typeof boardSchema>;
export type BoardColumn = Board['columns'][number];
export interface BoardFilters { pipelineId?: string; ownerId?: string; search?: string }

export const DEAL_RESOURCE = { opportunity: OPPORTUNITIES, project: PROJECTS } as const;
const BOARD_ENDPOINTS = { opportunity: OPPORTUNITY_BOARD_ENDPOINTS, project: PROJECT_BOARD_ENDPOINTS } as const;
/** A kind's board calls (the board, a column's next cards, a move, the stage checklist and its ticks). */
export const DEAL_BOARD = BOARD_ENDPOINTS;
/** What a move forward left open at the stage it left (ADR 0093): said beside the board, the move saved. */
export interface SkippedActivities { to: BoardColumn; stageName: string; activities: string[] }
const call = callApi as unknown as (endpoint: unknown, input: { query?: Record<string, unknown>; params?: Record<string, string>; body?: unknown; signal?: AbortSignal }) => Promise<unknown>;

const compact = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** A card moved between columns in a board (the optimistic view until the server answers). */
export function withCardMoved(board: Board, cardId: string, toKey: string): Board {
  const from = board.columns.find((c) => c.cards.some((card) => card.id === cardId));
  const card = from?.cards.find((c) => c.id === cardId);
  if (!from || !card || from.key === toKey) return board;
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c.key === from.key) return { ...c, count: c.count - 1, cards: c.cards.filter((x) => x.id !== cardId) };
      if (c.key === toKey) {
        const moved = { ...card, stageId: c.stageId ?? card.stageId, stageName: c.stageId ? c.name : card.stageName, closedState: c.closedState, isRotting: false };
        return { ...c, count: c.count + 1, cards: [moved, ...c.cards] };
      }
      return c;
    }),
  };
}

/**
 * The board as the server drew it after a change (its counts, totals and first cards), keeping the cards a column had
 * loaded beyond its first page ("Load more") and its cursor: a move or a tick does not send the user back to page one.
 * A card the server now shows in another column is not kept in the old one.
 */
export function withLoadedPages(current: Board, fresh: Board): Board {
  if (current.pipelineId !== fresh.pipelineId) return fresh;
  const columnOf = new Map(fresh.columns.flatMap((c) => c.cards.map((card) => [card.id, c.key] as const)));
  return {
    ...fresh,
    columns: fresh.columns.map((f) => {
      const loaded = current.columns.find((c) => c.key === f.key);
      if (!loaded || loaded.cards.length <= f.cards.length) return f;
      const shown = new Set(f.cards.map((card) => card.id));
      const more = loaded.cards.filter((card) => !shown.has(card.id) && (columnOf.get(card.id) ?? f.key) === f.key);
      return { ...f, cards: [...f.cards, ...more], nextCursor: loaded.nextCursor };
    }),
  };
}

/** A card's checklist count changed (a tick in its drawer), in every board of the kind the card is on. */
export function withChecklistCount(board: Board, cardId: string, done: number, total: number): Board {
  return { ...board, columns: board.columns.map((c) => ({ ...c, cards: c.cards.map((card) => (card.id === cardId ? { ...card, checklistDone: done, checklistTotal: total } : card)) })) };
}

/**
 * A kind's board (ADR 0088): the server's columns with their first cards and totals; `loadMore` appends a column's
 * next cards; `move` shows the card in its new column at once, saves it through the server's one rule set, and puts
 * it back with the server's sentence when refused (the totals are re-read from the server after a move).
 */
export function useBoard(kind: CrmDealKind, filters: BoardFilters) {
  const scope = usePortalScope();
  const scopeQuery = scopeQueryOf(DEAL_RESOURCE[kind], scope);
  const queryClient = useQueryClient();
  const key = ['crm-board', kind, scopeQuery, filters] as const;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<SkippedActivities | null>(null);
  const query = useQuery({
    queryKey: key, enabled: !scope.needsTenant, placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(BOARD_ENDPOINTS[kind].board, { query: compact({ ...scopeQuery, ...filters }), signal }) as Promise<Board>,
  });

  const loadMore = useCallback(async (column: BoardColumn) => {
    const board = queryClient.getQueryData<Board>(key);
    if (!board?.pipelineId || !column.nextCursor) return;
    const page = await call(BOARD_ENDPOINTS[kind].column, {
      query: compact({ ...scopeQuery, ...filters, pipelineId: board.pipelineId, column: column.key, cursor: column.nextCursor }),
    }) as { cards: Deal[]; nextCursor: string | null };
    queryClient.setQueryData<Board>(key, (current) => current && {
      ...current, columns: current.columns.map((c) => (c.key === column.key ? { ...c, cards: [...c.cards, ...page.cards], nextCursor: page.nextCursor } : c)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the filters and scope, listed
  }, [queryClient, kind, JSON.stringify(scopeQuery), JSON.stringify(filters)]);

  const move = useCallback(async (card: Deal, to: BoardColumn, closeReason?: string) => {
    const before = queryClient.getQueryData<Board>(key);
    if (!before) return;
    setRefusal(null);
    setSkipped(null);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Board>(key, withCardMoved(before, card.id, to.key));
    const body: { stageId?: string; closedState?: CrmClosedState | null; closeReason?: string } = to.stageId
      ? { stageId: to.stageId, closedState: null }
      : { closedState: to.closedState as CrmClosedState, closeReason: closeReason ?? '' };
    try {
      const saved = await call(BOARD_ENDPOINTS[kind].move, { params: { id: card.id }, query: { ...scopeQuery }, body }) as Deal;
      if (saved.skippedActivities) setSkipped({ to, ...saved.skippedActivities });
      // The totals are the server's; the pages a column loaded stay (this board re-read and merged, the others refetched).
      const fresh = await call(BOARD_ENDPOINTS[kind].board, { query: compact({ ...scopeQuery, ...filters }) }) as Board;
      queryClient.setQueryData<Board>(key, (current) => (current ? withLoadedPages(current, fresh) : fresh));
      const mine = JSON.stringify(key);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'crm-board' && q.queryKey[1] === kind && JSON.stringify(q.queryKey) !== mine });
      await queryClient.invalidateQueries({ queryKey: [DEAL_RESOURCE[kind].key] });
    } catch (error) {
      queryClient.setQueryData<Board>(key, before);
      setRefusal(error instanceof Error ? error.message : String(error));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the filters and scope, listed
  }, [queryClient, kind, JSON.stringify(scopeQuery), JSON.stringify(filters)]);

  return {
    query, board: query.data, loadMore, move, refusal, dismissRefusal: () => setRefusal(null), skipped, dismissSkipped: () => setSkipped(null),
    needsTenant: scope.needsTenant,
  };
}
