import { Button, Flex, Input, Typography } from 'antd';
import { DecimalInput, type FieldEditorProps } from '@portal/kit';
import type { Person } from './precheck-values';
import { BO, useCrmBoardingTranslation } from './texts';

/**
 * The directors or the owners over 25 % (a field's `render` on the kit's form): a row per person with its name and
 * date of birth or share, added and removed by buttons; at most 10.
 */
export function PeopleEditor({ field, form, id, kind }: FieldEditorProps & { kind: 'directors' | 'owners' }) {
  const { t } = useCrmBoardingTranslation();
  const people = (Array.isArray(form.values[field.name]) ? form.values[field.name] : []) as unknown as Person[];
  const set = (next: Person[]) => { void form.setFieldValue(field.name, next, false); };
  const change = (i: number, patch: Partial<Person>) => set(people.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const touch = () => { void form.setFieldTouched(field.name, true, true); };
  const label = (i: number) => t(kind === 'directors' ? BO.directorN : BO.ownerN, { n: i + 1 });
  return (
    <Flex vertical gap={8} id={id} tabIndex={-1}>
      {people.map((p, i) => (
        <Flex key={`${kind}-${i}`} gap={8} wrap align="center" role="group" aria-label={label(i)}>
          <Typography.Text style={{ minWidth: 90 }}>{label(i)}</Typography.Text>
          <Input aria-label={`${label(i)} · ${t(BO.fullNameLabel)}`} placeholder={t(BO.fullNameLabel)} value={p.fullName} maxLength={200} style={{ flex: '1 1 180px' }}
            onChange={(e) => change(i, { fullName: e.target.value })} onBlur={touch} />
          {kind === 'directors' ? (
            <Input aria-label={`${label(i)} · ${t(BO.dateOfBirthLabel)}`} placeholder="YYYY-MM-DD" value={p.dateOfBirth ?? ''} maxLength={10} style={{ flex: '0 1 140px' }}
              onChange={(e) => change(i, { dateOfBirth: e.target.value })} onBlur={touch} />
          ) : (
            <DecimalInput aria-label={`${label(i)} · ${t(BO.shareLabel)}`} placeholder={t(BO.shareLabel)} value={p.ownershipPercent ?? ''} maxLength={6} style={{ flex: '0 1 110px' }}
              onChange={(value) => change(i, { ownershipPercent: value })} onBlur={touch} />
          )}
          <Button onClick={() => set(people.filter((_, j) => j !== i))}>{t(BO.removePerson, { name: p.fullName || label(i) })}</Button>
        </Flex>
      ))}
      <div>
        <Button disabled={people.length >= 10 || field.disabled} onClick={() => set([...people, kind === 'directors' ? { fullName: '', dateOfBirth: '' } : { fullName: '', ownershipPercent: '' }])}>
          {t(kind === 'directors' ? BO.addDirector : BO.addOwner)}
        </Button>
      </div>
    </Flex>
  );
}
