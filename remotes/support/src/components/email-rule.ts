import * as yup from 'yup';

const EMAIL = yup.string().email();

/**
 * The support forms' e-mail check, as they had it (yup's): it takes what people really type (capitals,
 * `+` tags), unlike part 2's stricter e-mail input type.
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.isValidSync(text.trim());
}
