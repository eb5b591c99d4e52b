import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { Alert, Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { useId } from 'react';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { defaultVisibleKeys, type ColumnDef } from './column-def';
import type { ColumnChoice } from './column-choice';

export interface ColumnPickerProps<Row> {
  columns: readonly ColumnDef<Row>[];
  choice: ColumnChoice;
  /** The page's translation of column titles. */
  translate(text: string): string;
}

/** "Columns": a checkbox per column (those that cannot be hidden are ticked and locked) and "Default columns". */
export function ColumnPicker<Row>({ columns, choice, translate }: ColumnPickerProps<Row>) {
  const { t } = useKitTranslation();
  const headingId = useId();
  const content = (
    <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto', minWidth: 200 }}>
      <Typography.Text strong id={headingId}>{t(KIT_TEXTS.showColumns)}</Typography.Text>
      <Checkbox.Group
        aria-labelledby={headingId}
        value={choice.visibleKeys}
        onChange={(keys) => choice.choose(keys.map(String))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={columns.map((c) => ({ value: c.key, label: translate(c.title), disabled: c.alwaysShown }))}
      />
      <Button size="small" onClick={() => choice.choose(defaultVisibleKeys(columns))}>{t(KIT_TEXTS.resetColumns)}</Button>
      {choice.saveFailed && <Alert type="error" showIcon title={t(KIT_TEXTS.columnsNotSaved)} />}
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined aria-hidden />} loading={choice.saving}>{t(KIT_TEXTS.columns)}</Button>
    </Popover>
  );
}
