// A deep import: the package root is shared whole (all icons), one icon is not.
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { Button, Divider, Drawer, Empty, Flex, Input, Switch, TimePicker, Tooltip, Typography } from 'antd';
import { dayInTimeZone, dayStartInTimeZone, ItemList, ItemListItem, nextDay, wallTimeInTimeZone } from '@portal/kit';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import { QUICK_PANEL_LIMITS, type QuickSettings } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { MissingFieldsMessage, useEscapeAndReturnFocus } from '@portal/ui';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useQuickPanelData, useQuickPanelMutations } from './quick-panel-api';
import { useQuickSettings } from './use-quick-settings';

/** The current time, ticking every second while `running`; read afresh when it starts (the panel opens). */
function useClock(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  const [wasRunning, setWasRunning] = useState(running);
  // During render, not in an effect: the panel's first frame already asks for the events of the right day.
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setNow(new Date());
  }
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * Start and end of a calendar day (`YYYY-MM-DD`) on the clock of `timeZone`, as ISO strings (the Today section's
 * events). Here, not in quick-panel-api (which the shell's start loads for the quick settings): the kit loads with the panel.
 */
function todayRange(day: string, timeZone: string | undefined): { from: string; to: string } {
  return { from: dayStartInTimeZone(day, timeZone), to: dayStartInTimeZone(nextDay(day), timeZone) };
}

/** "Wednesday 2 July" (en) or "2 Temmuz Çarşamba" (tr) for a calendar day (`YYYY-MM-DD`). */
function dayLabel(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  // Noon UTC of the day, written on UTC's clock: the day itself, whatever the browser's zone.
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y!, m! - 1, d!, 12)));
}

const TOGGLES: Array<{ key: keyof QuickSettings; label: string }> = [
  { key: 'notificationsSound', label: 'Notification sound' },
  { key: 'compactMenu', label: 'Compact menu' },
  { key: 'showSeconds', label: 'Show seconds in times' },
];

const EVENT_MISSING_ID = 'quick-panel-event-missing';
const NOTE_MISSING_ID = 'quick-panel-note-missing';

/**
 * The quick panel (spec part 1 section 2): today, events, notes and quick settings toggles, kept per user. Today, its
 * events and the clock are the profile's time zone's, as every time in the portal.
 */
