import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoggingMailOutbox, mailOutboxOf } from '../src/modules/mail/outbox';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Template = { id: string; name: string };
type Email = { id: string; status: string; toAddress: string; toName: string; subject: string; body: string; relatedType: string; relatedName: string | null; senderName: string | null; templateName: string | null };

/** The CRM's e-mail templates and e-mails (ADR 0090). */
describe('CRM e-mail templates and e-mails', () => {
  const s = apiSuite(['tenant', 'tenant2', 'merchant']);
  const outbox = () => mailOutboxOf(s.server.server.app) as LoggingMailOutbox;

  const newCustomer = async (legalName: string, contacts: Array<{ firstName: string; lastName: string; email?: string; isPrimary?: boolean }>) => {
    const org = await s.call('tenant', 'POST', api('crm/organizations'), { body: { legalName, tradingName: legalName.replace(/ Ltd$/, ''), riskLevel: 'Low' } });
    assert.equal(org.status, 201, JSON.stringify(org.body));
    const ids: string[] = [];
    for (const c of contacts) {
      const res = await s.call('tenant', 'POST', api('crm/contacts'), { body: { organizationId: org.body.id, ...c } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      ids.push(res.body.id);
    }
    return { id: org.body.id as string, contactIds: ids };
  };

  it('a template names only listed placeholders: an unknown one is refused, named', async () => {
    const bad = await s.call('tenant', 'POST', api('crm/email-templates'), { body: { name: 'Typo', subject: 'Hello {{contact.firstname}}', body: 'Hi', isActive: true } });
    assert.deepEqual([bad.status, bad.body.error], [400, 'Unknown placeholder {{contact.firstname}}: use one of the listed placeholders']);
    const good = await s.call('tenant', 'POST', api('crm/email-templates'), {
      body: { name: 'Intro call', subject: 'Our call, {{ contact.firstName }}', body: 'Dear {{contact.fullName}},\n\nThank you for the call about {{organization.legalName}}.\n\n{{user.fullName}}, {{tenant.name}}', isActive: true },
    });
    assert.equal(good.status, 201, JSON.stringify(good.body));
    const twice = await s.call('tenant', 'POST', api('crm/email-templates'), { body: { name: 'INTRO CALL', subject: 's', body: 'b', isActive: true } });
    assert.deepEqual([twice.status, twice.body.error], [400, 'A template named INTRO CALL exists already: choose another name']);
    const listed = await s.call('tenant', 'GET', api('crm/email-templates?search=intro&pageIndex=0&pageSize=10'));
    assert.deepEqual(listed.body.data.map((t: Template) => t.name), ['Intro call']);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/email-templates/${good.body.id}`))).status, 404);
    assert.equal((await s.call('merchant', 'GET', api('crm/email-templates?pageIndex=0&pageSize=10'))).status, 403);
  });

  it('sent from a customer through a template: to its primary contact, with the real names, through the mail outbox, and logged', async () => {
    const customer = await newCustomer('Pelican Coffee Roasters Ltd', [
      { firstName: 'Nadia', lastName: 'Osei', email: 'nadia.osei@pelican.test' },
      { firstName: 'Rowan', lastName: 'Price', email: 'rowan.price@pelican.test', isPrimary: true },
    ]);
    const template = (await s.call('tenant', 'GET', api('crm/email-templates?search=Intro%20call&pageIndex=0&pageSize=1'))).body.data[0] as Template;
    const preview = await s.call('tenant', 'POST', api('crm/emails/preview'), { body: { relatedType: 'organization', relatedId: customer.id, templateId: template.id } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual([preview.body.toAddress, preview.body.subject], ['rowan.price@pelican.test', 'Our call, Rowan']);
    assert.equal(outbox().sent('rowan.price@pelican.test').length, 0, 'a preview sends nothing');

    const sent = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'organization', relatedId: customer.id, templateId: template.id } });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const email = sent.body as Email;
    assert.deepEqual([email.status, email.toName, email.relatedName, email.senderName, email.templateName], ['Sent', 'Rowan Price', 'Pelican Coffee Roasters Ltd', 'Tessa Tenant', 'Intro call']);
    const [mail] = outbox().sent('rowan.price@pelican.test');
    assert.ok(mail, 'the message reached the mail outbox');
    assert.equal(mail.subject, 'Our call, Rowan');
    assert.match(mail.text, /^Dear Rowan Price,\n\nThank you for the call about Pelican Coffee Roasters Ltd\.\n\nTessa Tenant, Acme/);

    const log = await s.call('tenant', 'GET', api(`crm/emails?relatedId=${customer.id}&pageIndex=0&pageSize=10`));
    assert.deepEqual(log.body.data.map((e: Email) => e.subject), ['Our call, Rowan']);
    const byStatus = await s.call('tenant', 'GET', api('crm/emails?status=Failed&pageIndex=0&pageSize=10'));
    assert.ok(byStatus.body.data.length > 0 && byStatus.body.data.every((e: Email) => e.status === 'Failed'), 'the seed has a failed one');
    const bySearch = await s.call('tenant', 'GET', api('crm/emails?search=rowan.price&relatedType=organization&pageIndex=0&pageSize=10'));
    assert.deepEqual(bySearch.body.data.map((e: Email) => e.id), [email.id]);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/emails/${email.id}`))).status, 404);
    assert.equal((await s.call('tenant', 'GET', api(`crm/emails/${email.id}`))).body.body, mail.text);
  });

  it('free text from a contact: placeholders checked and filled; a record the sender cannot fill or reach is refused', async () => {
    const customer = await newCustomer('Harbour Yoga Studios Ltd', [{ firstName: 'Idris', lastName: 'Kaya', email: 'idris@harbour.test' }, { firstName: 'No', lastName: 'Mail' }]);
    const [idris, noMail] = customer.contactIds;
    const typo = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: idris, subject: 'Hi {{contact.nickname}}', body: 'Hello' } });
    assert.deepEqual([typo.status, typo.body.error], [400, 'Unknown placeholder {{contact.nickname}}: use one of the listed placeholders']);
    const opportunity = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: idris, subject: 'About {{opportunity.name}}', body: 'Hello' } });
    assert.deepEqual([opportunity.status, opportunity.body.error], [400, 'The placeholder {{opportunity.name}} has no value for this record']);
    const nobody = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: noMail, subject: 'Hi', body: 'Hello' } });
    assert.deepEqual([nobody.status, nobody.body.error], [400, 'This record has no contact with an e-mail address: add one first']);
    const blank = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: idris, subject: ' ', body: 'Hello' } });
    assert.deepEqual([blank.status, blank.body.error], [400, 'An e-mail needs a subject']);
    const foreign = await s.call('tenant2', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: idris, subject: 'Hi', body: 'Hello' } });
    assert.deepEqual([foreign.status, foreign.body.error], [400, 'Unknown record']);
    assert.equal(outbox().sent('idris@harbour.test').length, 0);

    const sent = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: idris, subject: 'Your studio, {{contact.firstName}}', body: '<b>{{organization.tradingName}}</b> & us' } });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const [mail] = outbox().sent('idris@harbour.test');
    // The text part: what was typed goes as typed, the values filled in; in the HTML part a typed tag is text.
    assert.deepEqual([mail?.subject, mail?.text], ['Your studio, Idris', '<b>Harbour Yoga Studios</b> & us']);
    assert.ok(mail?.html?.includes('<p style="margin:0 0 12px">&lt;b&gt;Harbour Yoga Studios&lt;/b&gt; &amp; us</p>'), mail?.html);
    assert.doesNotMatch(mail!.html!, /<b>/);
  });

  it('goes as text and as HTML: paragraphs, a list, bold and a link, signed with the tenant (ADR 0149)', async () => {
    const customer = await newCustomer('Quay Bikes Ltd', [{ firstName: 'Lena', lastName: 'Quay', email: 'lena@quay.test' }]);
    const body = 'Dear {{contact.firstName}},\n\nYour account at **{{organization.tradingName}}** is ready.\n\n- Read [the guide](https://docs.example.com/start)\n- Sign in at https://portal.example.com';
    const sent = await s.call('tenant', 'POST', api('crm/emails/send'), { body: { relatedType: 'contact', relatedId: customer.contactIds[0], subject: 'Welcome', body } });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const [mail] = outbox().sent('lena@quay.test');
    assert.equal(mail?.text, 'Dear Lena,\n\nYour account at Quay Bikes is ready.\n\n- Read the guide (https://docs.example.com/start)\n- Sign in at https://portal.example.com');
    const html = mail!.html!;
    assert.match(html, /^<!doctype html>\n<html lang="en">/);
    assert.ok(html.includes('Your account at <strong>Quay Bikes</strong> is ready.'), html);
    assert.ok(html.includes('<li>Read <a href="https://docs.example.com/start" style="color:#1a56db">the guide</a></li>'), html);
    assert.ok(html.includes('<a href="https://portal.example.com" style="color:#1a56db">https://portal.example.com</a>'), html);
    assert.match(html, /<p style="max-width:600px[^"]*">Acme[^<]*<\/p>/);
    // The record keeps the text as written (the portal shows it with the same marks).
    assert.equal((await s.call('tenant', 'GET', api(`crm/emails/${sent.body.id}`))).body.body, 'Dear Lena,\n\nYour account at **Quay Bikes** is ready.\n\n- Read [the guide](https://docs.example.com/start)\n- Sign in at https://portal.example.com');
  });
});
