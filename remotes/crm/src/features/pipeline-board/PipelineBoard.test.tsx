import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { OPPORTUNITY_BOARD_ENDPOINTS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import type { Board, Deal } from './board-api';
import { PipelineBoard } from './PipelineBoard';

const { server, SLOW } = pageTestSetup();

const PIPELINE = '40000000-0000-4000-8000-000000000001';
const STAGES = ['40000000-0000-4000-8000-0000000000a1', '40000000-0000-4000-8000-0000000000a2', '40000000-0000-4000-8000-0000000000a3'];
const card = (n: number, stage: number, extra: Partial<Deal> = {}): Deal => ({
  id: `50000000-0000-4000-8000-00000000000${n}`, tenantId: '10000000-0000-4000-8000-000000000001', kind: 'opportunity',
  organizationId: '30000000-0000-4000-8000-000000000001', organizationName: 'Northwind Travel Ltd', contactId: null, contactName: null,
  name: `Deal ${n}`, amount: '1000.00', currencyCode: 'EUR', weightedAmount: '100.00', expectedCloseDate: null, pipelineId: PIPELINE,
  pipelineName: 'Merchant onboarding', stageId: STAGES[stage]!, stageName: ['Lead', 'Precheck', 'Documents'][stage]!, probability: 10,
  ownerId: null, ownerName: 'Tessa Tenant', closedState: null, closeReason: '', closedAt: null, stageEnteredAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-01T10:00:00.000Z', isRotting: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...extra,
});
const column = (i: number, cards: Deal[]) => ({
  key: STAGES[i]!, stageId: STAGES[i]!, closedState: null, name: ['Lead', 'Precheck', 'Documents'][i]!, probability: [10, 25, 50][i]!, rottingDays: 14,
  count: cards.length, totals: cards.length ? [{ currencyCode: 'EUR', amount: `${cards.length * 1000}.00`, weighted: `${cards.length * 100}.00` }] : [], cards, nextCursor: null,
});
const boardOf = (lead: Deal[], precheck: Deal[]): Board => ({
  pipelineId: PIPELINE, pipelineName: 'Merchant onboarding', pipelines: [{ id: PIPELINE, name: 'Merchant onboarding', stages: STAGES.map((id, i) => ({ id, name: ['Lead', 'Precheck', 'Documents'][i]! })) }],
  columns: [
    column(0, lead), column(1, precheck), column(2, []),
    { key: 'Lost', stageId: null, closedState: 'Lost', name: 'Lost', probability: null, rottingDays: null, count: 0, totals: [], cards: [], nextCursor: null },
  ],
});

/** jsdom draws nothing: columns stand side by side 300 px apart, cards inside their column (what dnd-kit measures). */
function layOutBoard() {
  const original = Element.prototype.getBoundingClientRect;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const columnIndex = this.getAttribute('data-board-column-index');
    const cardIndex = this.getAttribute('data-board-card-column-index');
    const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
    if (columnIndex !== null) return rect(Number(columnIndex) * 300, 0, 280, 800);
    if (cardIndex !== null) return rect(Number(cardIndex) * 300 + 10, 100, 260, 80);
    // The dragged card's overlay, measured where the card was picked up (every test picks one up in the first column).
    if (this.classList.contains('pipeline-drag-overlay')) return rect(10, 100, 260, 80);
    return original.call(this);
  });
}

function serve(board: { current: Board }, move: (body: Record<string, unknown>) => Response) {
  const moves: Array<Record<string, unknown>> = [];
  server.use(
    ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.board, () => HttpResponse.json(board.current)),
    ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.move, ({ body }) => {
      moves.push(body as Record<string, unknown>);
      return move(body as Record<string, unknown>);
    }, { checkResponse: false }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return moves;
}

