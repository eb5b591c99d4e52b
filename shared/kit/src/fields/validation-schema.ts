import dayjs from 'dayjs';
import * as yup from 'yup';
import { isAllowedUrl, isValidEmail, isValidNumber, isValidPhone } from '../inputs/text-rules';
import { endDateNameOf, startDateNameOf, type FieldDefinition, type FieldFormValues, type FieldValidation } from './field-definition';
import { daysSpanned } from './days-spanned';
import { FORM_KIT_TEXTS } from './form-texts';
import { holdsList } from './initial-values';

type AnySchema = yup.Schema<unknown>;

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A rule that passes on an empty value (emptiness is `required`'s job), else checks the text. */
function textTest(rule: FieldValidation, check: (text: string) => boolean) {
  return {
    name: rule.name,
    message: rule.message,
    test: (value: unknown) => isEmpty(value) || check(String(value)),
  };
}

function numberTest(rule: FieldValidation, compare: (n: number, bound: number) => boolean) {
  const bound = Number(rule.value);
  return textTest(rule, (text) => isValidNumber(text.trim()) && compare(Number(text), bound));
}

function ruleTest(rule: FieldValidation) {
  switch (rule.name) {
    case 'email':
      return textTest(rule, (text) => isValidEmail(text.trim()));
    case 'url':
      return textTest(rule, isAllowedUrl);
    case 'phone':
      return textTest(rule, (text) => isValidPhone(text.trim()));
    case 'number':
      return textTest(rule, (text) => isValidNumber(text.trim()));
    case 'min':
      return numberTest(rule, (n, bound) => n >= bound);
    case 'max':
      return numberTest(rule, (n, bound) => n <= bound);
    case 'minLength':
      return textTest(rule, (text) => text.trim().length >= Number(rule.value));
    case 'maxLength':
      return textTest(rule, (text) => text.length <= Number(rule.value));
    case 'pattern':
      return textTest(rule, (text) => new RegExp(String(rule.value)).test(text));
    case 'custom': {
      const check = rule.test;
      if (!check) return undefined;
      return {
        name: rule.name,
        message: rule.message,
        test(this: yup.TestContext, value: unknown) {
          if (isEmpty(value)) return true;
          const parent = this.parent as Record<string, unknown>;
          // A list (tags, a checkbox group) is checked entry by entry: the first entry that fails decides.
          for (const entry of Array.isArray(value) ? value : [value]) {
            if (isEmpty(entry)) continue;
            const verdict = check(String(entry), parent);
            if (verdict !== true) return typeof verdict === 'string' ? this.createError({ message: verdict }) : verdict;
          }
          return true;
        },
      };
    }
    default:
      return undefined;
  }
}

function requiredTest(field: FieldDefinition, message: string) {
  return {
    name: 'required',
    message,
    test: (value: unknown) => {
      if (holdsList(field)) return Array.isArray(value) && value.length > 0;
      if (field.type === 'checkbox') return value === true;
      return !isEmpty(value);
    },
  };
}

interface ValueTest {
  name: string;
  message: string;
  test(this: yup.TestContext, value: unknown): boolean | yup.ValidationError;
}

/** A rule with `when` holds only while the form's values say so; otherwise it passes. */
function conditional(rule: FieldValidation, test: ValueTest): ValueTest {
  const when = rule.when;
  if (!when) return test;
  return {
    ...test,
    test(this: yup.TestContext, value: unknown) {
      if (!when(this.parent as Record<string, unknown>)) return true;
      return test.test.call(this, value);
    },
  };
}

function schemaOfValue(field: FieldDefinition): AnySchema {
  let schema: AnySchema = yup.mixed().nullable();
  for (const rule of field.validations ?? []) {
    const test = rule.name === 'required' ? requiredTest(field, rule.message) : ruleTest(rule);
    // A field the form does not show holds none of its rules (`shownWhen`).
    const shown = field.shownWhen;
    if (test) schema = schema.test(conditional(shown ? { ...rule, when: (v) => shown(v as FieldFormValues) && (!rule.when || rule.when(v)) } : rule, test));
  }
  return schema;
}

/** A date range: required on both ends, end not before start, at most `maxDaysSelected` days (on the end key). */
function dateRangeSchemas(field: FieldDefinition): Record<string, AnySchema> {
  const startKey = startDateNameOf(field);
  const endKey = endDateNameOf(field);
  const required = field.validations?.find((rule) => rule.name === 'required');
  let start: AnySchema = yup.mixed().nullable();
  let end: AnySchema = yup.mixed().nullable();
  if (required) {
    start = start.test(requiredTest(field, required.message));
    end = end.test(requiredTest(field, required.message));
  }
  end = end.test({
    name: 'rangeOrder',
    message: FORM_KIT_TEXTS.rangeEndBeforeStart,
    test(value) {
      const from = this.parent[startKey];
      return isEmpty(from) || isEmpty(value) || !dayjs(String(value)).isBefore(dayjs(String(from)));
    },
  });
  if (field.maxDaysSelected) {
    const max = field.maxDaysSelected;
    end = end.test({
      name: 'maxDaysSelected',
      // The form fills {{n}} from the field's maxDaysSelected when it shows the message.
      message: FORM_KIT_TEXTS.rangeTooLong,
      test(value) {
        const from = this.parent[startKey];
        return isEmpty(from) || isEmpty(value) || daysSpanned(String(from), String(value)) <= max;
      },
    });
  }
  return { [startKey]: start, [endKey]: end };
}

/**
 * The yup schema of a field list: one entry per form key, from each field's `validations` (plus the date
 * range's own order and max-days rules). Messages stay the English texts; the form translates them.
 */
export function validationSchemaOf(fields: readonly FieldDefinition[]) {
  const shape: Record<string, AnySchema> = {};
  for (const field of fields) {
    if (field.type === 'button') continue;
    if (field.type === 'dateRangePicker') Object.assign(shape, dateRangeSchemas(field));
    else shape[field.name] = schemaOfValue(field);
  }
  return yup.object(shape);
}
