/** Max length per input type (spec part 2 sections 5 and 9); any other type gets 500. */
export const INPUT_MAX_LENGTHS = {
  email: 254,
  password: 128,
  text: 1000,
  number: 20,
  tel: 20,
  url: 2048,
  search: 255,
} as const;

export const DEFAULT_INPUT_MAX_LENGTH = 500;

export function maxLengthOf(inputType: string | undefined): number {
  return (INPUT_MAX_LENGTHS as Record<string, number>)[inputType ?? 'text'] ?? DEFAULT_INPUT_MAX_LENGTH;
}
