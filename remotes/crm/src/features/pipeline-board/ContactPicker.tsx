import { useEffect } from 'react';
import { SingleSelect, type FieldEditorProps } from '@portal/kit';
import { useContactOptions } from '../customers/use-contact-options';
import { DL, useCrmDealsTranslation } from './texts';

/**
 * The contact of an opportunity or project: one of the chosen customer's people (the server refuses another's). Until
 * a customer is chosen it offers none and says to choose one; another customer clears a contact that is not one of its people.
 */
export function ContactPicker(props: FieldEditorProps) {
  const { t } = useCrmDealsTranslation();
  const { form, field } = props;
  const organizationId = typeof form.values.organizationId === 'string' && form.values.organizationId ? form.values.organizationId : null;
  const contacts = useContactOptions(organizationId);
  const chosen = form.values[field.name];
  const stale = typeof chosen === 'string' && chosen !== '' && (organizationId === null || (contacts.isLoaded && !contacts.options.some((c) => c.id === chosen)));
  useEffect(() => {
    if (stale) void form.setFieldValue(field.name, null);
  }, [stale, form, field.name]);
  return (
    <SingleSelect
      {...props}
      searchable
      // Not disabled: a disabled select's grey hint fails the contrast check; an empty list says what to do instead.
      field={{ ...field, placeholder: organizationId === null ? t(DL.chooseCustomerFirst) : field.placeholder }}
      options={contacts.options}
      loading={contacts.isLoading}
      notFound={t(organizationId === null ? DL.chooseCustomerFirst : DL.noContacts)}
    />
  );
}
