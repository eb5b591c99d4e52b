import { Alert, Button, Mentions, Space } from 'antd';
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { CRM_ACTIVITY_ENDPOINTS, CRM_NOTE_LIMITS, type CrmRecordType } from '@portal/contracts';
import { useLookup } from '@portal/kit';
import { AC, useCrmActivityTranslation } from '../activity/texts';
import { TIMELINE_QUERY_KEY } from './use-timeline';

/** The people still mentioned: those picked whose "@Name" is still in the text (deleting it un-mentions them). */
export function mentionedIds(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked.entries()].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}

/**
 * A note on a record (ADR 0092): plain text, "@" offers the tenant's CRM team; each person still mentioned when the
 * note is saved is told. The text stays in the box if the server refuses it.
 */
export function NoteComposer({ type, id }: { type: CrmRecordType; id: string }) {
  const { t } = useCrmActivityTranslation();
  const team = useLookup('crmUsers');
  const queryClient = useQueryClient();
  const labelId = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const save = useMutation({
    mutationFn: () => callApi(CRM_ACTIVITY_ENDPOINTS.addNote, {
      // The record's own tenant: the server reads it from the record (platform staff reach every tenant).
      params: { type, id },
      body: { body: text.trim(), mentionIds: mentionedIds(text, picked) },
    }),
    onSuccess: async () => {
      setText('');
      setPicked(new Map());
      await queryClient.invalidateQueries({ queryKey: [TIMELINE_QUERY_KEY, type, id] });
    },
  });
  const tooLong = text.length > CRM_NOTE_LIMITS.bodyMax;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <label id={labelId} htmlFor={`${labelId}-input`} style={{ fontWeight: 500 }}>{t(AC.noteLabel)}</label>
      <Mentions
        id={`${labelId}-input`} aria-labelledby={labelId} rows={3} value={text} placeholder={t(AC.notePlaceholder)}
        onChange={setText} status={tooLong ? 'error' : undefined}
        options={team.items.map((u) => ({ value: u.name, label: u.name, key: u.id }))}
        onSelect={(option) => {
          const member = team.items.find((u) => u.name === option.value);
          if (member) setPicked((current) => new Map(current).set(member.id, member.name));
        }}
      />
      {save.isError && <Alert type="error" showIcon title={save.error.message} />}
      {save.isSuccess && !text && <Alert type="success" showIcon role="status" title={t(AC.noteSaved)} />}
      <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!text.trim() || tooLong}>{t(AC.addNote)}</Button>
    </Space>
  );
}
