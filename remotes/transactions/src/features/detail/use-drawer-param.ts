import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TRANSACTION_DRAWER_PARAM } from '@portal/contracts';

/** History state of an entry the drawer added (Back, or Close, leaves it). */
const OPENED = 'transactionDrawerOpened';

/**
 * The open transaction in the lookup route's URL (`?tx=<id>`): a shareable link opens the drawer on it. A row
 * click adds a history entry, so Back closes the drawer; Close goes back over that entry, or (a link opened
 * as is) drops the parameter in place.
 */
export function useDrawerParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(TRANSACTION_DRAWER_PARAM);

  const open = useCallback((id: string) => {
    const next = new URLSearchParams(params);
    next.set(TRANSACTION_DRAWER_PARAM, id);
    // Another row while one is open replaces it: Back still goes straight to the list.
    setParams(next, { replace: !!openId, state: { [OPENED]: true } });
  }, [params, setParams, openId]);

  const close = useCallback(() => {
    if ((location.state as Record<string, unknown> | null)?.[OPENED]) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(TRANSACTION_DRAWER_PARAM);
    setParams(next, { replace: true });
  }, [location.state, navigate, params, setParams]);

  return { openId, open, close };
}
