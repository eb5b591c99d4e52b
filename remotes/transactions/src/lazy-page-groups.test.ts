import { addRemoteResources, createPortalI18n } from '@portal/i18n';
import { resources } from './i18n';
import { landingResources } from './i18n/landing';
import { actionEn, actionTr } from './i18n/action-texts';
import { approvalEn, approvalTr } from './i18n/approval-texts';
import { TRANSACTIONS_NAMESPACE, transactionsTexts } from './i18n/use-transactions-translation';
import { drawerTexts } from './features/detail/lazy-transaction-drawer';
import { LAZY_PAGE_GROUPS } from './lazy-page-groups';

describe('pages loaded with their group', () => {
  it.each(LAZY_PAGE_GROUPS.map((group) => [group.paths[0], group] as const))('the group of %s lists exactly the pages its chunk draws', async (_, group) => {
    expect([...group.paths].sort()).toEqual(Object.keys(await group.load()).sort());
  });

  it("adds each group's texts as it loads, and no group changes a text the remote module already showed", async () => {
    const i18n = createPortalI18n('tr');
    i18n.removeResourceBundle('en', TRANSACTIONS_NAMESPACE);
    i18n.removeResourceBundle('tr', TRANSACTIONS_NAMESPACE);
    addRemoteResources(landingResources);
    const bundle = (language: 'en' | 'tr') => ({ ...i18n.getResourceBundle(language, TRANSACTIONS_NAMESPACE) as Record<string, string> });
    const landing = { en: bundle('en'), tr: bundle('tr') };
    const everything = resources.tr![TRANSACTIONS_NAMESPACE]!;
    // The module carries less than every text: the groups' own are not in it.
    expect(Object.keys(landing.tr).length).toBeLessThan(Object.keys(everything).length - 300);

    for (const group of LAZY_PAGE_GROUPS) {
      await group.load();
      for (const language of ['en', 'tr'] as const) {
        const now = bundle(language);
        for (const [key, text] of Object.entries(landing[language])) expect([language, key, now[key]]).toEqual([language, key, text]);
      }
    }
    // The detail drawer's texts come with the drawer; the actions' and approvals' files add theirs as they are evaluated
    // (the test below), which this file's imports did before the bundles were emptied.
    addRemoteResources(await drawerTexts());
    addRemoteResources(transactionsTexts(actionEn, actionTr));
    addRemoteResources(transactionsTexts(approvalEn, approvalTr));
    for (const language of ['en', 'tr'] as const) {
      const now = bundle(language);
      for (const [key, text] of Object.entries(landing[language])) expect([language, key, now[key]]).toEqual([language, key, text]);
    }
    // With every group and the drawer loaded, the namespace holds every text of the remote, each in the same words as before.
    expect(bundle('tr')).toEqual(everything);
    expect(bundle('en')).toEqual(resources.en![TRANSACTIONS_NAMESPACE]);
  });

  it.each([
    ['actions', './i18n/action-texts', 'Approve selected ({{n}})', 'Seçilenleri onayla (2)'],
    ['approvals', './i18n/approval-texts', 'You asked for this: another approver decides it.', 'Bunu siz istediniz: başka bir onaylayıcı karar verir.'],
  ])("the %s' texts are not in the remote module: their file adds them as the first part that shows them loads it", (_, file, key, turkish) => {
    jest.isolateModules(() => {
      const i18n = (jest.requireActual('@portal/i18n') as typeof import('@portal/i18n')).createPortalI18n('tr');
      (jest.requireActual('@portal/i18n') as typeof import('@portal/i18n')).addRemoteResources(landingResources);
      expect(i18n.exists(key, { ns: TRANSACTIONS_NAMESPACE })).toBe(false);
      jest.requireActual(file);
      expect(i18n.t(key, { ns: TRANSACTIONS_NAMESPACE, n: 2 })).toBe(turkish);
    });
  });
});
