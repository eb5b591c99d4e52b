import { Fragment } from 'react';
import { Link } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useBreadcrumbTrail } from './use-breadcrumb-trail';

export function Breadcrumbs({ landingPath }: { landingPath: string }) {
  const { t } = useShellTranslation();
  const crumbs = useBreadcrumbTrail(landingPath);
  return (
    <nav data-testid="breadcrumbs" aria-label={t(SHELL_TEXTS.breadcrumbs)} className="portal-breadcrumbs">
      {/* Plain markup, not antd's Breadcrumb: the frame is drawn before antd loads (ADR 0062). */}
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.to ?? 'current'}>
            {index > 0 && <li className="portal-breadcrumbs-separator" aria-hidden="true">/</li>}
            <li>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
