// A deep import: the package root is shared whole (all icons), one icon is not.
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import { Button, Dropdown } from 'antd';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';

/** en / tr; the i18n instance remembers the choice in local storage. */
export function LanguagePicker() {
  const { t, i18n } = useShellTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: LANGUAGE_NAMES[lng] })),
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      <Button type="text" aria-label={t(SHELL_TEXTS.language)} data-testid="language-picker" icon={<GlobalOutlined />}>
        {i18n.language.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
