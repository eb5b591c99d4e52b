import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { randomUUID } from 'node:crypto';
import {
  PERSONAL_DASHBOARD_ENDPOINTS as E, type DashboardCategoryWithWidgets, type DashboardWidget, type PersonalCategoryInput, type WidgetShare,
} from '@portal/contracts';
import { declaredHandlers, type DashboardStore, chooseOption } from '@portal/testing';
import { renderDashboard, server, setupDashboardServer } from '../../test-support/render-dashboard';
import { PersonalDashboardPage } from './PersonalDashboardPage';

jest.mock('@ant-design/charts', () => {
  const Chart = () => <div data-testid="chart" />;
  return { Line: Chart, Pie: Chart, Bar: Chart, DualAxes: Chart };
});
jest.setTimeout(30_000);
setupDashboardServer();

const ROLE = { roleId: randomUUID(), name: 'Merchant' };

/** A fake of the section 7.10 endpoints keeping the server's rules the page relies on; writes are recorded. */
function personalFake(dashboard: DashboardStore, userType: 'Merchant' | 'Tenant' = 'Merchant') {
  const own: DashboardCategoryWithWidgets[] = [];
  const shares: WidgetShare[] = [];
  const writes: Array<{ call: string; body: unknown }> = [];
  /** The next rename answers this refusal (404) instead. */
  const control = { refuseRename: null as string | null };
  const bases = () => dashboard.categories.filter((c) => c.userType === userType).flatMap((c) => c.widgets);
  const ownWidget = (id: string) => own.flatMap((c) => c.widgets).find((w) => w.widgetId === id);
  const place = (category: DashboardCategoryWithWidgets, from: DashboardWidget, name: string): DashboardWidget => {
    const made = { ...from, widgetId: randomUUID(), categoryId: category.id, name, layout: { ...from.layout, order: category.widgets.length + 1 } };
    category.widgets.push(made);
    return made;
  };
  const handlers = [
    ...declaredHandlers(E.categories, () => HttpResponse.json(own.map(({ id, name, userType }) => ({ id, name, userType })))),
    ...declaredHandlers(E.byCategory, ({ params }) => {
      const c = own.find((x) => x.id === params.id);
      return c ? HttpResponse.json(c) : HttpResponse.json({ error: 'Category not found' }, { status: 404 });
    }),
    ...declaredHandlers(E.baseWidgets, () => HttpResponse.json(bases())),
    ...declaredHandlers(E.shares, () => HttpResponse.json({ roles: [ROLE], shares })),
    ...declaredHandlers(E.allWidgets, () => HttpResponse.json(own.flatMap((c) => c.widgets).map((w) => ({ ...w, own: true, ownerName: 'Mia Merchant' })))),
    ...declaredHandlers(E.createCategory, ({ body }) => {
      writes.push({ call: 'createCategory', body });
      const input = body as PersonalCategoryInput;
      if (input.userType !== userType) return HttpResponse.json({ error: `Your categories are ${userType} categories` }, { status: 400 });
      const made: DashboardCategoryWithWidgets = { id: randomUUID(), name: input.name, userType, widgets: [] };
      own.push(made);
      // The dashboard fake's data route knows a widget by its category: personal widgets read their data too.
      dashboard.categories.push(made);
      return HttpResponse.json({ id: made.id, name: made.name, userType: made.userType }, { status: 201 });
    }),
    ...declaredHandlers(E.addWidget, ({ body }) => {
      writes.push({ call: 'addWidget', body });
      const { categoryId, baseWidgetId } = body as { categoryId: string; baseWidgetId: string };
      const category = own.find((c) => c.id === categoryId);
      const base = bases().find((w) => w.widgetId === baseWidgetId);
      if (!category || !base) return HttpResponse.json({ error: 'Widget not found' }, { status: 404 });
      return HttpResponse.json(place(category, base, base.name), { status: 201 });
    }),
    // Before the clone's PUT user-dashboard/:id (the server prefers static paths, msw takes the first match).
    ...declaredHandlers(E.share, ({ body }) => {
      writes.push({ call: 'share', body });
      shares.push(body as WidgetShare);
      return HttpResponse.json(body as WidgetShare);
    }),
    ...declaredHandlers(E.unShare, ({ body }) => {
      writes.push({ call: 'unShare', body });
      const { widgetId, roleId } = body as WidgetShare;
      shares.splice(shares.findIndex((s) => s.widgetId === widgetId && s.roleId === roleId), 1);
      return HttpResponse.json(body as WidgetShare);
    }),
    ...declaredHandlers(E.renameWidget, ({ body }) => {
      writes.push({ call: 'renameWidget', body });
      const { widgetId, name } = body as { widgetId: string; name: string };
      const widget = ownWidget(widgetId);
      if (control.refuseRename || !widget) return HttpResponse.json({ error: control.refuseRename ?? 'Widget not found' }, { status: 404 });
      widget.name = name;
      return HttpResponse.json(widget);
    }),
    ...declaredHandlers(E.updateCategory, ({ body }) => {
      writes.push({ call: 'updateCategory', body });
      const { id, name } = body as { id: string; name: string };
      const category = own.find((c) => c.id === id);
      if (!category) return HttpResponse.json({ error: 'Category not found' }, { status: 404 });
      category.name = name;
      return HttpResponse.json({ id, name, userType: category.userType });
    }),
    ...declaredHandlers(E.cloneWidget, ({ params }) => {
      writes.push({ call: 'cloneWidget', body: params.id });
      const source = ownWidget(params.id!);
      if (!source) return HttpResponse.json({ error: 'Widget not found' }, { status: 404 });
      return HttpResponse.json(place(own.find((c) => c.id === source.categoryId)!, source, `${source.name} (copy)`));
    }),
    ...declaredHandlers(E.deleteWidget, ({ params }) => {
      writes.push({ call: 'deleteWidget', body: params.id });
      for (const c of own) c.widgets = c.widgets.filter((w) => w.widgetId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, writes, bases, control };
}

describe('PersonalDashboardPage', () => {
  it('refuses an empty name, adds a category, a widget from the base widgets, clones, deletes, shares and un-shares it', async () => {
    const user = userEvent.setup();
    let fake: ReturnType<typeof personalFake> | undefined;
    renderDashboard(<PersonalDashboardPage title="My dashboard" />, {
      user: 'merchant@demo.test', route: '/user-dashboard',
      prepare: (store) => { fake = personalFake(store); server.use(...fake.handlers); },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('You have no categories yet: add one to start your dashboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Enter a name (at most 100 characters)')).toBeInTheDocument();
    expect(fake!.writes).toEqual([]);

    await user.type(screen.getByLabelText('New category name'), 'My watch');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('tab', { name: 'My watch' })).toHaveAttribute('aria-selected', 'true');
    expect(fake!.writes[0]).toEqual({ call: 'createCategory', body: { name: 'My watch', userType: 'Merchant' } });
    expect(await screen.findByText('No widgets in this category yet')).toBeInTheDocument();

    // The select offers the base widgets merchant@ is given; the added one is drawn by the dashboard's card.
    const first = fake!.bases()[0]!.name;
    await chooseOption(user, screen.getByLabelText('Widget to add'), first);
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    expect(await screen.findByRole('region', { name: first })).toBeInTheDocument();
    expect(fake!.writes[1]).toMatchObject({ call: 'addWidget' });

    await user.click(screen.getByRole('button', { name: `Clone: ${first}` }));
    expect(await screen.findByRole('region', { name: `${first} (copy)` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Delete: ${first} (copy)` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `${first} (copy)` })).not.toBeInTheDocument());

    await chooseOption(user, screen.getByLabelText(`Share with role: ${first}`), 'Merchant');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(fake!.writes.at(-1)).toMatchObject({ call: 'share', body: { roleId: ROLE.roleId } }));
    const stop = await screen.findByRole('button', { name: 'Stop sharing with Merchant' });
    expect(within(screen.getByLabelText('Shared with')).getByText('Merchant')).toBeInTheDocument();
    expect(fake!.writes.at(-1)).toMatchObject({ call: 'share', body: { roleId: ROLE.roleId } });
    await user.click(stop);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop sharing with Merchant' })).not.toBeInTheDocument());
    expect(fake!.writes.at(-1)).toMatchObject({ call: 'unShare', body: { roleId: ROLE.roleId } });
  });

  it('renames a widget and its category: a blank name is refused, a refusal keeps the typed name, the new names show', async () => {
    const user = userEvent.setup();
    let fake: ReturnType<typeof personalFake> | undefined;
    renderDashboard(<PersonalDashboardPage title="My dashboard" />, {
      user: 'merchant@demo.test', route: '/user-dashboard',
      prepare: (store) => { fake = personalFake(store); server.use(...fake.handlers); },
    });
    await user.type(await screen.findByLabelText('New category name'), 'My watch');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const first = fake!.bases()[0]!.name;
    await chooseOption(user, await screen.findByLabelText('Widget to add'), first);
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    await screen.findByRole('region', { name: first });

    await user.click(screen.getByRole('button', { name: `Rename: ${first}` }));
    // antd names its dialogs by an id that is the same for every one under test: the title is asserted as text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Rename the widget ${first}`)).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue(first);
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Enter a name (at most 100 characters)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(name, 'Card volume');
    fake!.control.refuseRename = 'Widget not found';
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Widget not found');
    expect(name).toHaveValue('Card volume');
    fake!.control.refuseRename = null;
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('region', { name: 'Card volume' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake!.writes.filter((w) => w.call === 'renameWidget').at(-1)!.body).toMatchObject({ name: 'Card volume' });

    await user.click(screen.getByRole('button', { name: 'Rename category' }));
    const categoryDialog = await screen.findByRole('dialog');
    expect(within(categoryDialog).getByText('Rename the category My watch')).toBeInTheDocument();
    await user.clear(within(categoryDialog).getByLabelText('Name'));
    await user.type(within(categoryDialog).getByLabelText('Name'), '  Card desk ');
    await user.click(within(categoryDialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('tab', { name: 'Card desk' })).toBeInTheDocument();
    expect(fake!.writes.at(-1)).toMatchObject({ call: 'updateCategory', body: { name: 'Card desk', userType: 'Merchant' } });
  });

  it('stacks the new category form on a phone: the label over the field, the button under it', async () => {
    const desktop = window.innerWidth;
    try {
      window.innerWidth = 390;
      renderDashboard(<PersonalDashboardPage title="My dashboard" />, {
        user: 'merchant@demo.test', route: '/user-dashboard',
        prepare: (store) => { server.use(...personalFake(store).handlers); },
      });
      const form = await screen.findByTestId('new-category-form');
      expect(form).toHaveClass('ant-flex-vertical');
      expect(form.querySelector('.ant-form')).toHaveClass('ant-form-vertical');
      expect(within(form).getByLabelText('New category name')).toBeInTheDocument();
    } finally {
      window.innerWidth = desktop;
    }
  });

  it('speaks Turkish', async () => {
    renderDashboard(<PersonalDashboardPage title="My dashboard" />, {
      user: 'merchant@demo.test', route: '/user-dashboard', language: 'tr',
      prepare: (store) => { server.use(...personalFake(store).handlers); },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panelim' })).toBeInTheDocument();
    expect(await screen.findByText('Henüz kategoriniz yok: panelinize başlamak için bir tane ekleyin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Benimle paylaşılanlar' })).toBeInTheDocument();
  });

  it("is tenant staff's own dashboard too (crm/user-dashboard): Tenant categories from the staff widgets their role is given", async () => {
    const user = userEvent.setup();
    let fake: ReturnType<typeof personalFake> | undefined;
    renderDashboard(<PersonalDashboardPage title="My dashboard" />, {
      user: 'tenant@demo.test', route: '/crm/user-dashboard',
      prepare: (store) => { fake = personalFake(store, 'Tenant'); server.use(...fake.handlers); },
    });
    expect(await screen.findByText('You have no categories yet: add one to start your dashboard')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New category name'), 'Risk desk');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('tab', { name: 'Risk desk' })).toHaveAttribute('aria-selected', 'true');
    expect(fake!.writes[0]).toEqual({ call: 'createCategory', body: { name: 'Risk desk', userType: 'Tenant' } });
    // The staff dashboard's widgets (top merchants among them), not merchants'.
    await user.click(screen.getByLabelText('Widget to add'));
    expect((await screen.findAllByTitle('Top merchants')).length).toBeGreaterThan(0);
  });
});
