/** @jest-environment node */
import { isIP } from 'node:net';
import { customerIpProblem, isIpAddress } from './customer-ip';
import { VIRTUAL_TERMINAL_MESSAGES } from './model';

/** The browser's rule for the virtual terminal's customer IP agrees with the server's (Node's `net.isIP`). */
describe('customer IP rule', () => {
  const cases = [
    '203.0.113.7', '0.0.0.0', '255.255.255.255', '2001:db8::42', '::', '::1', 'fe80::1', '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '1:2:3:4:5:6:7::', '::ffff:192.0.2.1', '64:ff9b::192.0.2.33', '1:2:3:4:5:6:192.0.2.1',
    '203.0.113.999', '203.0.113', '203.0.113.7.1', '01.2.3.4', '2001:db8:::1', '1::2::3', ':1::2', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7',
    '12345::1', 'g::1', '192.0.2.1::', '1.2.3.4::1', '1:2:3:4:5:6:7:192.0.2.1', 'localhost', 'not an ip', '203.0.113.7 ', '',
  ];
  it.each(cases)('%j: the same answer as the server', (text) => {
    expect(isIpAddress(text)).toBe(isIP(text) !== 0);
  });

  it('a blank field is no problem (the field is optional); a bad address gets the sentence; spaces around are trimmed', () => {
    expect(customerIpProblem('')).toBeNull();
    expect(customerIpProblem('   ')).toBeNull();
    expect(customerIpProblem(' 203.0.113.7 ')).toBeNull();
    expect(customerIpProblem('203.0.113.999')).toBe(VIRTUAL_TERMINAL_MESSAGES.customerIp);
    expect(customerIpProblem('2001:db8:::1')).toBe(VIRTUAL_TERMINAL_MESSAGES.customerIp);
  });
});
