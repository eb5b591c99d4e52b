/** A pill's tone (the kit's StatusPill draws it): as the status pill table of spec part 2 section 4 names them. */
export type StatusTone = 'positive' | 'negative' | 'pending' | 'hold' | 'neutral';
