import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notifyUsers, type NewNotification } from '../notifications/notify';

/** Tells every active user of the merchant (PreCheckForm / BoardingDocuments notifications, spec part 1 section 7). */
export async function notifyMerchantUsers(db: Db, merchantId: string, n: NewNotification): Promise<void> {
  const recipients = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.userType, 'merchant'), eq(users.isActive, true)));
  await notifyUsers(db, recipients.map((r) => r.id), { useRouter: true, ...n });
}