const renderBoard = () => {
  addRemoteResources(resources);
  renderWithProviders(<App><PipelineBoard kind="opportunity" filters={{}} /></App>, { user: 'tenant@demo.test', route: '/crm/opportunities' });
};
const columnNamed = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('Pipeline board', () => {
  beforeEach(layOutBoard);
  afterEach(() => jest.restoreAllMocks());

  it('shows each stage with its count, totals per currency and weighted, and marks rotting cards; a card dragged by pointer moves', async () => {
    const board = { current: boardOf([card(1, 0, { isRotting: true }), card(2, 0)], []) };
    const moves = serve(board, () => {
      board.current = boardOf([card(2, 0)], [card(1, 1)]);
      return HttpResponse.json(card(1, 1));
    });
    renderBoard();
    expect(await screen.findByText('Deal 1', {}, SLOW)).toBeInTheDocument();
    const lead = columnNamed('Lead');
    expect(within(lead).getByText('2 records')).toBeInTheDocument();
    expect(within(lead).getByText(/2\.000,00 EUR/)).toBeInTheDocument();
    expect(within(lead).getByText(/weighted 200,00 EUR/)).toBeInTheDocument();
    expect(within(lead).getByText('Rotting')).toBeInTheDocument();
    expect(within(columnNamed('Lost')).getByText('0 records')).toBeInTheDocument();

    const handle = screen.getByRole('button', { name: /^Move Deal 1\b/ });
    fireEvent.mouseDown(handle, { clientX: 20, clientY: 110, button: 0 });
    fireEvent.mouseMove(document, { clientX: 40, clientY: 120 });
    fireEvent.mouseMove(document, { clientX: 320, clientY: 120 });
    fireEvent.mouseUp(document, { clientX: 320, clientY: 120 });

    await waitFor(() => expect(moves).toEqual([{ stageId: STAGES[1], closedState: null }]), SLOW);
    await waitFor(() => expect(within(columnNamed('Precheck')).getByText('Deal 1')).toBeInTheDocument(), SLOW);
    expect(within(columnNamed('Precheck')).getByText('1 records')).toBeInTheDocument();
  });

  it('names the stages the seed named in Turkish, and a stage the staff named as they named it', async () => {
    const board = boardOf([card(1, 0)], []);
    serve({ current: { ...board, columns: board.columns.map((c) => (c.key === STAGES[2] ? { ...c, name: 'Sözleşme öncesi' } : c)) } }, () => HttpResponse.json(card(1, 0)));
    addRemoteResources(resources);
    renderWithProviders(<App><PipelineBoard kind="opportunity" filters={{}} /></App>, { user: 'tenant@demo.test', route: '/crm/opportunities', language: 'tr' });
    expect(await screen.findByText('Deal 1', {}, SLOW)).toBeInTheDocument();
    expect(within(columnNamed('Aday')).getByText('Deal 1')).toBeInTheDocument();
    expect(columnNamed('Ön kontrol')).toBeInTheDocument();
    expect(columnNamed('Sözleşme öncesi')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Lead/ })).not.toBeInTheDocument();
  });

  it('moves a card by keyboard, announced to screen readers; a refused move comes back with the server\'s sentence', async () => {
    const board = { current: boardOf([card(1, 0)], []) };
    const moves = serve(board, () => HttpResponse.json({ error: 'The stage Precheck belongs to another pipeline' }, { status: 400 }));
    renderBoard();
    const handle = await screen.findByRole('button', { name: /^Move Deal 1\b/ }, SLOW);
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Picked up Deal 1 from Lead.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Deal 1 is over Precheck.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(moves).toEqual([{ stageId: STAGES[1], closedState: null }]), SLOW);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The move was not saved: The stage Precheck belongs to another pipeline');
    expect(within(columnNamed('Lead')).getByText('Deal 1')).toBeInTheDocument();
    expect(within(columnNamed('Precheck')).queryByText('Deal 1')).not.toBeInTheDocument();
  });

  it('a drop on Lost asks for the reason first and sends it with the closing', async () => {
    const board = { current: boardOf([card(1, 0)], []) };
    const moves = serve(board, () => HttpResponse.json(card(1, 0, { closedState: 'Lost', closeReason: 'Chose a competitor', probability: 0 })));
    renderBoard();
    const handle = await screen.findByRole('button', { name: /^Move Deal 1\b/ }, SLOW);
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Picked up Deal 1 from Lead.')).toBeInTheDocument(), SLOW);
    for (const next of ['Precheck', 'Documents', 'Lost']) {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      await waitFor(() => expect(screen.getByText(`Deal 1 is over ${next}.`)).toBeInTheDocument(), SLOW);
    }
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Close as Lost: Deal 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    const u = userEvent.setup({ delay: null });
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chose a competitor');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(moves).toEqual([{ closedState: 'Lost', closeReason: 'Chose a competitor' }]), SLOW);
  });

  it('keeps the cards a column loaded with "Load more" after a move elsewhere, with the server\'s new totals', async () => {
    const more = [card(7, 1), card(8, 1)];
    const board = { current: { ...boardOf([card(1, 0)], [card(5, 1), card(6, 1)]) } };
    board.current.columns[1] = { ...board.current.columns[1]!, count: 4, nextCursor: 'page-2' };
    const moves = serve(board, () => {
      // The server's board after the move: Deal 1 at Documents, Precheck's first page as before.
      const after = boardOf([], [card(5, 1), card(6, 1)]);
      after.columns[1] = { ...after.columns[1]!, count: 4, nextCursor: 'page-2' };
      after.columns[2] = column(2, [card(1, 2)]);
      board.current = after;
      return HttpResponse.json(card(1, 2));
    });
    server.use(...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.column, () => HttpResponse.json({ cards: more, nextCursor: null })));
    renderBoard();
    expect(await screen.findByText('Deal 5', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(within(columnNamed('Precheck')).getByRole('button', { name: 'Load more' }));
    expect(await within(columnNamed('Precheck')).findByText('Deal 8', {}, SLOW)).toBeInTheDocument();

    const handle = screen.getByRole('button', { name: /^Move Deal 1\b/ });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Picked up Deal 1 from Lead.')).toBeInTheDocument(), SLOW);
    for (const next of ['Precheck', 'Documents']) {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      await waitFor(() => expect(screen.getByText(`Deal 1 is over ${next}.`)).toBeInTheDocument(), SLOW);
    }
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(moves).toEqual([{ stageId: STAGES[2], closedState: null }]), SLOW);
    await waitFor(() => expect(within(columnNamed('Documents')).getByText('1 records')).toBeInTheDocument(), SLOW);
    // Still the four cards loaded, not back to the first page of two.
    const precheck = columnNamed('Precheck');
    expect(['Deal 5', 'Deal 6', 'Deal 7', 'Deal 8'].map((name) => within(precheck).queryByText(name) !== null)).toEqual([true, true, true, true]);
    expect(within(precheck).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a card\'s checklist progress, and says which activities a move forward left open (the move saved)', async () => {
    const board = { current: boardOf([card(1, 0, { checklistDone: 1, checklistTotal: 4 })], []) };
    serve(board, () => HttpResponse.json({ ...card(1, 1), skippedActivities: { stageName: 'Lead', activities: ['Proof of address received', 'Bank reference received'] } }));
    renderBoard();
    const handle = await screen.findByRole('button', { name: /^Move Deal 1\b/ }, SLOW);
    expect(handle).toHaveAccessibleName(expect.stringContaining('Checklist: 1 of 4 done'));
    expect(within(handle).getByText('☑ 1/4')).toBeInTheDocument();
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Picked up Deal 1 from Lead.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Deal 1 is over Precheck.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(await screen.findByText('Moved to Precheck. Left open at Lead: Proof of address received, Bank reference received.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/The move was not saved/)).not.toBeInTheDocument();
  });
});
