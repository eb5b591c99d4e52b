import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conditionProblem, RULE_CONDITION_LIMITS, type RuleGroup } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { ConditionBuilder } from './ConditionBuilder';

/** The builder as the editor holds it: its state, and every change the editor would save. */
function renderBuilder(initial: RuleGroup, language: 'en' | 'tr' = 'en') {
  const changes: RuleGroup[] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return <ConditionBuilder value={value} onChange={(next) => { changes.push(next); setValue(next); }} />;
  }
  addRemoteResources(resources);
  const result = renderWithProviders(<Holder />, { user: 'tenant@demo.test', language });
  return { ...result, changes, latest: () => changes.at(-1)! };
}

installTimerMessageChannel();
// A busy shared machine: antd's controls re-render on every key typed.
jest.setTimeout(30_000);

const binIn = (value: string) => ({ field: 'cardBin' as const, operator: 'in' as const, value });

describe('ConditionBuilder', () => {
  it('builds "(A or B) and C": a group inside the rule with its own match, numbered with the rule\'s conditions', async () => {
    const user = userEvent.setup();
    const { latest } = renderBuilder({ combinator: 'and', rules: [binIn('411111')] });

    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const group = screen.getByRole('group', { name: 'Group 1' });
    // The new group's first condition is the rule's second, as the server's messages count them.
    expect(within(group).getByRole('group', { name: 'Condition 2' })).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Any of these (or)' }));
    await user.click(within(group).getByRole('button', { name: 'Group 1: Add condition' }));
    await user.type(within(group).getByRole('textbox', { name: 'Condition 2: Value' }), '400005');
    const third = within(group).getByRole('group', { name: 'Condition 3' });
    await chooseOption(user, within(third).getByRole('combobox', { name: 'Condition 3: Field' }), 'E-mail domain');
    await user.type(within(third).getByRole('textbox', { name: 'Condition 3: Value' }), 'spam.io');

    expect(latest()).toEqual({
      combinator: 'and',
      rules: [binIn('411111'), { combinator: 'or', rules: [binIn('400005'), { field: 'emailDomain', operator: '=', value: 'spam.io' }] }],
    });
    // What the server checks before it saves: the whole tree is a valid rule.
    expect(conditionProblem(latest())).toBeNull();
    // The rule's own match is still "all".
    expect(screen.getAllByRole('radio', { name: 'All of these (and)' })[0]).toBeChecked();
  });

  it('edits a nested group the API made, and removes it with its conditions', async () => {
    const user = userEvent.setup();
    const { latest } = renderBuilder({ combinator: 'or', rules: [{ combinator: 'and', rules: [binIn('555555'), { field: 'amount', operator: '>', value: 5000 }] }, binIn('411111')] });

    const group = screen.getByRole('group', { name: 'Group 1' });
    expect(within(group).getByRole('spinbutton', { name: 'Condition 2: Value' })).toHaveValue('5000');
    // The condition after the group is the third.
    expect(screen.getByRole('textbox', { name: 'Condition 3: Value' })).toHaveValue('411111');

    await user.click(within(group).getByRole('button', { name: 'Remove group 1' }));
    expect(screen.queryByRole('group', { name: 'Group 1' })).not.toBeInTheDocument();
    expect(latest()).toEqual({ combinator: 'or', rules: [binIn('411111')] });
  });

  it('stops offering a group inside a group at the deepest level the server takes', async () => {
    const user = userEvent.setup();
    renderBuilder({ combinator: 'and', rules: [binIn('411111')] });
    for (let level = 1; level < RULE_CONDITION_LIMITS.maxDepth; level++) {
      // The innermost group's buttons come first in the page's order (a group's buttons follow what it holds).
      await user.click(screen.getAllByRole('button', { name: /Add group$/ })[0]!);
    }
    const deepest = screen.getByRole('group', { name: `Group ${RULE_CONDITION_LIMITS.maxDepth - 1}` });
    expect(within(deepest).getByRole('button', { name: `Group ${RULE_CONDITION_LIMITS.maxDepth - 1}: Add condition` })).toBeInTheDocument();
    expect(within(deepest).queryByRole('button', { name: /Add group$/ })).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const user = userEvent.setup();
    renderBuilder({ combinator: 'and', rules: [binIn('411111')] }, 'tr');
    await user.click(screen.getByRole('button', { name: 'Grup ekle' }));
    const group = screen.getByRole('group', { name: 'Grup 1' });
    expect(within(group).getByRole('button', { name: '1. grubu kaldır' })).toBeInTheDocument();
    expect(within(group).getByRole('group', { name: 'Koşul 2' })).toBeInTheDocument();
  });
});
