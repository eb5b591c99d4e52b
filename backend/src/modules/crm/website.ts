import { CRM_CUSTOMER_MESSAGES as M } from '@portal/contracts';
import { badRequest } from '../../http/errors';

/** A website as typed, if it is an http(s) address ("" for none). */
export function checkedWebsite(website: string | undefined): string {
  const value = (website ?? '').trim();
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(M.websiteScheme);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(M.websiteScheme);
  return value;
}

