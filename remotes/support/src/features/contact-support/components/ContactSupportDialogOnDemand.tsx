import { dialogOnDemand } from '../../../app/dialog-on-demand';

// The New ticket form (its fields' formik and yup, the transactions picker, the attachments' upload: about 45 KB as
// transferred) loads when the list's New ticket first opens it, not with the list (ADR 0115 "Session 58").
export const ContactSupportDialogOnDemand = dialogOnDemand(async () => (await import(/* webpackChunkName: "contact-support" */ './ContactSupportDialog')).ContactSupportDialog);
