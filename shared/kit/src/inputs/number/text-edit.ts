/** The text an input would hold after `inserted` replaces its selection (paste, drop). */
export function insertAtSelection(input: HTMLInputElement, inserted: string): string {
  const value = input.value;
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? value.length;
  return value.slice(0, start) + inserted + value.slice(end);
}