export function QuickPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useShellTranslation();
  const timeZone = useProfileTimeZone();
  const now = useClock(open);
  const today = dayInTimeZone(now, timeZone);
  const range = useMemo(() => todayRange(today, timeZone), [today, timeZone]);
  // Made when the day or the language changes, not on each second's tick.
  const todayText = useMemo(() => dayLabel(today, i18n.language), [today, i18n.language]);
  const { notes, events, settings } = useQuickPanelData(open, range);
  const m = useQuickPanelMutations();
  const [note, setNote] = useState('');
  const [eventTitle, setEventTitle] = useState('');
  const [eventTime, setEventTime] = useState<Dayjs | null>(null);
  const { showSeconds } = useQuickSettings();
  useEscapeAndReturnFocus(open, onClose);
  // Add and Add note stay enabled: pressed with a field empty, they say which (issue 16), until it is filled.
  const [eventTried, setEventTried] = useState(false);
  const [noteTried, setNoteTried] = useState(false);
  useEffect(() => {
    if (open) return;
    setEventTried(false);
    setNoteTried(false);
  }, [open]);
  const eventTitleMissing = eventTried && !eventTitle.trim();
  const eventTimeMissing = eventTried && !eventTime;
  const missingEvent = [...(eventTitleMissing ? [t('Event title')] : []), ...(eventTimeMissing ? [t('Time')] : [])];
  const noteMissing = noteTried && !note.trim();

  const addNote = () => {
    const text = note.trim();
    setNoteTried(true);
    if (!text) return;
    m.addNote.mutate(text, { onSuccess: () => { setNote(''); setNoteTried(false); } });
  };
  const addEvent = () => {
    const title = eventTitle.trim();
    setEventTried(true);
    if (!title || !eventTime) return;
    const startsAt = wallTimeInTimeZone(today, eventTime.hour(), eventTime.minute(), timeZone);
    m.addEvent.mutate({ title, startsAt }, { onSuccess: () => { setEventTitle(''); setEventTime(null); setEventTried(false); } });
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('Quick panel')} size={360} data-testid="quick-panel">
      <section aria-label={t('Today')}>
        <Typography.Text type="secondary">{t('Today')}</Typography.Text>
        <Typography.Title level={3} style={{ marginTop: 4 }} data-testid="quick-panel-today">
          {todayText}
        </Typography.Title>
        <Typography.Text data-testid="quick-panel-now">{formatInTimeZone(now, timeZone, showSeconds ? 'dateTimeSeconds' : 'dateTime')}</Typography.Text>
      </section>
      <Divider titlePlacement="start">{t('Events')}</Divider>
      <ItemList
        size="small"
        loading={events.isLoading}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No events today')} />}
        items={events.data ?? []}
        renderItem={(e) => (
          <ItemListItem actions={[<Tooltip key="d" title={t('Delete')}><Button type="text" size="small" aria-label={t('Delete')} icon={<DeleteOutlined aria-hidden />} onClick={() => m.deleteEvent.mutate(e.id)} /></Tooltip>]}>
            <Typography.Text strong>{formatInTimeZone(e.startsAt, timeZone, showSeconds ? 'timeSeconds' : 'time')}</Typography.Text>&nbsp;{e.title}
          </ItemListItem>
        )}
      />
      {/* A plain form (Enter in the title adds too): two boxes and a button need no form engine (see ADR 0021's note). */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          addEvent();
        }}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', marginTop: 8, rowGap: 8 }}
      >
        <Input
          aria-label={t('Event title')}
          placeholder={t('Event title')}
          value={eventTitle}
          maxLength={QUICK_PANEL_LIMITS.eventTitleMaxLength}
          onChange={(e) => setEventTitle(e.target.value)}
          style={{ width: 150 }}
          status={eventTitleMissing ? 'error' : undefined}
          aria-invalid={eventTitleMissing || undefined}
          aria-describedby={eventTitleMissing ? EVENT_MISSING_ID : undefined}
        />
        <TimePicker
          aria-label={t('Time')}
          placeholder="HH:mm"
          // antd's "Now" is the browser's hour, which the event would take as the profile's.
          showNow={false}
          format="HH:mm"
          minuteStep={5}
          value={eventTime}
          onChange={setEventTime}
          style={{ width: 90 }}
          status={eventTimeMissing ? 'error' : undefined}
          aria-invalid={eventTimeMissing || undefined}
          aria-describedby={eventTimeMissing ? EVENT_MISSING_ID : undefined}
        />
        <Button htmlType="submit" loading={m.addEvent.isPending}>{t('Add')}</Button>
      </form>
      <div style={{ marginTop: missingEvent.length ? 8 : 0 }}>
        <MissingFieldsMessage id={EVENT_MISSING_ID} fields={missingEvent} />
      </div>
      <Divider titlePlacement="start">{t('Notes')}</Divider>
      <ItemList
        size="small"
        loading={notes.isLoading}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No notes')} />}
        items={notes.data ?? []}
        renderItem={(n) => (
          <ItemListItem actions={[<Tooltip key="d" title={t('Delete')}><Button type="text" size="small" aria-label={t('Delete')} icon={<DeleteOutlined aria-hidden />} onClick={() => m.deleteNote.mutate(n.id)} /></Tooltip>]}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{n.text}</Typography.Paragraph>
          </ItemListItem>
        )}
      />
      <Flex vertical gap={24} style={{ marginTop: 8 }}>
        <Input.TextArea
          aria-label={t('New note')}
          placeholder={t('New note')}
          value={note}
          maxLength={QUICK_PANEL_LIMITS.noteMaxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => setNote(e.target.value)}
          status={noteMissing ? 'error' : undefined}
          aria-invalid={noteMissing || undefined}
          aria-describedby={noteMissing ? NOTE_MISSING_ID : undefined}
        />
        <MissingFieldsMessage id={NOTE_MISSING_ID} fields={noteMissing ? [t('New note')] : []} />
        <Button onClick={addNote} loading={m.addNote.isPending}>{t('Add note')}</Button>
      </Flex>
      <Divider titlePlacement="start">{t('Quick settings')}</Divider>
      <Flex vertical gap={12}>
        {TOGGLES.map(({ key, label }) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text>{t(label)}</Typography.Text>
            <Switch
              aria-label={t(label)}
              checked={settings.data?.[key] ?? false}
              disabled={!settings.data}
              loading={m.saveSettings.isPending}
              onChange={(value) => m.saveSettings.mutate({ [key]: value })}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  );
}
