/**
 * No full card number (PAN) ever reaches the model or the page (ADR 0105). Anything that looks like one, 13 to 19
 * digits in a row, optionally grouped by single spaces or dashes, becomes its last four behind asterisks: a tool's
 * result before the model reads it, the user's message before it is stored and sent, the model's answer before the
 * page sees it. Whether it passes the Luhn check does not matter: a mistyped card number is still a card number.
 */
const PAN = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

const masked = (digits: string): string => `**** **** **** ${digits.slice(-4)}`;

export function maskPans(text: string): string {
  return text.replace(PAN, (found) => masked(found.replace(/[ -]/g, '')));
}

/**
 * The same mask over a streamed answer: a number split across two chunks is held back until it has ended, so no
 * chunk carries a PAN's first digits unmasked. `push` returns what may be sent now; `end` the rest.
 */
export class PanStreamMasker {
  private held = '';

  push(chunk: string): string {
    this.held += chunk;
    // Keep back a trailing run of digits, spaces and dashes that could still grow into a card number.
    const tail = /[0-9][0-9 -]*$/.exec(this.held);
    const cut = tail ? tail.index : this.held.length;
    const ready = maskPans(this.held.slice(0, cut));
    this.held = this.held.slice(cut);
    return ready;
  }

  end(): string {
    const rest = maskPans(this.held);
    this.held = '';
    return rest;
  }
}

const CARD_FIELDS = ['cardFirst6', 'cardLast4', 'cardNumber', 'pan', 'maskedPan', 'cardBin'];

/**
 * A tool's result as the model may read it: every string masked; without card data allowed by the scoping, the card
 * fields (BIN, last four) left out altogether.
 */
export function maskToolResult(value: unknown, cardDataAllowed: boolean): unknown {
  if (typeof value === 'string') return maskPans(value);
  if (Array.isArray(value)) return value.map((item) => maskToolResult(item, cardDataAllowed));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!cardDataAllowed && CARD_FIELDS.includes(key)) continue;
      out[key] = maskToolResult(item, cardDataAllowed);
    }
    return out;
  }
  return value;
}
