import { Navigate } from 'react-router';
import { defaultLandingPath, useAuth } from '@portal/auth';

/** "/" -> the user's landing page (crm/dashboard for crm users, /dashboard for others). */
export function LandingRedirect() {
  const { user } = useAuth();
  return <Navigate to={defaultLandingPath(user?.profile ?? null)} replace />;
}
