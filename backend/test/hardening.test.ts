import { after, before } from 'node:test';
import { startTestServer, type TestServer } from './helpers/server';
import { badInputSuite } from './hardening/bad-input';
import { filePermissionsSuite } from './hardening/file-permissions';
import { notificationEscapingSuite } from './hardening/notifications-escaping';
import { invitationThrottleSuite } from './hardening/invitation-throttle';
import { strictBodiesSuite } from './hardening/strict-bodies';

/**
 * Issue 15's suites that share one backend (one server boot instead of four: the backend step's time is
 * mostly boots). Each suite signs in with its own accounts; the invitation throttle runs last, since it
 * spends merchant@'s invitations for the hour.
 */
let t: TestServer;
before(async () => { t = await startTestServer(); });
after(async () => { await t?.close(); });

const server = () => t;
badInputSuite(server);
filePermissionsSuite(server);
notificationEscapingSuite(server);
strictBodiesSuite(server);
invitationThrottleSuite(server);
