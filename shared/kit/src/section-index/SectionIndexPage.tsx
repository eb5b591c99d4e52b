import { Card } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAuth, usePermissions } from '@portal/auth';
import { portalI18n, SHELL_NAMESPACE } from '@portal/i18n';
import { PageTitle } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { SECTION_ENTRY_DESCRIPTIONS } from './entry-descriptions';
import { sectionEntries } from './section-entries';

export interface SectionIndexPageProps {
  /** The section's path (`/crm/settings`); its entries are the catalogue's menu rows under it. */
  basePath: string;
  /** The catalogue's English title (an i18n key of the shell's route titles). */
  title: string;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 } as const;
// The tile is the card; its link names only the page (the description is its aria-describedby, not part of its name,
// so that "Users" is one link's name, not every tile's whose line says users), and an empty layer of the link over the
// card makes all of it clickable.
const CARD = {
  position: 'relative', display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', gap: 4, padding: '12px 16px',
  borderRadius: 8, background: '#ffffff', border: '1px solid #d9d9d9', minHeight: 48, height: '100%', boxSizing: 'border-box',
} as const;
const LINK = { color: 'inherit', textDecoration: 'none', fontWeight: 600 } as const;
const WHOLE_CARD = { position: 'absolute', inset: 0, zIndex: 1, borderRadius: 8 } as const;
const DESCRIPTION = { color: 'rgba(0, 0, 0, 0.65)', fontSize: 13, lineHeight: 1.4 } as const;

/** What a listed page is for, in the reader's language (every listed page has its line: entry-descriptions.test.ts). */
const descriptionOf = (title: string, language: string): string | undefined =>
  SECTION_ENTRY_DESCRIPTIONS[title]?.[language === 'tr' ? 'tr' : 'en'];

/**
 * A section's root (`/crm/settings`, `/merchant/payments`...): the entries of its menu group that this user may open,
 * as links in menu order, each with a line on what its page is for (ADR 0158). Not a placeholder: a user who lands on
 * the root picks where to go.
 */
export function SectionIndexPage({ basePath, title }: SectionIndexPageProps) {
  const { user } = useAuth();
  const { hasAny, isLoading } = usePermissions();
  const { t: shell, i18n } = useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
  const { t } = useKitTranslation();
  const entries = sectionEntries(basePath, { profile: user?.profile, hasAny });
  const id = useId();

  return (
    // On the surface every page draws itself on (and the shell's loading title sits on: PageLoading).
    <Card variant="borderless">
      <section>
        <PageTitle title={shell(title)} level={1} />
        {!isLoading && entries.length === 0 && <p>{t(KIT_TEXTS.noData)}</p>}
        <nav aria-label={shell(title)}>
          <ul style={GRID}>
            {entries.map((row, index) => (
              <li key={row.path} style={CARD}>
                <Link to={row.path} style={LINK} aria-describedby={`${id}-${index}`}>
                  {shell(row.title)}
                  <span aria-hidden style={WHOLE_CARD} />
                </Link>
                <span id={`${id}-${index}`} style={DESCRIPTION}>{descriptionOf(row.title, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </Card>
  );
}
