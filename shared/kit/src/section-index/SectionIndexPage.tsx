import { Card } from 'antd';
import { Link } from 'react-router';
import { useAuth, usePermissions } from '@portal/auth';
import { portalI18n, SHELL_NAMESPACE } from '@portal/i18n';
import { PageTitle } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { sectionEntries } from './section-entries';

export interface SectionIndexPageProps {
  /** The section's path (`/crm/settings`); its entries are the catalogue's menu rows under it. */
  basePath: string;
  /** The catalogue's English title (an i18n key of the shell's route titles). */
  title: string;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 } as const;
const CARD = {
  display: 'flex', alignItems: 'center', padding: '12px 16px', borderRadius: 8, background: '#ffffff',
  border: '1px solid #d9d9d9', color: 'inherit', textDecoration: 'none', minHeight: 48,
} as const;

/**
 * A section's root (`/crm/settings`, `/merchant/payments`...): the entries of its menu group that this user may open,
 * as links in menu order. Not a placeholder: a user who lands on the root picks where to go.
 */
export function SectionIndexPage({ basePath, title }: SectionIndexPageProps) {
  const { user } = useAuth();
  const { hasAny, isLoading } = usePermissions();
  const { t: shell } = useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
  const { t } = useKitTranslation();
  const entries = sectionEntries(basePath, { profile: user?.profile, hasAny });

  return (
    // On the surface every page draws itself on (and the shell's loading title sits on: PageLoading).
    <Card variant="borderless">
      <section>
        <PageTitle title={shell(title)} level={1} />
        {!isLoading && entries.length === 0 && <p>{t(KIT_TEXTS.noData)}</p>}
        <nav aria-label={shell(title)}>
          <ul style={GRID}>
            {entries.map((row) => (
              <li key={row.path}>
                <Link to={row.path} style={CARD}>{shell(row.title)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </Card>
  );
}
