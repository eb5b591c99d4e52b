/**
 * A valid card number (Luhn) not used before, on the test BIN 411111: the antifraud screen's velocity rules would stop
 * one card paying again and again, so every attempt a spec makes uses a new one.
 */
export function freshCardNumber(): string {
  const body = `411111${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  for (let check = 0; check < 10; check += 1) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}
